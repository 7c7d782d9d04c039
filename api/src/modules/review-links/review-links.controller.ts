import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { Requires } from '../../common/requires.decorator';
import type { SessionAdmin } from '../auth/auth.service';
import { REVIEW_LINK_MESSAGES, ReviewLinkCreateDto, ReviewLinkCreatedDto, ReviewLinkDto } from './review-link.dto';
import { ReviewLinksService } from './review-links.service';

const assetId = new EntityIdPipe(REVIEW_LINK_MESSAGES.assetNotFound);
const episodeId = new EntityIdPipe(REVIEW_LINK_MESSAGES.episodeNotFound);

/** Who made a link, as the list shows it: the staff member's name, else their address. */
const staffName = (req: Request): string | null => {
  const staff = req.user as SessionAdmin | undefined;
  return staff ? (staff.name ?? staff.email) : null;
};

/** Review links for guests (issue 35; docs/review.md): made from one version of an episode. */
@ApiTags('admin review links')
@ApiCookieAuth()
@Controller('admin')
export class ReviewLinksController {
  constructor(private readonly links: ReviewLinksService) {}

  @Requires('episodes.write')
  @Post('video-assets/:assetId/review-links')
  @ApiOperation({ summary: 'Makes a review link to this version; the token is shown only in this answer' })
  @ApiCreatedResponse({ type: ReviewLinkCreatedDto })
  @ApiBadRequestResponse({ description: 'Invalid expiry, passcode or guest name; a video of no episode' })
  @ApiNotFoundResponse({ description: 'Video asset not found' })
  create(@Param('assetId', assetId) id: number, @Body() body: ReviewLinkCreateDto, @Req() req: Request): Promise<ReviewLinkCreatedDto> {
    return this.links.create(id, body, staffName(req));
  }

  @Requires('episodes.read')
  @Get('episodes/:id/review-links')
  @ApiOperation({ summary: "The episode's review links, newest first, with their openings and decisions" })
  @ApiOkResponse({ type: ReviewLinkDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  list(@Param('id', episodeId) id: number): Promise<ReviewLinkDto[]> {
    return this.links.listForEpisode(id);
  }

  @Requires('episodes.write')
  @Post('review-links/:id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes a review link at once (revoking again changes nothing)' })
  @ApiOkResponse({ type: ReviewLinkDto })
  @ApiNotFoundResponse({ description: 'Review link not found' })
  revoke(@Param('id', new EntityIdPipe(REVIEW_LINK_MESSAGES.notFound)) id: number): Promise<ReviewLinkDto> {
    return this.links.revoke(id);
  }
}
