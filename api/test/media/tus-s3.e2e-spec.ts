import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { TusUploadsService } from '../../src/modules/media/tus/tus-uploads.service';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { TEST_BUCKET, TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, paddedCopy } from './media-fixtures';
import { addMultipartListing } from './s3rver-multipart-listing';
import { createUpload, headUpload, patchChunk } from './tus-client';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The S3 store against the tests' S3 server. s3rver 3.7 has no ListParts, AbortMultipartUpload or
 * ListMultipartUploads, which the store needs for PATCH, HEAD, termination and expiry: the first
 * test runs on s3rver as it is (creation only), the others with those three calls added over
 * s3rver's own stored parts (s3rver-multipart-listing.ts).
 */
describe('resumable uploads with S3 storage (s3rver)', () => {
  let s3: TestS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await TestS3Server.start();
    t = await createTestApp({ env: s3.env() });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('creates the upload in the bucket at the asset key, with its record beside it', async () => {
    const agent = (await t.loginAgent()) as unknown as TestAgent;
    const episode = await createEpisode(t);
    // The creation answer itself needs ListParts (the store reads the new upload back for its
    // Upload-Expires), which s3rver refuses: what is checked is what reached the bucket.
    await createUpload(agent, 12 * 1024 * 1024, { episodeId: String(episode.id), kind: 'edited', filename: 'cut.mov', filetype: 'video/quicktime' });
    const records = await s3.keysUnder(`episodes/${episode.id}/`);
    expect(records).toEqual([expect.stringMatching(new RegExp(`^episodes/${episode.id}/edited/[0-9a-f-]{36}\\.mov\\.info$`))]);
    const info = await s3.client().send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: records[0] }));
    // The multipart upload at the asset key, and who may continue it.
    expect(info.Metadata?.['upload-id']).toBeTruthy();
    const upload = JSON.parse(await info.Body!.transformToString()) as { metadata: Record<string, string> };
    expect(upload.metadata).toMatchObject({ episodeId: String(episode.id), kind: 'edited', ownerId: expect.stringMatching(/^\d+$/) });
    const other = await createEpisode(t);
    await createUpload(agent, 1000, { episodeId: String(other.id), kind: 'edited', filename: 'a.mp3', filetype: 'audio/mpeg' }).expect(415);
    await createUpload(agent, 1000, { episodeId: String(other.id), kind: 'raw' }).expect(400);
    expect(await s3.keysUnder(`episodes/${other.id}/`)).toEqual([]);
  });
});

describe('resumable uploads with S3 storage (s3rver with ListParts, AbortMultipartUpload, ListMultipartUploads)', () => {
  const scratch = mediaScratch();
  let s3: TestS3Server;
  let env: Record<string, string>;
  let t: TestApp;
  let agent: TestAgent;
  let data: Buffer;

  beforeAll(async () => {
    s3 = await TestS3Server.start({ beforeRun: addMultipartListing });
    env = s3.env();
    t = await createTestApp({ env });
    agent = (await t.loginAgent()) as unknown as TestAgent;
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 160, height: 120, seconds: 1 });
    data = readFileSync(paddedCopy(clip, join(scratch.dir, 'large.mp4'), 11 * MB));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    scratch.dispose();
  });

  const keysUnder = (prefix: string) => s3.keysUnder(prefix);
  const multipartUploads = () => readdirSync(join(s3.dir, TEST_BUCKET, '._S3rver_uploads')).length;
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
    expect(sha256(await s3.objectBytes(key))).toBe(sha256(data));
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
