import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, readEpisode, waitFor } from './media-fixtures';

const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

describe('video assets, approved video and episode deletion', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let hd: string;

  beforeAll(async () => {
    t = await createTestApp();
    hd = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const assets = () => t.app.get(DataSource).getRepository(VideoAssetEntity);
  const episodes = () => t.app.get(DataSource).getRepository(EpisodeEntity);
  const transcoded = (id: number) =>
    waitFor(
      async () => {
        const row = await assets().findOneByOrFail({ id });
        if (row.transcodingStatus === 'failed') throw new Error(row.transcodingError ?? 'failed');
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      90_000,
      'transcoding',
    );

  async function uploadEdited(episodeId: number): Promise<number> {
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/episodes/${episodeId}/upload-video`).attach('media', hd).expect(200);
    return res.body.video.id as number;
  }

  it('lists assets only for admins and for known episodes', async () => {
    const episode = await createEpisode(t);
    await t.http().get(`/api/admin/episodes/${episode.id}/video-assets`).expect(401);
    const agent = await t.loginAgent();
    await agent.get('/api/admin/episodes/999999/video-assets').expect(404);
    await agent.get('/api/admin/episodes/abc/video-assets').expect(404);
    expect((await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200)).body).toEqual([]);
  });

  it('deletes an asset with its file, renditions and poster, and unsets it as the final video', async () => {
    const episode = await createEpisode(t);
    const id = await uploadEdited(episode.id);
    const asset = await transcoded(id);
    await episodes().update({ id: episode.id }, { finalVideoAssetId: id });
    const keys = [asset.storageKey, asset.variants['720p'], asset.variants['480p'], asset.posterKey] as string[];
    for (const key of keys) expect(existsSync(join(t.config.STORAGE_DIR, key))).toBe(true);
    // The thumbnail is the poster frame's image set, whose files sit beside the renditions.
    expect((await readEpisode(t, episode.id))?.thumbnailUrl).toContain(`${asset.storageKey.replace(/\.[a-z0-9]+$/, '')}/poster-images/`);

    const agent = await t.loginAgent();
    const other = await createEpisode(t);
    await agent.delete(`/api/admin/episodes/${other.id}/video-assets/${id}`).expect(404);
    await agent.delete(`/api/admin/episodes/${episode.id}/video-assets/${id}`).expect(200, { success: true });
    for (const key of keys) expect(existsSync(join(t.config.STORAGE_DIR, key))).toBe(false);
    expect(await assets().findOneBy({ id })).toBeNull();
    const after = await readEpisode(t, episode.id);
    expect(after?.finalVideoAssetId).toBeNull();
    expect(after?.thumbnailUrl).toBeNull();
    expect(after?.artwork).toBeNull();
  });

  it('approved-video: approved only for a published episode with a final video', async () => {
    const http = t.http();
    const none = { approved: false, variants: { original: null, '720p': null, '480p': null }, hls: null };
    expect((await http.get('/api/episodes/999999/approved-video').expect(200)).body).toEqual(none);
    // Not a positive integer: 404 like every other route (issue 17), not a 200 "not approved".
    await http.get('/api/episodes/abc/approved-video').expect(404);

    const draft = await createEpisode(t);
    await uploadEdited(draft.id);
    expect((await http.get(`/api/episodes/${draft.id}/approved-video`).expect(200)).body).toEqual(none);

    const empty = await createEpisode(t, { status: 'published' as EpisodeEntity['status'] });
    expect((await http.get(`/api/episodes/${empty.id}/approved-video`).expect(200)).body).toEqual(none);

    const published = await createEpisode(t, { status: 'published' as EpisodeEntity['status'], publishedAt: new Date() });
    const first = await uploadEdited(published.id);
    const second = await uploadEdited(published.id);
    await transcoded(first);
    await transcoded(second);

    // No final chosen: the newest edited asset.
    const newest = (await http.get(`/api/episodes/${published.id}/approved-video`).expect(200)).body;
    expect(newest.approved).toBe(true);
    const secondRow = await assets().findOneByOrFail({ id: second });
    expect(newest.variants.original).toContain(secondRow.storageKey);
    expect(newest.variants['720p']).toContain(secondRow.variants['720p']);
    expect(newest.variants['480p']).toContain(secondRow.variants['480p']);

    // The chosen final video wins over the newest.
    await episodes().update({ id: published.id }, { finalVideoAssetId: first });
    const chosen = (await http.get(`/api/episodes/${published.id}/approved-video`).expect(200)).body;
    const firstRow = await assets().findOneByOrFail({ id: first });
    expect(chosen.variants.original).toContain(firstRow.storageKey);

    // Signed for at least 6 hours, and they play.
    for (const url of Object.values(chosen.variants) as string[]) {
      const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
      expect(expires - Date.now() / 1000).toBeGreaterThanOrEqual(6 * 3600);
      await http.get(url).set('Range', 'bytes=0-15').expect(206);
    }
    // Two transcodes, each with its HLS ladder (docs/media.md): more than the default minute on a busy 2-core machine.
  }, 180_000);

  it('approved-video: renditions are null until transcoded', async () => {
    const published = await createEpisode(t, { status: 'published' as EpisodeEntity['status'] });
    // An edited asset whose transcoding has not run (no job queued: written straight to storage and the table).
    const key = `episodes/${published.id}/edited/waiting.mp4`;
    mkdirSync(join(t.config.STORAGE_DIR, `episodes/${published.id}/edited`), { recursive: true });
    copyFileSync(hd, join(t.config.STORAGE_DIR, key));
    await assets().save(
      assets().create({
        episodeId: published.id,
        type: 'edited' as VideoAssetEntity['type'],
        version: 1,
        storageKey: key,
        originalName: 'waiting.mp4',
        contentType: 'video/mp4',
        size: 1,
        variants: {},
        transcodingStatus: 'pending' as VideoAssetEntity['transcodingStatus'],
      }),
    );
    const body = (await t.http().get(`/api/episodes/${published.id}/approved-video`).expect(200)).body;
    expect(body.approved).toBe(true);
    expect(body.variants.original).toContain(key);
    expect(body.variants['720p']).toBeNull();
    expect(body.variants['480p']).toBeNull();
  });

  it('deleting an episode removes all its files and renditions', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const raw = await agent.post('/api/admin/upload/file').attach('media', hd).field('episodeId', String(episode.id)).expect(200);
    const edited = await uploadEdited(episode.id);
    await transcoded(edited);
    expect(filesUnder(join(t.config.STORAGE_DIR, 'episodes', String(episode.id))).length).toBeGreaterThanOrEqual(4);
    expect(existsSync(join(t.config.STORAGE_DIR, raw.body.file.key))).toBe(true);

    const keep = await createEpisode(t);
    const kept = await uploadEdited(keep.id);

    await agent.delete(`/api/admin/episodes/${episode.id}`).expect((res) => expect([200, 204]).toContain(res.status));
    expect(filesUnder(join(t.config.STORAGE_DIR, 'episodes', String(episode.id)))).toEqual([]);
    expect(existsSync(join(t.config.STORAGE_DIR, raw.body.file.key))).toBe(false);
    expect(await assets().countBy({ episodeId: episode.id })).toBe(0);
    // Another episode's files stay.
    const keptRow = await assets().findOneByOrFail({ id: kept });
    expect(existsSync(join(t.config.STORAGE_DIR, keptRow.storageKey))).toBe(true);
  });
});
