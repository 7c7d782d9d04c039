import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { StaffLinksService } from './staff-links.service';
import { AcceptInvitationDto, CompletePasswordResetDto, InvitationDetailsDto, LinkTokenDto, PasswordResetRequestDto, StaffLinkMessageDto } from './team.dto';

/**
 * What staff do from a mail, before they have a session (issue 31 item 1). The link's secret is the
 * credential; it travels in the body (the pages read it from the URL's fragment), so it is never in
 * an address a server or proxy logs.
 */
@ApiTags('staff links')
@Controller('staff')
export class StaffLinksController {
  constructor(private readonly links: StaffLinksService) {}

  @Public()
  @RateLimit('staff-links')
  @Post('invitations/lookup')
  @HttpCode(200)
  @ApiOperation({ summary: "An invitation's address and role, while it can be accepted" })
  @ApiOkResponse({ type: InvitationDetailsDto })
  @ApiNotFoundResponse({ description: 'No such invitation' })
  @ApiGoneResponse({ description: 'Expired, used or withdrawn' })
  lookup(@Body() body: LinkTokenDto): Promise<InvitationDetailsDto> {
    return this.links.invitation(body.token);
  }

  @Public()
  @RateLimit('staff-links')
  @Post('invitations/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accepts an invitation: creates the account with this name and password (then sign in)' })
  @ApiOkResponse({ type: StaffLinkMessageDto })
  @ApiGoneResponse({ description: 'Expired, used or withdrawn' })
  async accept(@Body() body: AcceptInvitationDto): Promise<StaffLinkMessageDto> {
    const { email } = await this.links.acceptInvitation(body.token, body.name, body.password);
    return { message: `Your account is ready. Sign in with ${email} and your new password.` };
  }

  @Public()
  @RateLimit('staff-links')
  @Post('password-reset')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mails a password-reset link when the address has an account; the answer is the same either way' })
  @ApiAcceptedResponse({ type: StaffLinkMessageDto })
  async requestReset(@Body() body: PasswordResetRequestDto): Promise<StaffLinkMessageDto> {
    return { message: await this.links.requestReset(body.email) };
  }

  @Public()
  @RateLimit('staff-links')
  @Post('password-reset/check')
  @HttpCode(204)
  @ApiOperation({ summary: 'Whether a reset link can still be used' })
  @ApiGoneResponse({ description: 'Expired or used' })
  async checkReset(@Body() body: LinkTokenDto): Promise<void> {
    await this.links.checkReset(body.token);
  }

  @Public()
  @RateLimit('staff-links')
  @Post('password-reset/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password from a reset link (once); every session of the account ends' })
  @ApiOkResponse({ type: StaffLinkMessageDto })
  @ApiGoneResponse({ description: 'Expired or used' })
  async completeReset(@Body() body: CompletePasswordResetDto): Promise<StaffLinkMessageDto> {
    const { email } = await this.links.completeReset(body.token, body.password);
    return { message: `Your password is set. Sign in with ${email} and your new password.` };
  }
}
