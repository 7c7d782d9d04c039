import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnyStaff, Requires } from '../../common/requires.decorator';
import { AllowedDuringSignIn, markChecked, RequiresRecentCheck } from '../../common/session-checks';
import { CurrentStaff, type StaffActor } from '../../common/current-staff.decorator';
import { RecoveryCodesDto, TwoFactorCodeDto, TwoFactorEnrolmentDto, TwoFactorSettingDto, TwoFactorStatusDto } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** Each person's own two-factor sign-in (the Account security screen, /admin/account). */
@ApiTags('two-factor')
@ApiCookieAuth()
@Controller('admin/account/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @AnyStaff()
  @AllowedDuringSignIn('enrol')
  @Get()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on for me, how many recovery codes are left, and whether it is required' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentStaff() staff: StaffActor): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(staff.id);
  }

  @AnyStaff()
  @AllowedDuringSignIn('enrol')
  @Post('enrolment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Starts setting up two-factor: a new secret as a QR code and as text (replaces an unfinished set-up)' })
  @ApiOkResponse({ type: TwoFactorEnrolmentDto })
  @ApiConflictResponse({ description: 'Two-factor sign-in is already on' })
  startEnrolment(@Req() req: Request): Promise<TwoFactorEnrolmentDto> {
    const user = req.user as { id: number; email: string };
    return this.twoFactor.startEnrolment({ id: user.id, email: user.email });
  }

  @AnyStaff()
  @AllowedDuringSignIn('enrol')
  @Post('enrolment/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns two-factor on with a code from the new secret; answers the ten recovery codes, once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiConflictResponse({ description: 'No set-up was started, or two-factor is already on' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes' })
  async confirmEnrolment(@CurrentStaff() staff: StaffActor, @Body() body: TwoFactorCodeDto, @Req() req: Request): Promise<RecoveryCodesDto> {
    const recoveryCodes = await this.twoFactor.confirmEnrolment(staff.id, body.code);
    // A sign-in that had to enrol is finished now: the code just proved the second factor.
    delete req.session.signInStep;
    markChecked(req.session);
    return { recoveryCodes };
  }

  @AnyStaff()
  @RequiresRecentCheck()
  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turns two-factor off (needs a password-or-code check in the last 10 minutes)' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'Two-factor is not on, or the owners require it for everyone' })
  async disable(@CurrentStaff() staff: StaffActor): Promise<void> {
    await this.twoFactor.disable(staff.id);
  }
}

/** The owners' setting "require two-factor sign-in for everyone". */
@ApiTags('two-factor')
@ApiCookieAuth()
@Controller('admin/settings/two-factor')
export class TwoFactorSettingsController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Requires('settings.manage')
  @Get()
  @ApiOperation({ summary: 'Whether two-factor sign-in is required for everyone' })
  @ApiOkResponse({ type: TwoFactorSettingDto })
  async get(): Promise<TwoFactorSettingDto> {
    return { required: await this.twoFactor.requiredForEveryone() };
  }

  @Requires('settings.manage')
  @Put()
  @ApiOperation({ summary: 'Requires two-factor sign-in for everyone (or stops requiring it); applies from each person’s next sign-in' })
  @ApiOkResponse({ type: TwoFactorSettingDto })
  async set(@Body() body: TwoFactorSettingDto): Promise<TwoFactorSettingDto> {
    await this.twoFactor.setRequiredForEveryone(body.required);
    return { required: body.required };
  }
}
