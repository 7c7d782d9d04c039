import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnyStaff } from '../../common/requires.decorator';
import { ChangePasswordDto, ChangePasswordResponseDto, EndedSessionsDto, StaffSessionDto, UpdateAccountDto } from './account.dto';
import { AccountService } from './account.service';
import type { SessionAdmin } from './auth.service';

const adminOf = (req: Request) => req.user as SessionAdmin;

/** The signed-in person's own account and sessions (issue 31 items 1 and 6): every role has them. */
@ApiTags('admin account')
@AnyStaff()
@Controller('admin')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('account')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sets your name (what colleagues see)' })
  @ApiNoContentResponse()
  async rename(@Body() body: UpdateAccountDto, @Req() req: Request): Promise<void> {
    await this.account.rename(adminOf(req).id, body.name);
  }

  @Post('account/password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes your password (the current one is needed); your other sessions end' })
  @ApiOkResponse({ type: ChangePasswordResponseDto })
  async changePassword(@Body() body: ChangePasswordDto, @Req() req: Request): Promise<ChangePasswordResponseDto> {
    return { endedSessions: await this.account.changePassword(adminOf(req).id, req.sessionID, body.currentPassword, body.newPassword) };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Your signed-in sessions (device, last seen), the most recent first' })
  @ApiOkResponse({ type: StaffSessionDto, isArray: true })
  sessions(@Req() req: Request): Promise<StaffSessionDto[]> {
    return this.account.listSessions(adminOf(req).id, req.sessionID);
  }

  @Post('sessions/end-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends all your sessions but this one' })
  @ApiOkResponse({ type: EndedSessionsDto })
  async endOthers(@Req() req: Request): Promise<EndedSessionsDto> {
    return { endedSessions: await this.account.endOtherSessions(adminOf(req).id, req.sessionID) };
  }

  @Delete('sessions/:handle')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends one of your sessions (this one too: it signs you out)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Session not found (it may have ended already)' })
  async endSession(@Param('handle') handle: string, @Req() req: Request): Promise<void> {
    await this.account.endSession(adminOf(req).id, handle);
  }
}
