import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../../src/config/app-config';
import { s3ClientConfig } from '../../src/modules/media/storage/s3-storage.driver';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode } from './media-fixtures';
import { createUpload } from './tus-client';

const BUCKET = 'podcast-media';

/**
 * The S3 store against the tests' S3 server, as far as it goes: s3rver 3.7 has no ListParts,
 * AbortMultipartUpload or ListMultipartUploads, which the store needs for PATCH, HEAD, termination
 * and expiry (docs/media.md, "Resumable uploads"). What it can show: creation starts a multipart
 * upload at the asset's final key and keeps the upload's record in the bucket, not on the API's disk;
 * and refusals happen before anything reaches the bucket.
 */
describe('resumable uploads with S3 storage (s3rver)', () => {
  const s3Dir = mkdtempSync(join(tmpdir(), 'podcast-s3rver-'));
  let server: S3rver;
  let t: TestApp;
  let client: S3Client;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    t = await createTestApp({ env });
    client = new S3Client(s3ClientConfig(loadConfig(env)));
  });
  afterAll(async () => {
    await t.close();
    client.destroy();
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('creates the upload in the bucket at the asset key, with its record beside it', async () => {
    const agent = (await t.loginAgent()) as unknown as TestAgent;
    const episode = await createEpisode(t);
    // The creation answer itself needs ListParts (the store reads the new upload back for its
    // Upload-Expires), which s3rver refuses: what is checked is what reached the bucket.
    await createUpload(agent, 12 * 1024 * 1024, { episodeId: String(episode.id), kind: 'edited', filename: 'cut.mov', filetype: 'video/quicktime' });
    const records = (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `episodes/${episode.id}/` }))).Contents ?? [];
    expect(records.map((object) => object.Key)).toEqual([expect.stringMatching(new RegExp(`^episodes/${episode.id}/edited/[0-9a-f-]{36}\\.mov\\.info$`))]);
    const info = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: records[0].Key }));
    // The multipart upload at the asset key, and who may continue it.
    expect(info.Metadata?.['upload-id']).toBeTruthy();
    const upload = JSON.parse(await info.Body!.transformToString()) as { metadata: Record<string, string> };
    expect(upload.metadata).toMatchObject({ episodeId: String(episode.id), kind: 'edited', ownerId: expect.stringMatching(/^\d+$/) });
    const other = await createEpisode(t);
    await createUpload(agent, 1000, { episodeId: String(other.id), kind: 'edited', filename: 'a.mp3', filetype: 'audio/mpeg' }).expect(415);
    await createUpload(agent, 1000, { episodeId: String(other.id), kind: 'raw' }).expect(400);
    expect((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `episodes/${other.id}/` }))).Contents ?? []).toEqual([]);
  });
});
