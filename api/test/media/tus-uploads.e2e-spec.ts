import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { TusUploadsService } from '../../src/modules/media/tus/tus-uploads.service';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeAudio, makeClip, mediaScratch } from './media-fixtures';
import { createUpload, headUpload, patchChunk, sendAll, TUS } from './tus-client';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const PASSWORD = 'another correct horse battery staple';

describe('resumable uploads by tus 1.0 (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let clip: Buffer;
  let agent: TestAgent;

  async function signIn(email: string, role: string): Promise<TestAgent> {
    await t.app
      .get(DataSource)
      .query(`INSERT INTO "admin_user" ("email", "passwordHash", "role") VALUES ($1, $2, $3)`, [email, await hashPassword(PASSWORD), role]);
    const other = request.agent(t.app.getHttpServer());
    await other.post('/api/admin/login').send({ username: email, password: PASSWORD }).expect(200);
    return other as unknown as TestAgent;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_RAW_MAX_BYTES: '3000000', UPLOAD_EDITED_MAX_BYTES: '4000000' } });
    clip = readFileSync(await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 2 }));
    agent = (await t.loginAgent()) as unknown as TestAgent;
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const assets = () => t.app.get(DataSource).getRepository(VideoAssetEntity);
  const idOf = (location: string) => Buffer.from(location.split('/').pop() as string, 'base64url').toString();

  it('creates, takes chunks, tells the offset and, on the last byte, makes the raw asset in place', async () => {
    const episode = await createEpisode(t);
    const created = await createUpload(agent, clip.length, {
      episodeId: String(episode.id),
      kind: 'raw',
      filename: 'Take 1.mp4',
      filetype: 'video/mp4',
    }).expect(201);
    const location = created.headers.location as string;
    expect(location.startsWith(`${TUS}/`)).toBe(true);
    const key = idOf(location);
    expect(key).toMatch(new RegExp(`^episodes/${episode.id}/raw/[0-9a-f-]{36}\\.mp4$`));

    const chunk = Math.ceil(clip.length / 3);
    await patchChunk(agent, location, 0, clip.subarray(0, chunk)).expect(204);
    const head = await headUpload(agent, location).expect(200);
    expect(head.headers['upload-offset']).toBe(String(chunk));
    expect(head.headers['upload-length']).toBe(String(clip.length));
    // A chunk at the wrong offset is refused (409), nothing written.
    await patchChunk(agent, location, 1, clip.subarray(1, 10)).expect(409);

    const last = await sendAll(agent, location, clip, chunk, chunk);
    const assetId = Number(last.headers['upload-asset-id']);
    const row = await assets().findOneByOrFail({ id: assetId });
    expect(row).toMatchObject({ episodeId: episode.id, type: 'raw', storageKey: key, originalName: 'Take 1.mp4', contentType: 'video/mp4', size: clip.length });
    // The file is where the local driver reads the asset from: the bytes sent, no copy elsewhere.
    expect(sha256(readFileSync(join(t.config.STORAGE_DIR, key)))).toBe(sha256(clip));
    // A HEAD afterwards (a client that lost the last answer) tells the end and the same asset.
    const again = await headUpload(agent, location).expect(200);
    expect(again.headers['upload-offset']).toBe(String(clip.length));
    expect(again.headers['upload-asset-id']).toBe(String(assetId));
    expect(await assets().countBy({ storageKey: key })).toBe(1);
  });

  it('an edited video becomes the next version with its transcode job', async () => {
    const episode = await createEpisode(t);
    const created = await createUpload(agent, clip.length, {
      episodeId: String(episode.id),
      kind: 'edited',
      filename: 'cut.mp4',
      filetype: 'video/mp4',
    }).expect(201);
    const last = await sendAll(agent, created.headers.location as string, clip, 5 * 1024 * 1024);
    expect(last.headers['upload-asset-version']).toBe('1');
    const row = await assets().findOneByOrFail({ id: Number(last.headers['upload-asset-id']) });
    expect(row).toMatchObject({ type: 'edited', version: 1 });
    // Queued with the upload's last PATCH; the worker in this process may have picked it up already.
    expect(['pending', 'processing', 'completed']).toContain(row.transcodingStatus);
    expect(row.transcodingJobId).toBeTruthy();
  });

  it('passes the same-origin check with the browser Origin header', async () => {
    const episode = await createEpisode(t);
    const audio = readFileSync(await makeAudio(join(scratch.dir, 'voice.mp3')));
    const origin = (req: request.Test) => req.set('Host', 'podcast.test').set('Origin', 'http://podcast.test');
    const created = await origin(
      createUpload(agent, audio.length, { episodeId: String(episode.id), kind: 'raw', filename: 'voice.mp3', filetype: 'audio/mpeg' }),
    ).expect(201);
    await origin(patchChunk(agent, created.headers.location as string, 0, audio)).expect(204);
    await createUpload(agent, audio.length, { episodeId: String(episode.id), kind: 'raw', filename: 'voice.mp3', filetype: 'audio/mpeg' })
      .set('Origin', 'https://evil.example')
      .expect(403);
  });

  it('refuses without a session (401), without the permission (403) and for another person (403)', async () => {
    const episode = await createEpisode(t);
    const meta = { episodeId: String(episode.id), kind: 'raw', filename: 'a.mp4', filetype: 'video/mp4' };
    await createUpload(t.http() as unknown as TestAgent, clip.length, meta).expect(401);
    const viewer = await signIn('viewer-tus@example.com', 'viewer');
    await createUpload(viewer, clip.length, meta).expect(403);

    const created = await createUpload(agent, clip.length, meta).expect(201);
    const location = created.headers.location as string;
    await patchChunk(agent, location, 0, clip.subarray(0, 1000)).expect(204);
    await headUpload(t.http() as unknown as TestAgent, location).expect(401);
    await headUpload(viewer, location).expect(403);
    const editor = await signIn('editor-tus@example.com', 'editor');
    const refused = await patchChunk(editor, location, 1000, clip.subarray(1000, 2000)).expect(403);
    expect(refused.text).toContain('belongs to someone else');
    await headUpload(editor, location).expect(403);
    await editor.delete(location).set('Tus-Resumable', '1.0.0').expect(403);
    expect((await headUpload(agent, location).expect(200)).headers['upload-offset']).toBe('1000');
  });

  it('refuses bad metadata with a clear 4xx', async () => {
    const episode = await createEpisode(t);
    const good = { episodeId: String(episode.id), kind: 'raw', filename: 'a.mp4', filetype: 'video/mp4' };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ ...good, kind: 'final' }, 400, 'kind must be'],
      [{ ...good, episodeId: '0x1' }, 400, 'episodeId'],
      [{ ...good, episodeId: '999999' }, 404, 'Episode not found'],
      [{ ...good, filename: '' }, 400, 'filename'],
      [{ ...good, filename: 'notes.txt', filetype: 'text/plain' }, 415, 'not a supported file type'],
      [{ ...good, kind: 'edited', filename: 'voice.mp3', filetype: 'audio/mpeg' }, 415, 'MP4 or MOV'],
    ];
    for (const [metadata, status, message] of cases) {
      const res = await createUpload(agent, 1000, metadata).expect(status);
      expect(res.text).toContain(message);
    }
    const tooLarge = await createUpload(agent, 3_000_001, good).expect(413);
    expect(tooLarge.text).toContain('limit');
    await agent.post(TUS).set('Tus-Resumable', '1.0.0').set('Upload-Defer-Length', '1').expect(400);
  });

  it('removes an upload whose content is not what it claims when it completes (415)', async () => {
    const episode = await createEpisode(t);
    const fake = Buffer.from('#!/bin/sh\necho not a video\n'.repeat(300));
    const created = await createUpload(agent, fake.length, { episodeId: String(episode.id), kind: 'raw', filename: 'x.mp4', filetype: 'video/mp4' }).expect(
      201,
    );
    const res = await patchChunk(agent, created.headers.location as string, 0, fake).expect(415);
    expect(res.text).toContain('not a supported file type');
    expect(existsSync(join(t.config.STORAGE_DIR, idOf(created.headers.location as string)))).toBe(false);
    expect(await assets().countBy({ episodeId: episode.id })).toBe(0);
  });

  it('termination (DELETE) removes the file and its record', async () => {
    const episode = await createEpisode(t);
    const created = await createUpload(agent, clip.length, { episodeId: String(episode.id), kind: 'raw', filename: 'a.mp4', filetype: 'video/mp4' }).expect(
      201,
    );
    const location = created.headers.location as string;
    await patchChunk(agent, location, 0, clip.subarray(0, 5000)).expect(204);
    expect(existsSync(join(t.config.STORAGE_DIR, idOf(location)))).toBe(true);
    await agent.delete(location).set('Tus-Resumable', '1.0.0').expect(204);
    expect(existsSync(join(t.config.STORAGE_DIR, idOf(location)))).toBe(false);
    await headUpload(agent, location).expect(404);
  });

  it('an unknown or malformed upload id is a 404', async () => {
    await headUpload(agent, `${TUS}/${Buffer.from('episodes/1/raw/nope.mp4').toString('base64url')}`).expect(404);
    await headUpload(agent, `${TUS}/..%2F..%2Fetc`).expect(404);
  });
});

describe('resumable uploads: expiry of abandoned uploads (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TUS_UPLOAD_EXPIRY_SEC: '1' } });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it('removes unfinished uploads past the expiry and keeps finished ones', async () => {
    const agent = (await t.loginAgent()) as unknown as TestAgent;
    const episode = await createEpisode(t);
    const clip = readFileSync(await makeClip(join(scratch.dir, 'clip.mp4'), { width: 160, height: 120, seconds: 1 }));
    const meta = { episodeId: String(episode.id), kind: 'raw', filename: 'a.mp4', filetype: 'video/mp4' };
    const abandoned = (await createUpload(agent, clip.length, meta).expect(201)).headers.location as string;
    await patchChunk(agent, abandoned, 0, clip.subarray(0, 1000)).expect(204);
    const finished = (await createUpload(agent, clip.length, meta).expect(201)).headers.location as string;
    await patchChunk(agent, finished, 0, clip).expect(204);

    const recordsDir = join(t.config.STORAGE_DIR, '.tus-uploads');
    expect(readdirSync(recordsDir)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await t.app.get(TusUploadsService).cleanUpExpired();

    const key = (location: string) => Buffer.from(location.split('/').pop() as string, 'base64url').toString();
    expect(existsSync(join(t.config.STORAGE_DIR, key(abandoned)))).toBe(false);
    expect(existsSync(join(t.config.STORAGE_DIR, key(finished)))).toBe(true);
    expect(readdirSync(recordsDir)).toHaveLength(0);
    await headUpload(agent, abandoned).expect(404);
  });
});
