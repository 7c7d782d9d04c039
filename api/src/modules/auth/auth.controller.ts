import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { areasOf, permissionsOf } from '@podcast/contracts';
import { Public } from '../../common/public.decorator';
import { AdminMeDto, LoginDto, LogoutResponseDto } from './auth.dto';
import type { SessionAdmin } from './auth.service';
import { LocalLoginGuard } from './local-login.guard';
import { AnyStaff } from '../../common/requires.decorator';

const meOf = (admin: SessionAdmin): AdminMeDto => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  permissions: permissionsOf(admin.role),
  areas: areasOf(admin.role),
});

@ApiTags('admin session')
@Controller('admin')
export class AuthController {
  @Public()
  @UseGuards(LocalLoginGuard)
  @Post('login')
  @ApiOperation({ summary: 'Starts an admin session (sets the session cookie)' })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMeDto })
  @ApiUnauthorizedResponse({ description: 'Invalid credentials' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed login attempts. Please try again in N minutes.' })
  login(@Body() _body: LoginDto, @Req() req: Request): AdminMeDto {
    return meOf(req.user as SessionAdmin);
  }

  @AnyStaff()
  @Get('me')
  @ApiOperation({ summary: 'The admin of the current session, with their role and its permissions' })
  @ApiOkResponse({ type: AdminMeDto })
  me(@Req() req: Request): AdminMeDto {
    return meOf(req.user as SessionAdmin);
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
