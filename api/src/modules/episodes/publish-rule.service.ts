import { ConflictException, Injectable } from '@nestjs/common';
import { makesPublic, pickFinalVideo, publishRefusal } from '@podcast/contracts';
import type { EpisodeEntity } from './episode.entity';
import { EpisodeVideos, type EditedVideo } from './episode-videos';

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
  constructor(private readonly videos: EpisodeVideos) {}

  /** `episode` is null for a new episode (which has no video yet). */
  async check(episode: Pick<EpisodeEntity, 'id' | 'status' | 'finalVideoAssetId'> | null, request: PublishRequest): Promise<void> {
    if (!makesPublic(episode?.status ?? null, request.status)) return;
    const video = episode ? await this.finalVideo(episode.id, request.finalVideoAssetId ?? episode.finalVideoAssetId) : null;
    const refusal = publishRefusal(episode?.status ?? null, request, video);
    if (refusal) throw new ConflictException(refusal);
  }

  /** Only an edited video of the episode can be chosen as its final video. */
  async isEditedVideoOf(assetId: number, episodeId: number): Promise<boolean> {
    return (await this.videos.editedOf(episodeId)).some((video) => video.id === assetId);
  }

  private async finalVideo(episodeId: number, finalVideoAssetId: number | null): Promise<EditedVideo | null> {
    return pickFinalVideo(await this.videos.editedOf(episodeId), finalVideoAssetId);
  }
}
