import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { contentDisposition } from './content-disposition';
import { MediaSigner } from './media-signer';
import { ADMIN_URL_TTL_SEC, MediaUrls } from './media-urls.service';
import { contentTypeOfKey, isValidStorageKey } from './storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import { VideoAssetRepository } from './video-asset.repository';

/**
 * The storage key in a request path after `prefix`, decoded segment by segment so an encoded slash,
 * dot-dot or NUL can never become part of a path. Null when the path holds no valid key.
 */
export function keyFromPath(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const segments: string[] = [];
  for (const raw of path.slice(prefix.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/')) return null;
    segments.push(segment);
  }
  const key = segments.join('/');
  return isValidStorageKey(key) ? key : null;
}

/** Signed links for admins, and serving of local files behind a signature (Range requests included). */
@Injectable()
export class MediaAccessService {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly signer: MediaSigner,
    private readonly urls: MediaUrls,
    private readonly assets: VideoAssetRepository,
  ) {}

  async signedUrlFor(key: string | null, download: boolean): Promise<string> {
    if (!key) throw new BadRequestException('Invalid media key');
    if (!(await this.storage.stat(key))) throw new NotFoundException('File not found');
    const downloadName = download ? ((await this.assets.findByKey(key))?.originalName ?? key.split('/').pop()) : undefined;
    return this.urls.signed(key, ADMIN_URL_TTL_SEC, downloadName);
  }

  /** GET /api/media/file/{key}?expires&sig[&name]: the signature is the authorisation. */
  serveSigned(key: string | null, req: Request, res: Response): void {
    if (!key) throw new BadRequestException('Invalid media key');
    const { expires, sig, name } = req.query;
    if (typeof expires !== 'string' || typeof sig !== 'string' || (name !== undefined && typeof name !== 'string')) {
      throw new ForbiddenException('Invalid or expired link');
    }
    const params = { key, expires: /^\d{1,12}$/.test(expires) ? Number(expires) : NaN, downloadName: name };
    if (!this.signer.verifyFile(params, sig)) throw new ForbiddenException('Invalid or expired link');
    this.sendLocal(key, res, { downloadName: name, maxAgeSec: Math.max(0, params.expires - Math.floor(Date.now() / 1000)) });
  }

  /** GET /media/{key}?sig: stable links (posters, form uploads); on S3 a redirect to a fresh presigned URL. */
  async serveStable(key: string | null, req: Request, res: Response): Promise<void> {
    const sig = req.query.sig;
    if (!key || typeof sig !== 'string' || !this.signer.verifyStable(key, sig)) {
      res.status(403).json({ statusCode: 403, message: 'Invalid link' });
      return;
    }
    if (this.storage.kind === 'local') {
      this.sendLocal(key, res, { maxAgeSec: 3600 });
      return;
    }
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.redirect(302, await this.urls.signed(key, 3600));
  }

  private sendLocal(key: string, res: Response, options: { downloadName?: string; maxAgeSec: number }): void {
    if (!this.storage.localPath) throw new NotFoundException('File not found');
    const path = this.storage.localPath(key);
    res.type(contentTypeOfKey(key));
    if (options.downloadName !== undefined) res.setHeader('Content-Disposition', contentDisposition(options.downloadName));
    res.setHeader('Cache-Control', `private, max-age=${Math.min(options.maxAgeSec, 3600)}`);
    res.sendFile(path, { acceptRanges: true, cacheControl: false, lastModified: true, etag: true }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return;
      // The headers set for the file (its media type, a download name) do not describe this JSON answer.
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Disposition');
      if (error.status === 416) {
        res.status(416).json({ statusCode: 416, message: 'Range not satisfiable' });
        return;
      }
      res.status(404).json({ statusCode: 404, message: 'File not found' });
    });
  }
}
