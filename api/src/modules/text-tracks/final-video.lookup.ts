import { Injectable, NotFoundException } from '@nestjs/common';
import { EpisodeStatus } from '@podcast/contracts';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { TEXT_TRACK_MESSAGES } from './text-tracks.dto';

/** An episode as chapters and transcripts see it: whether it is public, and the video they are timed against. */
export interface TimingTarget {
  episodeId: number;
  published: boolean;
  /** The final video (the chosen edited one, else the newest edited one); null before there is one. */
  assetId: number | null;
  durationSec: number | null;
}

/** Finds the final video chapters and transcripts are timed against (the media module's rule). */
@Injectable()
export class FinalVideoLookup {
  constructor(
    private readonly episodes: EpisodeMediaFields,
    private readonly assets: VideoAssetRepository,
  ) {}

  /** @throws NotFoundException when there is no such episode */
  async of(episodeId: number): Promise<TimingTarget> {
    const episode = await this.episodes.find(episodeId);
    if (!episode) throw new NotFoundException(TEXT_TRACK_MESSAGES.episodeNotFound);
    const asset = await this.assets.finalVideoOf(episode);
    return {
      episodeId,
      published: episode.status === EpisodeStatus.Published,
      assetId: asset?.id ?? null,
      durationSec: asset?.durationSec ?? null,
    };
  }
}

/**
 * Whether something timed for `timedFor` waits for an admin's keep-or-clear: only when it was timed
 * against a video and the final video is now another one. Chapters typed before any video existed
 * were timed against nothing, so the first video does not question them.
 */
export function needsReview(timedFor: number | null, target: Pick<TimingTarget, 'assetId'>): boolean {
  return timedFor !== null && target.assetId !== null && timedFor !== target.assetId;
}
