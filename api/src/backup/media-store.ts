import type { Readable } from 'node:stream';

export interface MediaObject {
  key: string;
  size: number;
}

/**
 * The media storage as a backup sees it: list everything, read one object, write one object. Both
 * drivers' places (STORAGE_DIR, the S3 bucket), without the app's signing or upload rules.
 */
export interface MediaStore {
  /** For messages: "the storage folder /srv/media", "the bucket podcast-media". */
  readonly description: string;
  readonly kind: 'local' | 's3';
  readonly bucket?: string;
  /** Every stored object (not the `.partial` files of uploads in progress). */
  list(): AsyncIterable<MediaObject>;
  read(key: string): Promise<{ body: Readable; contentType?: string }>;
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** Whether anything at all is stored (a restore needs an empty storage). */
  hasAny(): Promise<boolean>;
  close(): void;
}
