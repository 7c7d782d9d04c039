import { BadRequestException, Body, ConflictException, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { areasOf, permissionsOf, type TwoFactorStep } from '@podcast/contracts';
import { Public } from '../../common/public.decorator';
import { AdminMeDto, LoginDto, LogoutResponseDto, SessionCheckDto, SessionCheckResultDto } from './auth.dto';
import { AuthService, type SessionAdmin } from './auth.service';
import { LocalLoginGuard } from './local-login.guard';
import { SignInAudit } from './sign-in-audit';
import { AnyStaff } from '../../common/requires.decorator';
import { AllowedDuringSignIn, markChecked } from '../../common/session-checks';
import { TwoFactorCodeDto } from '../two-factor/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';

const twoFactorStepOf = (req: Request): TwoFactorStep =>
  req.session?.signInStep === 'pending' ? 'required' : req.session?.signInStep === 'enrol' ? 'enrol' : 'none';

const meOf = (admin: SessionAdmin, twoFactor: TwoFactorStep): AdminMeDto => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  permissions: permissionsOf(admin.role),
  areas: areasOf(admin.role),
  twoFactor,
});

const logIn = (req: Request, user: SessionAdmin) =>
  new Promise<void>((resolve, reject) => req.logIn(user, { session: true, keepSessionInfo: true }, (error: unknown) => (error ? reject(error) : resolve())));

@ApiTags('admin session')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly signIns: SignInAudit,
  ) {}

  @Public()
  @UseGuards(LocalLoginGuard)
  @Post('login')
  @ApiOperation({ summary: 'Starts an admin session (sets the session cookie); `twoFactor` says whether a code must follow' })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMeDto })
  @ApiUnauthorizedResponse({ description: 'Invalid credentials' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed login attempts. Please try again in N minutes.' })
  login(@Body() _body: LoginDto, @Req() req: Request): AdminMeDto {
    return meOf(req.user as SessionAdmin, twoFactorStepOf(req));
  }

  @AnyStaff()
  @AllowedDuringSignIn('pending', 'enrol')
  @Get('me')
  @ApiOperation({ summary: 'The admin of the current session, with their role and its permissions, and the sign-in step still owed' })
  @ApiOkResponse({ type: AdminMeDto })
  me(@Req() req: Request): AdminMeDto {
    return meOf(req.user as SessionAdmin, twoFactorStepOf(req));
  }

  @AnyStaff()
  @AllowedDuringSignIn('pending')
  @Post('session/second-factor')
  @HttpCode(200)
  @ApiOperation({ summary: "The sign-in's second step: a code from the authenticator app or a recovery code (used up)" })
  @ApiOkResponse({ type: AdminMeDto })
  @ApiBadRequestResponse({ description: 'That code is not right, or it was already used' })
  @ApiConflictResponse({ description: 'This session owes no code' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes' })
  async secondFactor(@Body() body: TwoFactorCodeDto, @Req() req: Request): Promise<AdminMeDto> {
    if (req.session.signInStep !== 'pending') throw new ConflictException('This session owes no code');
    const admin = req.user as SessionAdmin;
    await this.twoFactor.checkCode(admin.id, body.code);
    delete req.session.signInStep;
    markChecked(req.session);
    // A new session id for the finished sign-in, as at any change of privilege.
    await logIn(req, admin);
    await this.signIns.succeeded(admin);
    return meOf(admin, 'none');
  }

  @AnyStaff()
  @Post('session/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms it is you (the password, or a code) before sensitive actions; lasts 10 minutes' })
  @ApiOkResponse({ type: SessionCheckResultDto })
  @ApiBadRequestResponse({ description: 'Wrong password or code, or neither or both given' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes' })
  async check(@Body() body: SessionCheckDto, @Req() req: Request): Promise<SessionCheckResultDto> {
    const admin = req.user as SessionAdmin;
    const { password, code } = body;
    if ((password === undefined) === (code === undefined)) throw new BadRequestException('Give your password or a code');
    if (password !== undefined) await this.twoFactor.checkPassword(admin.id, () => this.auth.passwordMatches(admin.id, password));
    else await this.twoFactor.checkCode(admin.id, code ?? '');
    markChecked(req.session);
    return { checkedAt: new Date(req.session.checkedAt ?? Date.now()).toISOString() };
  }

  @Public()
  @Post('logout')
  @ApiOperation({ summary: 'Ends the admin session' })
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseDto })
  async logout(@Req() req: Request): Promise<LogoutResponseDto> {
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    return { success: true };
  }
}
