import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { linkTokenHash, newLinkToken } from '../../common/link-token';
import { withoutTrailingSlashes } from '../../common/trailing-slashes';
import { CommentsService } from '../comments/comments.service';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import type { EpisodeReviewDecisionDto } from '../episodes/episode.dto';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { hashPasscode } from './passcode';
import { REVIEW_LINK_MESSAGES, type ReviewLinkCreateDto, type ReviewLinkCreatedDto, type ReviewLinkDto } from './review-link.dto';
import type { ReviewLinkEntity } from './review-link.entity';
import { mapReviewLink } from './review-link.mapper';
import { ReviewLinkRepository } from './review-link.repository';

export const DEFAULT_EXPIRY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff's side of review links: make one for a version, list an episode's, revoke one. */
@Injectable()
export class ReviewLinksService {
  constructor(
    private readonly links: ReviewLinkRepository,
    private readonly assets: VideoAssetRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly comments: CommentsService,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  /** A new link to one version; the token is in this answer only (the row keeps its SHA-256). */
  async create(assetId: number, dto: ReviewLinkCreateDto, createdBy: string | null): Promise<ReviewLinkCreatedDto> {
    const asset = await this.assets.findById(assetId);
    if (!asset) throw new NotFoundException(REVIEW_LINK_MESSAGES.assetNotFound);
    if (asset.episodeId === null) throw new BadRequestException(REVIEW_LINK_MESSAGES.assetWithoutEpisode);
    const token = newLinkToken();
    const link = await this.links.create({
      episodeId: asset.episodeId,
      videoAssetId: asset.id,
      tokenHash: linkTokenHash(token),
      guestName: dto.guestName ?? null,
      passcodeHash: dto.passcode !== undefined ? await hashPasscode(dto.passcode) : null,
      watermark: dto.watermark ?? false,
      expiresAt: new Date(Date.now() + (dto.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS),
      createdBy,
    });
    const [view] = await this.views([link]);
    return { ...view, token, url: `${this.publicBase()}/review/${token}` };
  }

  async listForEpisode(episodeId: number): Promise<ReviewLinkDto[]> {
    if (!(await this.episodes.exists(episodeId))) throw new NotFoundException(REVIEW_LINK_MESSAGES.episodeNotFound);
    return this.views(await this.links.listForEpisode(episodeId));
  }

  /** Takes effect at once: the next guest request through the link is a 410. Revoking again changes nothing. */
  async revoke(id: number): Promise<ReviewLinkDto> {
    await this.links.revoke(id);
    const link = await this.links.findById(id);
    if (!link) throw new NotFoundException(REVIEW_LINK_MESSAGES.notFound);
    const [view] = await this.views([link]);
    return view;
  }

  /** The EpisodeReviewDecisions port: each episode's latest guest decision. */
  async latestDecisions(episodeIds: readonly number[]): Promise<Map<number, EpisodeReviewDecisionDto>> {
    const latest = await this.links.latestDecisions(episodeIds);
    return new Map(
      [...latest].map(([episodeId, row]) => [
        episodeId,
        { decision: row.decision, note: row.note, guestName: row.guestName, decidedAt: row.decidedAt.toISOString() },
      ]),
    );
  }

  private async views(links: ReviewLinkEntity[]): Promise<ReviewLinkDto[]> {
    const ids = links.map((link) => link.id);
    const [opens, counts, versions] = await Promise.all([
      this.links.opensOf(ids),
      this.comments.countForReviewLinks(ids),
      this.assets.versionsOf([...new Set(links.map((link) => link.videoAssetId))]),
    ]);
    return links.map((link) =>
      mapReviewLink(link, versions.get(link.videoAssetId) ?? null, opens.get(link.id) ?? { count: 0, recent: [] }, counts.get(link.id) ?? 0),
    );
  }

  private publicBase(): string {
    return withoutTrailingSlashes(this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`);
  }
}
