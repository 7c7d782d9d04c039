import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditAction, AuditTargetType, EpisodeStatus } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { EpisodeLifecycle } from '../../common/episode-lifecycle';
import { EPISODE_MESSAGES, EpisodeCreateDto, EpisodeUpdateDto } from './episode.dto';
import type { EpisodeEntity } from './episode.entity';
import { EpisodeRepository, isMissingGuest, type PublishHook } from './episode.repository';
import { EpisodePublications } from './episode-publications';
import type { StaffActor } from '../../common/current-staff.decorator';
import { assertMayChangePublication, assertMayDelete } from './episode-role-rules';
import { PublishRule } from './publish-rule.service';
import { renderShowNotes } from './show-notes';
import { EpisodeGuests } from './episode-guests';
import { EpisodePlays, type Listener } from './episode-plays';
import { EpisodeThumbnails } from './episode-thumbnails';
import { EpisodeReviewDecisions } from './episode-review-decisions';
import { mapAdminEpisode } from './episode.mapper';
import type { AdminEpisodeDto } from './episode.dto';

@Injectable()
export class EpisodesService {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly lifecycle: EpisodeLifecycle,
    private readonly publishRule: PublishRule,
    private readonly guests: EpisodeGuests,
    private readonly plays: EpisodePlays,
    private readonly publications: EpisodePublications,
    private readonly thumbnails: EpisodeThumbnails,
    private readonly audit: AuditService,
    private readonly reviewDecisions: EpisodeReviewDecisions,
  ) {}

  /**
   * POST /api/episodes/{id}/play: a published episode's play, counted once per listener, episode and
   * UTC day (docs/analytics.md). A draft or missing id is 404.
   */
  async recordPlay(id: number, listener: Listener): Promise<void> {
    if (!(await this.episodes.isPublished(id))) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    await this.plays.count(id, listener);
  }

  /** Episodes as the admin sees them, with the plays Analytics counts (one query for the whole page). */
  async adminViews(episodes: readonly EpisodeEntity[]): Promise<AdminEpisodeDto[]> {
    const ids = episodes.map((episode) => episode.id);
    const [plays, decisions] = await Promise.all([this.plays.playsOf(ids), this.reviewDecisions.latestOf(ids)]);
    return episodes.map((episode) => mapAdminEpisode(episode, plays.get(episode.id) ?? 0, decisions.get(episode.id) ?? null));
  }

  async adminView(episode: EpisodeEntity): Promise<AdminEpisodeDto> {
    const [view] = await this.adminViews([episode]);
    return view;
  }

  async get(id: number): Promise<EpisodeEntity> {
    const episode = await this.episodes.findById(id);
    if (!episode) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    return episode;
  }

  async create(dto: EpisodeCreateDto, actor: StaffActor): Promise<EpisodeEntity> {
    const status = dto.status ?? EpisodeStatus.Draft;
    assertMayChangePublication(actor, null, status);
    await this.guestMustExist(dto.guestId);
    await this.publishRule.check(null, dto);
    const episode = await guestMustExist(
      this.episodes.create(
        {
          title: dto.title,
          description: dto.description,
          episodeNumber: dto.episodeNumber ?? 1,
          guestName: dto.guestName ?? null,
          guestId: dto.guestId ?? null,
          status,
          audioUrl: dto.audioUrl ?? null,
          videoUrl: dto.videoUrl ?? null,
          thumbnailUrl: dto.thumbnailUrl ?? null,
          duration: dto.duration ?? null,
          durationManual: Boolean(dto.duration),
          publishedAt: dto.publishedAt ? new Date(dto.publishedAt) : status === EpisodeStatus.Published ? new Date() : null,
          showNotes: dto.showNotes ?? '',
          showNotesHtml: renderShowNotes(dto.showNotes ?? ''),
        },
        this.onPublished,
      ),
    );
    if (status === EpisodeStatus.Published) await this.recordStatus(episode, null, status);
    return this.withUploadedArtwork(episode, dto.thumbnailUrl);
  }

  /** An uploaded thumbnail's URL brings its artwork set along (EpisodeThumbnails); the episode as it then is. */
  private async withUploadedArtwork(episode: EpisodeEntity, thumbnailUrl: string | null | undefined): Promise<EpisodeEntity> {
    if (!thumbnailUrl || !(await this.thumbnails.adopt(episode.id, thumbnailUrl))) return episode;
    return this.get(episode.id);
  }

  async update(id: number, dto: EpisodeUpdateDto, actor: StaffActor): Promise<EpisodeEntity> {
    const episode = await this.get(id);
    assertMayChangePublication(actor, episode.status, dto.status);
    if (dto.finalVideoAssetId !== undefined && dto.finalVideoAssetId !== null) {
      if (!(await this.publishRule.isEditedVideoOf(dto.finalVideoAssetId, id))) throw new BadRequestException(EPISODE_MESSAGES.finalVideoAssetId);
    }
    await this.guestMustExist(dto.guestId);
    await this.publishRule.check(episode, dto);
    // publishWithoutVideo is the request's acknowledgement, not a column.
    const { duration, publishedAt, publishWithoutVideo: _acknowledged, ...plain } = dto;
    // Only the fields sent are written (one UPDATE of those columns): two admins editing different
    // fields keep both edits.
    const changes: Partial<EpisodeEntity> = {};
    for (const [field, value] of Object.entries(plain) as Array<[keyof typeof plain, unknown]>) {
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    if (duration !== undefined) {
      // A typed duration is the admin's word; clearing it hands the field back to ffprobe.
      changes.duration = duration;
      changes.durationManual = duration !== null;
    }
    // The HTML is rendered once, here, so every read (page, feeds) serves the same sanitised text.
    if (plain.showNotes !== undefined) changes.showNotesHtml = renderShowNotes(plain.showNotes);
    if (publishedAt !== undefined) changes.publishedAt = publishedAt === null ? null : new Date(publishedAt);
    // A picture made from the video's poster frame stands for the thumbnail only while the thumbnail
    // is that picture: another URL (or none) from the admin replaces it everywhere. Its files stay
    // with the video's, which sweeps them.
    if (plain.thumbnailUrl !== undefined && episode.artwork?.origin === 'poster' && plain.thumbnailUrl !== episode.artwork.src) changes.artwork = null;
    const saved = await guestMustExist(this.episodes.updateFields(id, changes, this.onPublished));
    if (!saved) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    if (dto.status !== undefined && dto.status !== episode.status) await this.recordStatus(saved, episode.status, dto.status);
    return plain.thumbnailUrl !== episode.thumbnailUrl ? this.withUploadedArtwork(saved, plain.thumbnailUrl) : saved;
  }

  /** A guestId must name a booking (checked first for a clean 400; the foreign key still decides a race). */
  private async guestMustExist(guestId: number | null | undefined): Promise<void> {
    if (guestId !== undefined && guestId !== null && !(await this.guests.profileOf(guestId))) throw new BadRequestException(EPISODE_MESSAGES.guestNotFound);
  }

  /** Publishing and unpublishing are announced through the port (the newsletter mails them): see EpisodePublications. */
  private readonly onPublished: PublishHook = {
    published: (manager, episodeId) => this.publications.published(manager, episodeId),
    unpublished: (manager, episodeId) => this.publications.unpublished(manager, episodeId),
  };

  async delete(id: number, actor: StaffActor): Promise<void> {
    const episode = await this.get(id);
    assertMayDelete(actor, episode.status);
    // Other modules (media) remove what they own first; the database cascade removes assets and comments.
    await this.lifecycle.beforeDelete(id);
    await this.episodes.delete(id);
    await this.audit.record({
      action: AuditAction.EpisodeDeleted,
      target: { type: AuditTargetType.Episode, id, label: episode.title },
      changes: { status: { before: episode.status, after: null } },
    });
  }

  /** The audit entry of a status change: publishing and unpublishing are named as such. */
  private recordStatus(episode: Pick<EpisodeEntity, 'id' | 'title'>, before: EpisodeStatus | null, after: EpisodeStatus): Promise<void> {
    const action =
      after === EpisodeStatus.Published
        ? AuditAction.EpisodePublished
        : before === EpisodeStatus.Published
          ? AuditAction.EpisodeUnpublished
          : AuditAction.EpisodeStatusChanged;
    return this.audit.record({
      action,
      target: { type: AuditTargetType.Episode, id: episode.id, label: episode.title },
      changes: { status: { before, after } },
    });
  }
}

/** A guestId that names no booking is the request's mistake: 400 "Guest not found" (the link's foreign key decides, race-free). */
async function guestMustExist<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isMissingGuest(error)) throw new BadRequestException(EPISODE_MESSAGES.guestNotFound);
    throw error;
  }
}
