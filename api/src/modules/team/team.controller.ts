import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { Requires } from '../../common/requires.decorator';
import { RequiresRecentCheck } from '../../common/session-checks';
import type { SessionAdmin } from '../auth/auth.service';
import { ChangeRoleDto, InvitationSentDto, InviteStaffDto, StaffMemberDto, TeamDto } from './team.dto';
import { TeamService } from './team.service';

const you = (req: Request) => req.user as SessionAdmin;

/** The Team screen's calls (issue 31 item 1): owners only (team.manage). */
@ApiTags('admin team')
@Requires('team.manage')
@Controller('admin/team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({ summary: 'Everyone on the team, and the open invitations' })
  @ApiOkResponse({ type: TeamDto })
  list(@Req() req: Request): Promise<TeamDto> {
    return this.team.team(you(req));
  }

  @Post('invitations')
  @ApiOperation({ summary: 'Invites a colleague by email (single use, expires after STAFF_INVITATION_TTL_DAYS); inviting again replaces the open invitation' })
  @ApiCreatedResponse({ type: InvitationSentDto })
  @ApiConflictResponse({ description: 'Someone on the team already uses this email' })
  invite(@Body() body: InviteStaffDto, @Req() req: Request): Promise<InvitationSentDto> {
    return this.team.invite(you(req), body.email, body.role);
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraws an open invitation (its link stops working)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Invitation not found (it may have been accepted or revoked)' })
  async revoke(@Param('id', EntityIdPipe) id: number): Promise<void> {
    await this.team.revokeInvitation(id);
  }

  @RequiresRecentCheck()
  @Patch(':id/role')
  @ApiOperation({ summary: "Changes a colleague's role (not your own; never the last enabled owner's)" })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiConflictResponse({ description: 'Your own account, or the last enabled owner' })
  changeRole(@Param('id', EntityIdPipe) id: number, @Body() body: ChangeRoleDto, @Req() req: Request): Promise<StaffMemberDto> {
    return this.team.changeRole(you(req), id, body.role);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disables a colleague: they cannot sign in and their sessions end at once' })
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiConflictResponse({ description: 'Your own account, or the last enabled owner' })
  disable(@Param('id', EntityIdPipe) id: number, @Req() req: Request): Promise<StaffMemberDto> {
    return this.team.disable(you(req), id);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lets a disabled colleague sign in again' })
  @ApiOkResponse({ type: StaffMemberDto })
  enable(@Param('id', EntityIdPipe) id: number, @Req() req: Request): Promise<StaffMemberDto> {
    return this.team.enable(you(req), id);
  }

  @RequiresRecentCheck()
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a colleague from the team; their sessions end' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'Your own account, or the last enabled owner' })
  async remove(@Param('id', EntityIdPipe) id: number, @Req() req: Request): Promise<void> {
    await this.team.remove(you(req), id);
  }
}
