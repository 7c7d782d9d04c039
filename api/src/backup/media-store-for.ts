import type { EnvironmentVariables } from '../config/app-config';
import { LocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The storage the app uses: the bucket when S3_BUCKET is set, else STORAGE_DIR (storage.provider.ts). */
export function mediaStoreFor(config: EnvironmentVariables): MediaStore {
  return config.S3_BUCKET ? new S3MediaStore(config, config.S3_BUCKET) : new LocalMediaStore(config.STORAGE_DIR);
}
