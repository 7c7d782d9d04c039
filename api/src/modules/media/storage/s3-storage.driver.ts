import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { EnvironmentVariables } from '../../../config/app-config';
import { contentDisposition } from '../content-disposition';
import { isValidStorageKey } from './storage-key';
import { InvalidStorageKeyError } from './local-storage.driver';
import type { SignedUrlOptions, StorageDriver, StoredObject } from './storage.driver';

/** Part size of multipart uploads: 8 MiB parts, 4 in flight, bounds memory at about 32 MiB per upload. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
/** ffmpeg reads the source over a presigned URL; a long transcode must not outlive it. */
const TRANSCODER_URL_TTL_SEC = 12 * 60 * 60;

/** The client the server talks to the store with; `endpoint` overrides S3_ENDPOINT (the public one, for signing). */
export function s3ClientConfig(config: EnvironmentVariables, endpoint = config.S3_ENDPOINT): S3ClientConfig {
  return {
    region: config.S3_REGION ?? 'us-east-1',
    endpoint,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // STACK.md: the default checksum mode frames streamed bodies (aws-chunked), which some
    // S3-compatible stores keep inside the object; checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * S3 (or any S3-compatible store): multipart streaming upload, presigned GET links. Links for
 * browsers are signed by `publicClient` (S3_PUBLIC_ENDPOINT), links for our own ffmpeg by `client`:
 * a presigned URL names its host, and the two may not reach the store at the same address.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly publicClient: S3Client = client,
  ) {}

  private check(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError('Invalid media key');
    return key;
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.check(key), Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    // A body that fails (client abort, size limit) must abort the multipart upload, not hang it.
    const failure = new Promise<never>((_resolve, reject) => body.once('error', reject));
    try {
      await Promise.race([upload.done(), failure]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    const stored = await this.stat(key);
    return { size: stored?.size ?? 0 };
  }

  putFile(key: string, path: string, contentType: string): Promise<StoredObject> {
    return this.put(key, createReadStream(path), contentType);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.check(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.check(key) }));
      if ((object.ContentLength ?? 0) > maxBytes) {
        object.Body?.transformToWebStream()
          .cancel()
          .catch(() => undefined);
        throw new Error(`${key} is larger than ${maxBytes} bytes`);
      }
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.check(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    this.check(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      await Promise.all(
        (page.Contents ?? []).map((object) => (object.Key ? this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key })) : undefined)),
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    return this.presign(this.publicClient, key, options);
  }

  inputForTranscoder(key: string): Promise<string> {
    return this.presign(this.client, key, { expiresInSec: TRANSCODER_URL_TTL_SEC });
  }

  private presign(client: S3Client, key: string, options: SignedUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.check(key),
      ResponseContentDisposition: options.downloadName === undefined ? undefined : contentDisposition(options.downloadName),
    });
    return getSignedUrl(client, command, { expiresIn: options.expiresInSec });
  }
}
