import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '../../src/config/app-config';
import { s3ClientConfig } from '../../src/modules/media/storage/s3-storage.driver';

/** The bucket the tests' S3 storage uses unless a test names others. */
export const TEST_BUCKET = 'podcast-media';

export interface TestS3ServerOptions {
  /** Buckets made at start (default: TEST_BUCKET). */
  buckets?: string[];
  /** The address s3rver listens on (default 127.0.0.1). */
  address?: string;
  /** Called before `run()`, e.g. to put middleware in front of s3rver's router. */
  beforeRun?: (server: S3rver) => void;
}

/**
 * A real S3-protocol server (s3rver) on a free port, in a folder of its own that `close()` removes:
 * the one fixture every S3 test starts, with the settings and client the app would use for it.
 */
export class TestS3Server {
  private readonly clients = new Map<string, S3Client>();

  private constructor(
    readonly server: S3rver,
    /** s3rver's folder: `{bucket}/…` holds what was stored. */
    readonly dir: string,
    readonly endpoint: string,
    readonly port: number,
  ) {}

  static async start(options: TestS3ServerOptions = {}): Promise<TestS3Server> {
    const dir = mkdtempSync(join(tmpdir(), 'podcast-s3rver-'));
    const address = options.address ?? '127.0.0.1';
    const buckets = options.buckets ?? [TEST_BUCKET];
    const server = new S3rver({ address, port: 0, silent: true, directory: dir, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
    options.beforeRun?.(server);
    const { port } = await server.run();
    return new TestS3Server(server, dir, `http://${address}:${port}`, port);
  }

  /** The app's S3 settings for `bucket` on this server. */
  env(bucket = TEST_BUCKET): Record<string, string> {
    return {
      S3_BUCKET: bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** A client configured as the app configures its own, one per bucket (destroyed by `close()`). */
  client(bucket = TEST_BUCKET): S3Client {
    let client = this.clients.get(bucket);
    if (!client) {
      client = new S3Client(s3ClientConfig(loadConfig(this.env(bucket))));
      this.clients.set(bucket, client);
    }
    return client;
  }

  async objectBytes(key: string, bucket = TEST_BUCKET): Promise<Buffer> {
    const object = await this.client(bucket).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async keysUnder(prefix: string, bucket = TEST_BUCKET): Promise<string[]> {
    const listed = await this.client(bucket).send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key as string);
  }

  private running = true;

  /** Stops answering (a store gone under the app); `close()` after it still cleans up. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.server.close();
  }

  async close(): Promise<void> {
    for (const client of this.clients.values()) client.destroy();
    this.clients.clear();
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
