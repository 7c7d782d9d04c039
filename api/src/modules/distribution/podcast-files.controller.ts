import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPartialContentResponse,
  ApiProduces,
  ApiRequestedRangeNotSatisfiableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { join } from 'node:path';
import { Public } from '../../common/public.decorator';
import { clientAddress } from '../../common/rate-limit/rate-limit.guard';
import { AnalyticsService } from '../analytics/analytics.service';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { allowAnyOrigin, NOT_MODIFIED, PLAIN_TEXT_NOT_FOUND, sendNotFound } from './distribution-responses';
import { ENCLOSURE_FILES, isEnclosureFile } from './enclosures';
import { PodcastCatalog } from './podcast-catalog.service';
import { countBodyBytes, requestedSpans, writtenSpans } from './served-bytes';
import { DEFAULT_ARTWORK_PATH } from './show-settings';
import { isTextTrackFile, TEXT_TRACK_FILES, type TextTrackFile } from '../text-tracks/text-track-files';

/** The show's default artwork (1400×1400 JPEG), committed under api/assets. */
export const ARTWORK_FILE = join(__dirname, '..', '..', '..', 'assets', 'podcast-artwork.jpg');

const EPISODE_ID = /^\d{1,10}$/;

const binary = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]));

const text = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' as const } }]));

const TEXT_TRACK_TYPES = Object.values(TEXT_TRACK_FILES).map((file) => file.type);

const ENCLOSURE_TYPES = [...new Set(Object.values(ENCLOSURE_FILES).map((file) => file.type))];

const RANGE_NOT_SATISFIABLE = {
  description: 'The Range lies outside the file (plain text)',
  content: { 'text/plain': { schema: { type: 'string' as const } } },
};

/**
 * The files the feeds name: the show artwork and the stable enclosure URLs podcast apps keep for
 * years. Public, outside /api (docs/distribution.md). GET answers HEAD too, with the same headers.
 */
/** Answers that hand the listener the file (or, on S3, where to fetch it). */
const SERVED: ReadonlySet<number> = new Set([200, 206, 302]);

@ApiTags('distribution')
@Public()
@Controller()
export class PodcastFilesController {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly catalog: PodcastCatalog,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get(DEFAULT_ARTWORK_PATH)
  @ApiOperation({ summary: 'The default show artwork (1400×1400 JPEG); supports Range' })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The artwork', content: binary(['image/jpeg']) })
  @ApiPartialContentResponse({ description: 'The requested range', content: binary(['image/jpeg']) })
  @ApiNotModifiedResponse(NOT_MODIFIED)
  @ApiNotFoundResponse(PLAIN_TEXT_NOT_FOUND)
  artwork(@Res() res: Response): void {
    allowAnyOrigin(res);
    res.sendFile(ARTWORK_FILE, { acceptRanges: true, lastModified: true, etag: true, maxAge: 24 * 60 * 60 * 1000 }, (error?: Error) => {
      if (error && !res.headersSent) sendNotFound(res);
    });
  }

  /**
   * The URL the feeds enclose, stable for years. Local storage serves the file (Range → 206); S3
   * redirects to a freshly presigned URL, so no expiring signature ever sits in a feed. Published
   * episodes only.
   */
  @Get('/podcast/episodes/:id/:file')
  @ApiOperation({
    summary:
      'Stable enclosure URL of a published episode: the file, or on S3 a redirect to a fresh presigned URL; supports Range. Also its chapters (Podcasting 2.0 JSON) and transcript (WebVTT, SRT)',
  })
  @ApiParam({ name: 'id', description: 'Episode id', schema: { type: 'integer', minimum: 1 } })
  @ApiParam({
    name: 'file',
    description: 'The rendition, or a chapters or transcript file',
    schema: { type: 'string', enum: [...Object.keys(ENCLOSURE_FILES), ...Object.keys(TEXT_TRACK_FILES)] },
  })
  @ApiProduces(...ENCLOSURE_TYPES, ...TEXT_TRACK_TYPES, 'text/plain')
  @ApiOkResponse({ description: 'The file (local storage), or the chapters or transcript', content: { ...binary(ENCLOSURE_TYPES), ...text(TEXT_TRACK_TYPES) } })
  @ApiPartialContentResponse({ description: 'The requested range (local storage)', content: binary(ENCLOSURE_TYPES) })
  @ApiFoundResponse({ description: 'S3 storage: redirect to a presigned URL valid for an hour (Cache-Control: no-store)' })
  @ApiNotModifiedResponse(NOT_MODIFIED)
  @ApiNotFoundResponse({ ...PLAIN_TEXT_NOT_FOUND, description: 'No such published episode, or it has no file of this kind (plain text)' })
  @ApiRequestedRangeNotSatisfiableResponse(RANGE_NOT_SATISFIABLE)
  async enclosure(@Param('id') id: string, @Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (isTextTrackFile(file)) {
      await this.sendTextTrack(id, file, res);
      return;
    }
    const target = EPISODE_ID.test(id) && isEnclosureFile(file) ? await this.catalog.enclosure(Number(id), file) : null;
    if (!target) {
      sendNotFound(res);
      return;
    }
    // A download by the IAB v2.2 rules (no HEAD, bot or probe; a minute's bytes served, ranges merged;
    // once per listener and day): docs/analytics.md. Recorded once the answer is done or cut off, with
    // the bytes it served, and only for a file (not a 304 or 416), so no byte of a podcast app's ranged
    // reads waits on Redis or the database; recordDownload never throws.
    const written = countBodyBytes(res);
    const request = { method: req.method, address: clientAddress(req), userAgent: req.get('user-agent') ?? '', range: req.get('range'), file };
    const size = target.size;
    const length = target.durationSec === undefined ? {} : { durationSec: target.durationSec };
    res.once('close', () => {
      if (!SERVED.has(res.statusCode)) return;
      const served = res.statusCode === 302 ? requestedSpans(req, size) : writtenSpans(res, written(), size);
      void this.analytics.recordDownload(Number(id), { ...request, size, ...length, served });
    });
    allowAnyOrigin(res);
    if (this.storage.kind === 's3' || !this.storage.localPath) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, await this.storage.signedUrl(target.key, { expiresInSec: 3600 }));
      return;
    }
    res.setHeader('Content-Type', target.type);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    // nginx passes the file on as the client takes it instead of buffering it all at once, so the
    // bytes written here are the bytes the client got (a listener who stops early counts as such).
    res.setHeader('X-Accel-Buffering', 'no');
    res.sendFile(
      this.storage.localPath(target.key),
      { acceptRanges: true, cacheControl: false, lastModified: true, etag: true },
      (error?: Error & { status?: number }) => {
        if (!error || res.headersSent) return;
        if (error.status === 416) {
          res.status(416).type('text/plain').send('Range not satisfiable');
          return;
        }
        sendNotFound(res);
      },
    );
  }

  /** Chapters or a transcript of a published episode: small documents, sent whole (no Range). */
  private async sendTextTrack(id: string, file: TextTrackFile, res: Response): Promise<void> {
    const track = EPISODE_ID.test(id) ? await this.catalog.textTrack(Number(id), file) : null;
    if (!track) {
      sendNotFound(res);
      return;
    }
    allowAnyOrigin(res);
    res.setHeader('Content-Type', `${track.type}; charset=utf-8`);
    // A minute: an edited chapter reaches apps soon; the ETag Express adds answers re-reads with 304.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.send(track.body);
  }
}
