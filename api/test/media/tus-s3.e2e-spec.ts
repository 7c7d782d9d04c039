import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../../src/config/app-config';
import { s3ClientConfig } from '../../src/modules/media/storage/s3-storage.driver';
import { DataSource } from 'typeorm';
import { TusUploadsService } from '../../src/modules/media/tus/tus-uploads.service';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, paddedCopy } from './media-fixtures';
import { addMultipartListing } from './s3rver-multipart-listing';
import { createUpload, headUpload, patchChunk } from './tus-client';

const BUCKET = 'podcast-media';
const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The S3 store against the tests' S3 server. s3rver 3.7 has no ListParts, AbortMultipartUpload or
 * ListMultipartUploads, which the store needs for PATCH, HEAD, termination and expiry: the first
 * test runs on s3rver as it is (creation only), the others with those three calls added over
 * s3rver's own stored parts (s3rver-multipart-listing.ts).
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

describe('resumable uploads with S3 storage (s3rver with ListParts, AbortMultipartUpload, ListMultipartUploads)', () => {
  const scratch = mediaScratch();
  const s3Dir = mkdtempSync(join(tmpdir(), 'podcast-s3rver-'));
  let server: S3rver;
  let env: Record<string, string>;
  let t: TestApp;
  let client: S3Client;
  let agent: TestAgent;
  let data: Buffer;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    addMultipartListing(server);
    const { port } = await server.run();
    env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    t = await createTestApp({ env });
    client = new S3Client(s3ClientConfig(loadConfig(env)));
    agent = (await t.loginAgent()) as unknown as TestAgent;
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 160, height: 120, seconds: 1 });
    data = readFileSync(paddedCopy(clip, join(scratch.dir, 'large.mp4'), 11 * MB));
  });
  afterAll(async () => {
    await t.close();
    client.destroy();
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
    scratch.dispose();
  });

  const keysUnder = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key as string);
  const multipartUploads = () => readdirSync(join(s3Dir, BUCKET, '._S3rver_uploads')).length;
  const idOf = (location: string) => Buffer.from(location.split('/').pop() as string, 'base64url').toString();

  it('sends 8 MiB chunks as multipart parts, tells the offset, and completes the object at the asset key', async () => {
    const episode = await createEpisode(t);
    const created = await createUpload(agent, data.length, {
      episodeId: String(episode.id),
      kind: 'edited',
      filename: 'cut.mp4',
      filetype: 'video/mp4',
    }).expect(201);
    const location = created.headers.location as string;
    await patchChunk(agent, location, 0, data.subarray(0, 8 * MB)).expect(204);
    expect((await headUpload(agent, location).expect(200)).headers['upload-offset']).toBe(String(8 * MB));
    const last = await patchChunk(agent, location, 8 * MB, data.subarray(8 * MB)).expect(204);
    const key = idOf(location);
    const asset = await t.app
      .get(DataSource)
      .getRepository(VideoAssetEntity)
      .findOneByOrFail({ id: Number(last.headers['upload-asset-id']) });
    expect(asset).toMatchObject({ storageKey: key, type: 'edited', version: 1, size: data.length, transcodingStatus: 'pending' });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(sha256(Buffer.from(await object.Body!.transformToByteArray()))).toBe(sha256(data));
    expect(multipartUploads()).toBe(0);
  });

  it('termination aborts the multipart upload and removes its record', async () => {
    const episode = await createEpisode(t);
    const created = await createUpload(agent, data.length, { episodeId: String(episode.id), kind: 'raw', filename: 'take.mp4', filetype: 'video/mp4' }).expect(
      201,
    );
    const location = created.headers.location as string;
    await patchChunk(agent, location, 0, data.subarray(0, 8 * MB)).expect(204);
    expect(multipartUploads()).toBe(1);
    await agent.delete(location).set('Tus-Resumable', '1.0.0').expect(204);
    expect(multipartUploads()).toBe(0);
    expect(await keysUnder(`episodes/${episode.id}/`)).toEqual([]);
  });

  it('expiry aborts abandoned multipart uploads', async () => {
    const short = await createTestApp({ env: { ...env, TUS_UPLOAD_EXPIRY_SEC: '1' } });
    try {
      const shortAgent = (await short.loginAgent()) as unknown as TestAgent;
      const episode = await createEpisode(short);
      const created = await createUpload(shortAgent, data.length, {
        episodeId: String(episode.id),
        kind: 'raw',
        filename: 'take.mp4',
        filetype: 'video/mp4',
      }).expect(201);
      await patchChunk(shortAgent, created.headers.location as string, 0, data.subarray(0, 8 * MB)).expect(204);
      expect(multipartUploads()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await short.app.get(TusUploadsService).cleanUpExpired();
      expect(multipartUploads()).toBe(0);
      // (This app's database numbers episodes from 1 again: only this upload's objects are looked for.)
      const key = idOf(created.headers.location as string);
      expect((await keysUnder(`episodes/${episode.id}/`)).filter((name) => name.startsWith(key))).toEqual([]);
      await headUpload(shortAgent, created.headers.location as string).expect(404);
    } finally {
      await short.close();
    }
  });
});
