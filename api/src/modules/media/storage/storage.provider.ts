import { S3Client } from '@aws-sdk/client-s3';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type EnvironmentVariables } from '../../../config/app-config';
import { RuntimeSecrets } from '../../../config/runtime-secrets';
import { MediaSigner } from '../media-signer';
import { LocalStorageDriver } from './local-storage.driver';
import { s3ClientConfig, S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER, type StorageDriver } from './storage.driver';

export const mediaSignerProvider: Provider = {
  provide: MediaSigner,
  inject: [RuntimeSecrets],
  useFactory: (secrets: RuntimeSecrets) => new MediaSigner(secrets.mediaSigningKey),
};

function s3Driver(config: EnvironmentVariables, bucket: string): S3StorageDriver {
  const client = new S3Client(s3ClientConfig(config));
  const publicEndpoint = config.S3_PUBLIC_ENDPOINT;
  const publicClient = publicEndpoint && publicEndpoint !== config.S3_ENDPOINT ? new S3Client(s3ClientConfig(config, publicEndpoint)) : client;
  return new S3StorageDriver(client, bucket, publicClient);
}

/** S3 when S3_BUCKET is set, else local disk under STORAGE_DIR. */
export const storageDriverProvider: Provider = {
  provide: STORAGE_DRIVER,
  inject: [APP_CONFIG, MediaSigner],
  useFactory: (config: EnvironmentVariables, signer: MediaSigner): StorageDriver =>
    config.S3_BUCKET ? s3Driver(config, config.S3_BUCKET) : new LocalStorageDriver(config.STORAGE_DIR, signer),
};
