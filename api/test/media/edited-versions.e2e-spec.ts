import { getQueueToken } from '@nestjs/bull';
import { EpisodeStatus } from '@podcast/contracts';
import type { Queue } from 'bull';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { derivedKey, derivedPrefix } from '../../src/modules/media/storage/storage-key';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { parseMediaPlaylist } from '../../src/modules/transcoding/hls-ladder';
import { JOBS, QueueName } from '../../src/queue/jobs';
import { OutboxJobEntity } from '../../src/queue/outbox/outbox-job.entity';
import { pathOf, PUBLIC_URL, writeSiteIndex } from '../distribution/distribution-fixtures';
import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, readEpisode, waitFor } from './media-fixtures';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const GRACE_SEC = 6;
const DERIVED = ['720p.mp4', '480p.mp4', 'audio.m4a', 'poster.jpg', 'hls/master.m3u8', 'hls/720p/index.m3u8', 'hls/720p/seg_00000.ts'];

/** Where a test reads stored objects straight from the storage (a folder, or the bucket). */
interface StoredFiles {
  read(key: string): Promise<Buffer | null>;
}

/**
 * Every public URL of an episode that names its video (issue 34 item 5): the episode page's and the
 * feeds' links to the episode's files, approved-video's HLS master, and the enclosure and alternate
 * URLs. Signed links (approved-video's MP4s, segments) are per answer and left out: the routes that
 * hand them out are among these.
 */
async function publicUrls(t: TestApp, episodeId: number): Promise<string[]> {
  const http = t.http();
  const own = new RegExp(`(?:${PUBLIC_URL})?/(?:podcast|api)/episodes/${episodeId}/[\\w./-]+`, 'g');
  const page = (await http.get(`/episodes/${episodeId}`).expect(200)).text;
  const videoFeed = (await http.get('/feed.xml').expect(200)).text;
  const audioFeed = (await http.get('/feed/audio.xml').expect(200)).text;
  const approved = (await http.get(`/api/episodes/${episodeId}/approved-video`).expect(200)).body as { approved: boolean; hls: string | null };
  expect(approved.approved).toBe(true);
  const urls = [
    ...[...page.matchAll(own)].map((match) => `page ${match[0]}`),
    ...[...videoFeed.matchAll(own)].map((match) => `video feed ${match[0]}`),
    ...[...audioFeed.matchAll(own)].map((match) => `audio feed ${match[0]}`),
    `approved-video hls ${approved.hls}`,
  ];
  expect(urls.filter((url) => url.includes('/podcast/episodes/')).length).toBeGreaterThan(0);
  return urls.sort();
}

/** The bytes behind the public URLs: each enclosure file (following S3's redirect) and the 720p rung's first segment. */
async function servedBytes(t: TestApp, episodeId: number): Promise<Record<string, string>> {
  const http = t.http();
  const fetchBytes = async (path: string): Promise<Buffer> => {
    const response = await http
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    if (response.status === 302) return Buffer.from(await (await fetch(response.headers.location)).arrayBuffer());
    expect(response.status).toBe(200);
    return response.body as Buffer;
  };
  const bytes: Record<string, string> = {};
  for (const file of ['720p.mp4', '480p.mp4', 'original.mp4', 'audio.m4a']) bytes[file] = sha256(await fetchBytes(`/podcast/episodes/${episodeId}/${file}`));
  const rung = (await http.get(`/api/episodes/${episodeId}/hls/720p/index.m3u8`).expect(200)).text;
  const [first] = parseMediaPlaylist(rung);
  // On S3 a segment is a presigned URL of the bucket.
  bytes.segment = sha256(first.uri.startsWith('/') ? await fetchBytes(first.uri) : Buffer.from(await (await fetch(first.uri)).arrayBuffer()));
  bytes.master = sha256(Buffer.from((await http.get(`/api/episodes/${episodeId}/hls/master.m3u8`).expect(200)).text));
  return bytes;
}

/** The sha256 of each of an asset's derived files as stored (null: gone), and of its original. */
async function storedState(files: StoredFiles, asset: VideoAssetEntity): Promise<{ original: string | null; derived: Record<string, string | null> }> {
  const derived: Record<string, string | null> = {};
  for (const file of DERIVED) {
    const bytes = await files.read(derivedKey(asset.storageKey, file));
    derived[file] = bytes && sha256(bytes);
  }
  const original = await files.read(asset.storageKey);
  return { original: original && sha256(original), derived };
}

const allPresent = (state: { derived: Record<string, string | null> }) => Object.values(state.derived).every((value) => value !== null);
/** Every derived file gone, except the poster while the episode's thumbnail URL names it (a public URL). */
const allGone = (state: { derived: Record<string, string | null> }, posterShown = false) =>
  Object.entries(state.derived).every(([file, value]) => (posterShown && file === 'poster.jpg' ? value !== null : value === null));
/** Whether the episode's thumbnail is the plain poster of `asset` (not an image set made from it). */
const showsPoster = (thumbnailUrl: string | null, asset: VideoAssetEntity) => Boolean(thumbnailUrl?.includes(derivedKey(asset.storageKey, 'poster.jpg')));

function harness(t: () => TestApp) {
  const assets = () => t().app.get(DataSource).getRepository(VideoAssetEntity);
  const transcodeQueue = () => t().app.get<Queue>(getQueueToken(QueueName.Transcode));
  const settled = (id: number) =>
    waitFor(
      async () => {
        const row = await assets().findOneByOrFail({ id });
        if (row.transcodingStatus === 'failed') throw new Error(`asset ${id} failed: ${row.transcodingError}`);
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      200_000,
      `asset ${id} to finish transcoding`,
    );
  const upload = async (episodeId: number, clip: string): Promise<number> => {
    const agent = await t().loginAgent();
    return (await agent.post(`/api/admin/episodes/${episodeId}/upload-video`).attach('media', clip).expect(200)).body.video.id as number;
  };
  /** Until the version is marked and its removal job has finished (the files go after the mark's commit). */
  const filesRemoved = (id: number) =>
    waitFor(
      async () => {
        if ((await assets().findOneByOrFail({ id })).renditionsRemovedAt === null) return false;
        const unfinished = await t()
          .app.get(DataSource)
          .getRepository(OutboxJobEntity)
          .createQueryBuilder('job')
          .where(`job.name = :name AND job.payload ->> 'assetId' = :id AND job.status IN ('pending', 'dispatched')`, {
            name: JOBS.removeOldVersionFiles.name,
            id: String(id),
          })
          .getCount();
        return unfinished === 0;
      },
      60_000 + GRACE_SEC * 1000,
      `asset ${id}'s files to be removed`,
    );
  return { assets, transcodeQueue, settled, upload, filesRemoved };
}

describe('A new edited version keeps the public URLs; the old one is removed after the grace period (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  const h = harness(() => t);
  const files: StoredFiles = {
    read: (key) => Promise.resolve(existsSync(join(t.config.STORAGE_DIR, key)) ? readFileSync(join(t.config.STORAGE_DIR, key)) : null),
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, MEDIA_OLD_VERSION_GRACE_SEC: String(GRACE_SEC) } });
    writeSiteIndex(t);
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it('serves the old version until the new one is transcoded, then the new one at the same URLs; removes only what nothing refers to', async () => {
    const first = await makeClip(join(scratch.dir, 'first.mp4'), { width: 1280, height: 720, seconds: 3 });
    const second = await makeClip(join(scratch.dir, 'second.mp4'), { width: 1280, height: 720, seconds: 2 });
    const episode = await createEpisode(t, { status: EpisodeStatus.Published, publishedAt: new Date() });
    const v1 = await h.settled(await h.upload(episode.id, first));
    const urls = await publicUrls(t, episode.id);
    const v1Bytes = await servedBytes(t, episode.id);
    expect(v1Bytes['original.mp4']).toBe(sha256(readFileSync(first)));
    const { thumbnailUrl } = (await readEpisode(t, episode.id))!;
    expect(thumbnailUrl).toBeTruthy();

    // The new version is uploaded but not transcoded yet (the worker holds off): the public still gets v1.
    await h.transcodeQueue().pause(true);
    const v2Id = await h.upload(episode.id, second);
    expect((await h.assets().findOneByOrFail({ id: v2Id })).transcodingStatus).toBe('pending');
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    expect(await servedBytes(t, episode.id)).toEqual(v1Bytes);
    await h.transcodeQueue().resume(true);

    // Transcoded: the same URLs now serve v2, every file of it.
    const v2 = await h.settled(v2Id);
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    const v2Bytes = await servedBytes(t, episode.id);
    expect(v2Bytes['original.mp4']).toBe(sha256(readFileSync(second)));
    for (const file of Object.keys(v1Bytes)) if (file !== 'master') expect(v2Bytes[file]).not.toBe(v1Bytes[file]);
    expect(v2Bytes['720p.mp4']).toBe(sha256((await files.read(v2.variants['720p'] as string))!));
    // v1's files stay for the grace period.
    const v1Stored = await storedState(files, v1);
    expect(allPresent(v1Stored)).toBe(true);

    // Within the grace period the admin chooses v1 again: it is served at once, and its pending removal
    // must leave it alone; v2, now the old one, goes instead.
    const agent = await t.loginAgent();
    await agent.patch(`/api/admin/episodes/${episode.id}`).send({ finalVideoAssetId: v1.id }).expect(200);
    expect(await servedBytes(t, episode.id)).toEqual(v1Bytes);
    await h.filesRemoved(v2.id);
    const outbox = t.app.get(DataSource).getRepository(OutboxJobEntity);
    await waitFor(
      async () => {
        const jobs = await outbox.findBy({ name: JOBS.removeOldVersionFiles.name });
        return jobs.length === 2 && jobs.every((job) => job.status === 'done');
      },
      60_000,
      'both removal jobs to finish',
    );
    expect(await storedState(files, v1)).toEqual(v1Stored);
    const v2Stored = await storedState(files, v2);
    expect(allGone(v2Stored)).toBe(true);
    // The uploaded original is kept, byte for byte.
    expect(v2Stored.original).toBe(sha256(readFileSync(second)));
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    expect(await servedBytes(t, episode.id)).toEqual(v1Bytes);
    // The episode's picture (made from v1's poster frame) still loads.
    await t
      .http()
      .get(pathOf(new URL(thumbnailUrl!, PUBLIC_URL).href))
      .expect(200);

    // Choosing v2 again, whose files are gone: it is transcoded anew, and v1 is served until then.
    await h.transcodeQueue().pause(true);
    await agent.patch(`/api/admin/episodes/${episode.id}`).send({ finalVideoAssetId: v2.id }).expect(200);
    expect((await h.assets().findOneByOrFail({ id: v2.id })).transcodingStatus).toBe('pending');
    expect(await servedBytes(t, episode.id)).toEqual(v1Bytes);
    await h.transcodeQueue().resume(true);
    await h.settled(v2.id);
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    expect((await servedBytes(t, episode.id))['original.mp4']).toBe(sha256(readFileSync(second)));
    await h.filesRemoved(v1.id);
    const v1After = await storedState(files, v1);
    expect(allGone(v1After, showsPoster(thumbnailUrl, v1))).toBe(true);
    expect(v1After.original).toBe(sha256(readFileSync(first)));
    expect(allPresent(await storedState(files, await h.assets().findOneByOrFail({ id: v2.id })))).toBe(true);
    await t
      .http()
      .get(pathOf(new URL(thumbnailUrl!, PUBLIC_URL).href))
      .expect(200);
  }, 600_000);
});

describe('Edited versions on S3 (s3rver), with a restart during the grace period', () => {
  const scratch = mediaScratch();
  let s3: TestS3Server;
  let t: TestApp;
  let env: Record<string, string>;
  const h = harness(() => t);
  const files: StoredFiles = {
    read: async (key) => {
      try {
        return await s3.objectBytes(key);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
  const keysUnder = (prefix: string) => s3.keysUnder(prefix);

  beforeAll(async () => {
    s3 = await TestS3Server.start();
    env = { PUBLIC_URL, MEDIA_OLD_VERSION_GRACE_SEC: String(GRACE_SEC), ...s3.env() };
    t = await createTestApp({ env });
    writeSiteIndex(t);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    scratch.dispose();
  });

  it('keeps the URLs, serves v2 once transcoded, and removes v1’s objects after the grace period even across a restart', async () => {
    const first = await makeClip(join(scratch.dir, 'first.mp4'), { width: 1280, height: 720, seconds: 3 });
    const second = await makeClip(join(scratch.dir, 'second.mp4'), { width: 1280, height: 720, seconds: 2 });
    const episode = await createEpisode(t, { status: EpisodeStatus.Published, publishedAt: new Date() });
    const v1 = await h.settled(await h.upload(episode.id, first));
    const urls = await publicUrls(t, episode.id);
    const v1Bytes = await servedBytes(t, episode.id);

    const v2 = await h.settled(await h.upload(episode.id, second));
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    const v2Bytes = await servedBytes(t, episode.id);
    for (const file of Object.keys(v1Bytes)) if (file !== 'master') expect(v2Bytes[file]).not.toBe(v1Bytes[file]);
    expect(allPresent(await storedState(files, v1))).toBe(true);

    // The API stops with the removal still due: it waits in the database, and the next start runs it.
    const database = t.database;
    await t.close({ keepDatabase: true });
    t = await createTestApp({ env, database });
    writeSiteIndex(t);
    await h.filesRemoved(v1.id);
    const v1After = await storedState(files, v1);
    expect(allGone(v1After, showsPoster((await readEpisode(t, episode.id))!.thumbnailUrl, v1))).toBe(true);
    expect(v1After.original).toBe(sha256(readFileSync(first)));
    expect(await keysUnder(`${derivedPrefix(v1.storageKey)}/hls/`)).toEqual([]);
    expect(allPresent(await storedState(files, v2))).toBe(true);
    expect(await publicUrls(t, episode.id)).toEqual(urls);
    expect(await servedBytes(t, episode.id)).toEqual(v2Bytes);
  }, 600_000);
});
