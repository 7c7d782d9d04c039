import { Injectable } from '@nestjs/common';
import { MediaUrls, PUBLIC_URL_TTL_SEC } from '../media/media-urls.service';
import type { ApprovedVideoDto } from '../media/media.dto';
import { hlsMasterUrl } from './hls-playlists';
import { PublishedEpisodes } from './published-episodes';

const NOT_APPROVED: ApprovedVideoDto = { approved: false, variants: { original: null, '720p': null, '480p': null }, hls: null };

/**
 * The public player's source: approved only for a published episode with a final video (the chosen
 * one, else the newest edited asset), read from the catalogue's record; the URLs are signed per answer.
 * An unknown episode answers like an unapproved one, so the route reveals nothing about drafts
 * (docs/media.md).
 */
@Injectable()
export class ApprovedVideos {
  constructor(
    private readonly published: PublishedEpisodes,
    private readonly urls: MediaUrls,
  ) {}

  async of(episodeId: number): Promise<ApprovedVideoDto> {
    const asset = (await this.published.find(episodeId))?.finalVideo;
    if (!asset) return NOT_APPROVED;
    const variants = await this.urls.variantUrls(asset, PUBLIC_URL_TTL_SEC);
    return {
      approved: true,
      variants: { original: await this.urls.signed(asset.storageKey, PUBLIC_URL_TTL_SEC), ...variants },
      // Assets transcoded before the ladder existed have none until they are transcoded again.
      hls: asset.variants.hls ? hlsMasterUrl(episodeId) : null,
    };
  }
}
