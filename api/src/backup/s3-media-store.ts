import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { EnvironmentVariables } from '../config/app-config';
import { s3ClientConfig } from '../modules/media/storage/s3-storage.driver';
import type { MediaObject, MediaStore } from './media-store';

/** The S3 bucket (S3_BUCKET and its settings), as the S3 storage driver writes it. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    config: EnvironmentVariables,
    readonly bucket: string,
  ) {
    this.client = new S3Client(s3ClientConfig(config));
    this.description = `the bucket ${bucket}`;
  }

  async *list(): AsyncIterable<MediaObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string): Promise<{ body: Readable; contentType?: string }> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return { body: object.Body as Readable, contentType: object.ContentType };
  }

  async write(key: string, body: Readable, contentType: string): Promise<void> {
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }, leavePartsOnError: false }).done();
  }

  async hasAny(): Promise<boolean> {
    // One page (no MaxKeys: s3rver answers a truncated listing with an internal error).
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket }));
    return (page.Contents?.length ?? 0) > 0;
  }

  close(): void {
    this.client.destroy();
  }
}
