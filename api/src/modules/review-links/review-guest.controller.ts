import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseEntityId } from '../../common/entity-id.pipe';
import { Public } from '../../common/public.decorator';
import { CommentDto } from '../comments/comment.dto';
import { mapComment } from '../comments/comment.mapper';
import {
  ReviewCommentCreateDto,
  ReviewDecisionCreateDto,
  ReviewPasscodeRequiredDto,
  ReviewSessionDto,
  ReviewUnlockDto,
  ReviewVideoDto,
} from './review-link.dto';
import { ReviewGuestService } from './review-guest.service';
import { cookieOf, UNLOCK_COOKIE } from './review-unlock-cookie';

const unlocked = (req: Request) => cookieOf(req, UNLOCK_COOKIE);

/**
 * The guest's routes of a review link (no account: the token in the path is the credential). Every
 * answer is `Cache-Control: no-store` (set for /api/review in app.setup.ts, errors included).
 */
@ApiTags('review (guest)')
@ApiNotFoundResponse({ description: 'Review link not found' })
@ApiGoneResponse({ description: 'This review link has expired / was revoked (no media address)' })
@ApiUnauthorizedResponse({ type: ReviewPasscodeRequiredDto, description: 'The link has a passcode not yet typed in this browser' })
@Controller('review/:token')
export class ReviewGuestController {
  constructor(private readonly review: ReviewGuestService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "The review page's data: the version's video (signed, 1 h), the comments made through this link, the decision" })
  @ApiOkResponse({ type: ReviewSessionDto })
  session(@Param('token') token: string, @Req() req: Request): Promise<ReviewSessionDto> {
    return this.review.session(token, unlocked(req));
  }

  @Public()
  @Post('unlock')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unlocks a link with its passcode in this browser (an httpOnly cookie for this link, 12 h)' })
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse({ description: 'More than 10 tries in 15 minutes on this link' })
  async unlock(@Param('token') token: string, @Body() body: ReviewUnlockDto, @Res({ passthrough: true }) res: Response): Promise<void> {
    const cookie = await this.review.unlock(token, body.passcode);
    if (cookie)
      res.cookie(UNLOCK_COOKIE, cookie.value, { httpOnly: true, sameSite: 'lax', path: cookie.path, maxAge: cookie.maxAgeMs, secure: res.req.secure });
  }

  @Public()
  @Get('videos/:assetId')
  @ApiOperation({ summary: "Fresh signed addresses (1 h) of the link's own video" })
  @ApiOkResponse({ type: ReviewVideoDto })
  @ApiForbiddenResponse({ description: 'This link is for another version' })
  video(@Param('token') token: string, @Param('assetId') assetId: string, @Req() req: Request): Promise<ReviewVideoDto> {
    return this.review.video(token, unlocked(req), parseEntityId(assetId));
  }

  @Public()
  @Post('comments')
  @ApiOperation({ summary: "A guest's comment at a time or over a range, optionally with a drawing" })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiForbiddenResponse({ description: 'This link is for another version' })
  @ApiTooManyRequestsResponse({ description: 'More than 30 comments in 10 minutes through this link, or 500 in all' })
  async comment(@Param('token') token: string, @Body() body: ReviewCommentCreateDto, @Req() req: Request): Promise<CommentDto> {
    return mapComment(await this.review.comment(token, unlocked(req), body));
  }

  @Public()
  @Post('decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves the version or asks for changes, with a note; the latest decision counts' })
  @ApiOkResponse({ type: ReviewSessionDto })
  decide(@Param('token') token: string, @Body() body: ReviewDecisionCreateDto, @Req() req: Request): Promise<ReviewSessionDto> {
    return this.review.decide(token, unlocked(req), body);
  }
}
