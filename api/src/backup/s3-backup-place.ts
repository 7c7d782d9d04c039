import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EnvironmentVariables } from '../config/app-config';
import { s3ClientConfig } from '../modules/media/storage/s3-storage.driver';
import type { BackupPlace } from './backup-place';

/** Multipart parts of a backup upload, and how many are in flight: memory stays at about their product. */
const PART_SIZE = 16 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/** The client for a backup bucket: each BACKUP_S3_* setting, else the media's S3_* one (docs/operations.md). */
export function backupS3ClientConfig(config: EnvironmentVariables): S3ClientConfig {
  return s3ClientConfig(
    {
      ...config,
      S3_REGION: config.BACKUP_S3_REGION ?? config.S3_REGION,
      S3_ACCESS_KEY_ID: config.BACKUP_S3_ACCESS_KEY_ID ?? config.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: config.BACKUP_S3_SECRET_ACCESS_KEY ?? config.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: config.BACKUP_S3_FORCE_PATH_STYLE ?? config.S3_FORCE_PATH_STYLE,
    },
    config.BACKUP_S3_ENDPOINT ?? config.S3_ENDPOINT,
  );
}

const notFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

/**
 * A backup under `s3://bucket/prefix`: each file an object at `prefix/path`. Uploads are multipart
 * streams (PART_SIZE × PARTS_IN_FLIGHT in memory at most), downloads are streamed bodies; the manifest
 * is one PUT, so it is there whole or not at all, and it is written last.
 */
export class S3BackupPlace implements BackupPlace {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    config: EnvironmentVariables,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.client = new S3Client(backupS3ClientConfig(config));
    this.description = `s3://${bucket}/${prefix}`;
  }

  private key(path: string): string {
    return this.prefix ? `${this.prefix}/${path}` : path;
  }

  async isEmpty(): Promise<boolean> {
    // One page (no MaxKeys: s3rver answers a truncated listing with an internal error).
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ...(this.prefix ? { Prefix: `${this.prefix}/` } : {}) }));
    return (page.Contents?.length ?? 0) === 0;
  }

  async write(path: string, body: Readable): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let size = 0;
    const counted = new PassThrough();
    const feeding = pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      counted,
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(path), Body: counted },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await Promise.all([feeding, upload.done()]);
    } catch (error) {
      body.destroy();
      counted.destroy();
      await upload.abort().catch(() => undefined);
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async writeWhole(path: string, text: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(path), Body: text, ContentType: 'application/json' }));
  }

  async read(path: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
    return object.Body as Readable;
  }

  async readText(path: string): Promise<string | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
      return (await object.Body?.transformToString('utf8')) ?? null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async size(path: string): Promise<number | null> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) }))).ContentLength ?? null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
