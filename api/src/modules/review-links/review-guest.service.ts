import { ForbiddenException, GoneException, HttpException, HttpStatus, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { RENDITIONS } from '@podcast/contracts';
import { isLinkTokenShaped, linkTokenHash } from '../../common/link-token';
import { SharedCounters } from '../../common/rate-limit/counters';
import { RuntimeSecrets } from '../../config/runtime-secrets';
import type { CommentEntity } from '../comments/comment.entity';
import { mapComment } from '../comments/comment.mapper';
import { CommentsService } from '../comments/comments.service';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { MediaUrls } from '../media/media-urls.service';
import type { VideoAssetEntity } from '../media/video-asset.entity';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { passcodeMatches } from './passcode';
import { REVIEW_LINK_MESSAGES, type ReviewCommentCreateDto, type ReviewDecisionCreateDto, type ReviewSessionDto, type ReviewVideoDto } from './review-link.dto';
import type { ReviewLinkEntity } from './review-link.entity';
import { linkStatus } from './review-link.mapper';
import { ReviewLinkRepository } from './review-link.repository';
import { UnlockCookies, unlockCookiePath, UNLOCK_TTL_SEC } from './review-unlock-cookie';

/** Media addresses handed to a guest expire after an hour (a reload of the page gets fresh ones). */
export const GUEST_MEDIA_TTL_SEC = 60 * 60;
/** Abuse limits of one link (docs/review.md). */
export const REVIEW_LIMITS = {
  commentsPerWindow: 30,
  commentWindowMs: 10 * 60 * 1000,
  commentsInAll: 500,
  unlockTries: 10,
  unlockWindowMs: 15 * 60 * 1000,
} as const;

/** A 429 with Retry-After (the error filter reads retryAfterSec). */
class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSec: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface UnlockCookie {
  value: string;
  path: string;
  maxAgeMs: number;
}

/**
 * The guest's side of a review link (no account: the token is the credential). Every answer is about
 * the link's one video; an unknown, expired or revoked link answers with a message and nothing else.
 */
@Injectable()
export class ReviewGuestService {
  private readonly cookies: UnlockCookies;

  constructor(
    private readonly links: ReviewLinkRepository,
    private readonly assets: VideoAssetRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly comments: CommentsService,
    private readonly urls: MediaUrls,
    private readonly counters: SharedCounters,
    secrets: RuntimeSecrets,
  ) {
    this.cookies = new UnlockCookies(secrets.sessionSecret);
  }

  /** GET /api/review/{token}: the page's data; counts as an opening. */
  async session(token: string, unlockCookie: string | undefined): Promise<ReviewSessionDto> {
    const link = await this.usableLink(token, unlockCookie);
    await this.links.recordOpen(link.id);
    return this.sessionOf(link);
  }

  /** POST /api/review/{token}/unlock: the cookie to set when the passcode is right. */
  async unlock(token: string, passcode: string): Promise<UnlockCookie | null> {
    const link = await this.liveLink(token);
    if (link.passcodeHash === null) return null;
    const tries = await this.counters.increment(this.counters.key(`review:unlock:${link.id}`), REVIEW_LIMITS.unlockWindowMs);
    if (tries.count > REVIEW_LIMITS.unlockTries) throw new TooManyRequests(REVIEW_LINK_MESSAGES.tooManyUnlocks, Math.max(1, Math.ceil(tries.ttlMs / 1000)));
    if (!(await passcodeMatches(link.passcodeHash, passcode))) throw new UnauthorizedException(REVIEW_LINK_MESSAGES.wrongPasscode);
    return { value: this.cookies.issue(link.id, link.tokenHash), path: unlockCookiePath(token), maxAgeMs: UNLOCK_TTL_SEC * 1000 };
  }

  /** GET /api/review/{token}/videos/{assetId}: fresh addresses of the link's own video; any other id is a 403. */
  async video(token: string, unlockCookie: string | undefined, assetId: number | null): Promise<ReviewVideoDto> {
    const link = await this.usableLink(token, unlockCookie);
    if (assetId !== link.videoAssetId) throw new ForbiddenException(REVIEW_LINK_MESSAGES.otherVersion);
    return this.videoOf(await this.linkVideo(link));
  }

  /** POST /api/review/{token}/comments: the guest's comment, within the link's limits. */
  async comment(token: string, unlockCookie: string | undefined, dto: ReviewCommentCreateDto): Promise<CommentEntity> {
    const link = await this.usableLink(token, unlockCookie);
    if ((dto.videoAssetId !== undefined && dto.videoAssetId !== link.videoAssetId) || (dto.episodeId !== undefined && dto.episodeId !== link.episodeId))
      throw new ForbiddenException(REVIEW_LINK_MESSAGES.otherVersion);
    const video = await this.linkVideo(link);
    if ((await this.comments.countForReviewLink(link.id)) >= REVIEW_LIMITS.commentsInAll)
      throw new TooManyRequests(REVIEW_LINK_MESSAGES.commentCap, Math.ceil(REVIEW_LIMITS.commentWindowMs / 1000));
    const recent = await this.counters.increment(this.counters.key(`review:comments:${link.id}`), REVIEW_LIMITS.commentWindowMs);
    if (recent.count > REVIEW_LIMITS.commentsPerWindow)
      throw new TooManyRequests(REVIEW_LINK_MESSAGES.tooManyComments, Math.max(1, Math.ceil(recent.ttlMs / 1000)));
    return this.comments.addThroughReviewLink(link, video, dto);
  }

  /** POST /api/review/{token}/decision: approve or ask for changes; the latest decision counts. */
  async decide(token: string, unlockCookie: string | undefined, dto: ReviewDecisionCreateDto): Promise<ReviewSessionDto> {
    const link = await this.usableLink(token, unlockCookie);
    await this.links.decide(link.id, { decision: dto.decision, decisionNote: dto.note ?? null, decidedBy: dto.authorName });
    return this.sessionOf((await this.links.findById(link.id)) ?? link);
  }

  /** The link a token names while it can be used: unknown 404, revoked or expired 410 (never any media address). */
  private async liveLink(token: string): Promise<ReviewLinkEntity> {
    const link = isLinkTokenShaped(token) ? await this.links.findByTokenHash(linkTokenHash(token)) : null;
    if (!link) throw new NotFoundException(REVIEW_LINK_MESSAGES.notFound);
    const status = linkStatus(link);
    if (status === 'revoked') throw new GoneException(REVIEW_LINK_MESSAGES.revoked);
    if (status === 'expired') throw new GoneException(REVIEW_LINK_MESSAGES.expired);
    return link;
  }

  /** As liveLink, and unlocked in this browser when it has a passcode (401 with passcodeRequired otherwise). */
  private async usableLink(token: string, unlockCookie: string | undefined): Promise<ReviewLinkEntity> {
    const link = await this.liveLink(token);
    if (link.passcodeHash !== null && !this.cookies.verify(unlockCookie, link.id, link.tokenHash))
      throw new UnauthorizedException({ message: REVIEW_LINK_MESSAGES.passcodeRequired, passcodeRequired: true });
    return link;
  }

  private async linkVideo(link: ReviewLinkEntity): Promise<VideoAssetEntity> {
    const video = await this.assets.findById(link.videoAssetId);
    // The link's row goes with its video (ON DELETE CASCADE): this is a race with a deletion.
    if (!video) throw new NotFoundException(REVIEW_LINK_MESSAGES.notFound);
    return video;
  }

  private async sessionOf(link: ReviewLinkEntity): Promise<ReviewSessionDto> {
    const [video, title, comments] = await Promise.all([
      this.linkVideo(link),
      this.episodes.titleOf(link.episodeId),
      this.comments.listForReviewLink(link.id, link.videoAssetId),
    ]);
    return {
      episodeTitle: title ?? '',
      guestName: link.guestName,
      watermark: link.watermark,
      expiresAt: link.expiresAt.toISOString(),
      videoAssetId: video.id,
      version: video.version,
      frameRate: video.frameRate,
      durationSec: video.durationSec,
      video: await this.videoOf(video),
      comments: comments.map(mapComment),
      decision: link.decision,
      decisionNote: link.decisionNote,
      decidedAt: link.decidedAt ? link.decidedAt.toISOString() : null,
    };
  }

  /** The renditions, best first (720p the default); the original only while there are none. Signed for an hour. */
  private async videoOf(video: VideoAssetEntity): Promise<ReviewVideoDto> {
    const qualities: Array<{ label: string; url: string }> = [];
    for (const rendition of RENDITIONS) {
      const key = video.variants[rendition];
      if (key) qualities.push({ label: rendition, url: await this.urls.signed(key, GUEST_MEDIA_TTL_SEC) });
    }
    if (qualities.length === 0) qualities.push({ label: 'Original', url: await this.urls.signed(video.storageKey, GUEST_MEDIA_TTL_SEC) });
    return { url: qualities[0].url, qualities };
  }
}
