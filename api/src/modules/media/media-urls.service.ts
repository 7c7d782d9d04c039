import { Inject, Injectable } from '@nestjs/common';
import { RENDITIONS, type Rendition } from '@podcast/contracts';
import { MediaSigner } from './media-signer';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import type { VideoAssetEntity } from './video-asset.entity';

/** Links handed to admins (previews, downloads). */
export const ADMIN_URL_TTL_SEC = 6 * 60 * 60;
/** Links in the public approved-video answer: valid for at least 6 hours (spec reading in docs/media.md). */
export const PUBLIC_URL_TTL_SEC = 12 * 60 * 60;

/** Every URL of a stored file is made here: signed and expiring, or stable for posters. */
@Injectable()
export class MediaUrls {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly signer: MediaSigner,
  ) {}

  signed(key: string, ttlSec = ADMIN_URL_TTL_SEC, downloadName?: string): Promise<string> {
    return this.storage.signedUrl(key, { expiresInSec: ttlSec, downloadName });
  }

  /** A URL that never changes (episode thumbnails, files of the create-episode form); see docs/media.md. */
  stable(key: string): string {
    return this.signer.stableUrl(key);
  }

  async variantUrls(asset: VideoAssetEntity, ttlSec = ADMIN_URL_TTL_SEC): Promise<Record<Rendition, string | null>> {
    const entries = await Promise.all(
      RENDITIONS.map(async (rendition) => {
        const key = asset.variants[rendition];
        return [rendition, key ? await this.signed(key, ttlSec) : null] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Rendition, string | null>;
  }
}
