import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EpisodeStatus } from '@podcast/contracts';
import { EpisodeLifecycle } from '../../common/episode-lifecycle';
import { EPISODE_MESSAGES, EpisodeCreateDto, EpisodeUpdateDto } from './episode.dto';
import type { EpisodeEntity } from './episode.entity';
import { EpisodeRepository } from './episode.repository';
import { PublicEpisodeListCache, type PublicListPage } from './public-episode-list.cache';

@Injectable()
export class EpisodesService {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly publicList: PublicEpisodeListCache,
    private readonly lifecycle: EpisodeLifecycle,
  ) {}

  publishedPage(limit: number | undefined, offset: number): Promise<PublicListPage> {
    return this.publicList.get(limit, offset);
  }

  async recordPlay(id: number): Promise<void> {
    if (!(await this.episodes.incrementPlays(id))) throw new NotFoundException(EPISODE_MESSAGES.notFound);
  }

  list(): Promise<EpisodeEntity[]> {
    return this.episodes.findAll();
  }

  async get(id: number): Promise<EpisodeEntity> {
    const episode = await this.episodes.findById(id);
    if (!episode) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    return episode;
  }

  async create(dto: EpisodeCreateDto): Promise<EpisodeEntity> {
    const status = dto.status ?? EpisodeStatus.Draft;
    const episode = await this.episodes.create({
      title: dto.title,
      description: dto.description,
      episodeNumber: dto.episodeNumber ?? 1,
      guestName: dto.guestName ?? null,
      status,
      audioUrl: dto.audioUrl ?? null,
      videoUrl: dto.videoUrl ?? null,
      thumbnailUrl: dto.thumbnailUrl ?? null,
      duration: dto.duration ?? null,
      durationManual: Boolean(dto.duration),
      publishedAt: dto.publishedAt ? new Date(dto.publishedAt) : status === EpisodeStatus.Published ? new Date() : null,
    });
    await this.publicList.invalidate();
    return episode;
  }

  async update(id: number, dto: EpisodeUpdateDto): Promise<EpisodeEntity> {
    const episode = await this.get(id);
    if (dto.finalVideoAssetId !== undefined && dto.finalVideoAssetId !== null) {
      if (!(await this.episodes.isEditedAssetOf(dto.finalVideoAssetId, id))) throw new BadRequestException(EPISODE_MESSAGES.finalVideoAssetId);
    }
    const { duration, publishedAt, ...plain } = dto;
    for (const [field, value] of Object.entries(plain) as Array<[keyof typeof plain, unknown]>) {
      if (value !== undefined) (episode as unknown as Record<string, unknown>)[field] = value;
    }
    if (duration !== undefined) {
      // A typed duration is the admin's word; clearing it hands the field back to ffprobe.
      episode.duration = duration;
      episode.durationManual = duration !== null;
    }
    if (publishedAt !== undefined) episode.publishedAt = publishedAt === null ? null : new Date(publishedAt);
    if (episode.status === EpisodeStatus.Published && !episode.publishedAt) episode.publishedAt = new Date();
    const saved = await this.episodes.save(episode);
    await this.publicList.invalidate();
    return saved;
  }

  async delete(id: number): Promise<void> {
    await this.get(id);
    // Other modules (media) remove what they own first; the database cascade removes assets and comments.
    await this.lifecycle.beforeDelete(id);
    await this.episodes.delete(id);
    await this.publicList.invalidate();
  }

  /** For other modules whose writes change the public view (e.g. ffprobe filling a duration). */
  publicListChanged(): Promise<void> {
    return this.publicList.invalidate();
  }
}
