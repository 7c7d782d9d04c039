import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { makesPublic, pickFinalVideo, publishRefusal, VideoAssetType } from '@podcast/contracts';
import { Repository } from 'typeorm';
import { VideoAssetEntity } from '../media/video-asset.entity';
import type { EpisodeEntity } from './episode.entity';

/** The part of a create or update request the publishing rule looks at. */
export interface PublishRequest {
  status?: string | null;
  finalVideoAssetId?: number | null;
  publishWithoutVideo?: boolean | null;
}

/**
 * Enforces the shared publishing rule (packages/contracts/src/publishing.ts) on every write that makes
 * an episode public: without an approved, transcoded final video it answers 409 unless the request
 * says `publishWithoutVideo: true`.
 */
@Injectable()
export class PublishRule {
  constructor(@InjectRepository(VideoAssetEntity) private readonly assets: Repository<VideoAssetEntity>) {}

  /** `episode` is null for a new episode (which has no video yet). */
  async check(episode: Pick<EpisodeEntity, 'id' | 'status' | 'finalVideoAssetId'> | null, request: PublishRequest): Promise<void> {
    if (!makesPublic(episode?.status ?? null, request.status)) return;
    const video = episode ? await this.finalVideo(episode.id, request.finalVideoAssetId ?? episode.finalVideoAssetId) : null;
    const refusal = publishRefusal(episode?.status ?? null, request, video);
    if (refusal) throw new ConflictException(refusal);
  }

  private async finalVideo(episodeId: number, finalVideoAssetId: number | null): Promise<VideoAssetEntity | null> {
    const edited = await this.assets.find({ where: { episodeId, type: VideoAssetType.Edited } });
    return pickFinalVideo(edited, finalVideoAssetId);
  }
}
