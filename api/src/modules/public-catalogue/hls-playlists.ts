import { Inject, Injectable } from '@nestjs/common';
import { MediaUrls, PUBLIC_URL_TTL_SEC } from '../media/media-urls.service';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { HLS_MASTER, HLS_MEDIA_PLAYLIST, rewriteSegments, RUNG_NAME } from '../transcoding/hls-ladder';
import { PublishedEpisodes } from './published-episodes';

/** A playlist is text of a few hundred bytes per minute; anything far larger is not ours. */
const MAX_PLAYLIST_BYTES = 4 * 1024 * 1024;
/** Segment links outlive the video by this much: hls.js reads a VOD playlist once, then plays for as long as the video lasts (and pauses). */
const VIEWING_MARGIN_SEC = 6 * 60 * 60;

/** The public route of a published episode's master playlist (relative rung URIs resolve under it). */
export const hlsMasterUrl = (episodeId: number) => `/api/episodes/${episodeId}/hls/${HLS_MASTER}`;

/**
 * The HLS ladder of a published episode's final video (docs/media.md, "Adaptive streaming"). The
 * master is served as stored (its rung URIs are relative, so they come back to this route); a rung's
 * playlist is served with each segment replaced by a signed link of the storage driver, valid for the
 * video's length plus VIEWING_MARGIN_SEC and never less than the approved-video links.
 * Null (404) for anything else: a draft, an episode without a ladder, an unknown rung.
 */
@Injectable()
export class HlsPlaylists {
  constructor(
    private readonly published: PublishedEpisodes,
    private readonly urls: MediaUrls,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async master(episodeId: number): Promise<string | null> {
    const ladder = await this.ladderOf(episodeId);
    if (!ladder) return null;
    return (await this.storage.read(`${ladder.folder}/${HLS_MASTER}`, MAX_PLAYLIST_BYTES))?.toString('utf8') ?? null;
  }

  async rung(episodeId: number, rung: string): Promise<string | null> {
    if (!RUNG_NAME.test(rung)) return null;
    const ladder = await this.ladderOf(episodeId);
    if (!ladder) return null;
    const folder = `${ladder.folder}/${rung}`;
    const stored = await this.storage.read(`${folder}/${HLS_MEDIA_PLAYLIST}`, MAX_PLAYLIST_BYTES);
    if (!stored) return null;
    const ttl = Math.max(PUBLIC_URL_TTL_SEC, Math.ceil(ladder.durationSec) + VIEWING_MARGIN_SEC);
    return rewriteSegments(stored.toString('utf8'), (file) => this.urls.signed(`${folder}/${file}`, ttl));
  }

  private async ladderOf(episodeId: number): Promise<{ folder: string; durationSec: number } | null> {
    const asset = (await this.published.find(episodeId))?.finalVideo;
    const master = asset?.variants.hls;
    if (!asset || !master) return null;
    return { folder: master.slice(0, master.lastIndexOf('/')), durationSec: asset.durationSec ?? 0 };
  }
}
