import { VideoAssetType } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertAsset, insertEpisode } from '../episodes/episode.factory';

const COMMENT_FIELDS = [
  'id',
  'text',
  'timecodeSec',
  'timecodeMs',
  'endMs',
  'drawing',
  'authorKind',
  'reviewLinkId',
  'carriedFromId',
  'author',
  'episodeId',
  'videoAssetId',
  'resolved',
  'createdAt',
].sort();

describe('time-coded comments', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('adds comments to an episode and lists them by timecode', async () => {
    const episode = await insertEpisode(t);
    const late = await admin
      .post(`/api/admin/episodes/${episode.id}/comments`)
      .send({ text: '  Cut the pause  ', timecodeSec: 95, author: 'Editor' })
      .expect(201);
    expect(Object.keys(late.body).sort()).toEqual(COMMENT_FIELDS);
    expect(late.body).toMatchObject({ text: 'Cut the pause', timecodeSec: 95, author: 'Editor', episodeId: episode.id, videoAssetId: null, resolved: false });
    const early = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Intro too long', timecodeSec: 3 }).expect(201);
    expect(early.body.author).toBe('Admin');
    await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Blank author', timecodeSec: 0, author: '  ' }).expect(201);
    const res = await admin.get(`/api/admin/episodes/${episode.id}/comments`).expect(200);
    expect(res.body.map((c: { timecodeSec: number }) => c.timecodeSec)).toEqual([0, 3, 95]);
    expect(res.body[0].author).toBe('Admin');
  });

  it('adds comments to a video asset, lists them by timecode, and counts them per asset', async () => {
    const episode = await insertEpisode(t);
    const cut1 = await insertAsset(t, episode.id);
    const cut2 = await insertAsset(t, episode.id);
    await admin
      .post(`/api/admin/video-assets/${cut1.id}/comments`)
      .send({ text: 'Later', timecodeSec: 50, author: 'Admin', episodeId: episode.id })
      .expect(201);
    const c = await admin.post(`/api/admin/video-assets/${cut1.id}/comments`).send({ text: 'Earlier', timecodeSec: 10 }).expect(201);
    expect(c.body).toMatchObject({ episodeId: episode.id, videoAssetId: cut1.id });
    await admin.post(`/api/admin/video-assets/${cut2.id}/comments`).send({ text: 'On v2', timecodeSec: 1, episodeId: episode.id }).expect(201);
    await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'On the episode', timecodeSec: 5 }).expect(201);

    const list = await admin.get(`/api/admin/video-assets/${cut1.id}/comments`).expect(200);
    expect(list.body.map((x: { text: string }) => x.text)).toEqual(['Earlier', 'Later']);
    const counts = await admin.get(`/api/admin/episodes/${episode.id}/comment-counts`).expect(200);
    expect(counts.body).toEqual([
      { assetId: cut1.id, count: 2 },
      { assetId: cut2.id, count: 1 },
    ]);
    const all = await admin.get(`/api/admin/episodes/${episode.id}/comments`).expect(200);
    expect(all.body).toHaveLength(4);
  });

  it('takes the episode id for a video that belongs to none, and refuses a mismatched one', async () => {
    const episode = await insertEpisode(t);
    const other = await insertEpisode(t);
    const loose = await insertAsset(t, null, VideoAssetType.Raw);
    let res = await admin.post(`/api/admin/video-assets/${loose.id}/comments`).send({ text: 'x', timecodeSec: 1 }).expect(400);
    expect(res.body.message).toBe('Episode id is required for a video that belongs to no episode');
    res = await admin.post(`/api/admin/video-assets/${loose.id}/comments`).send({ text: 'x', timecodeSec: 1, episodeId: episode.id }).expect(201);
    expect(res.body.episodeId).toBe(episode.id);
    const owned = await insertAsset(t, episode.id);
    res = await admin.post(`/api/admin/video-assets/${owned.id}/comments`).send({ text: 'x', timecodeSec: 1, episodeId: other.id }).expect(400);
    expect(res.body.message).toBe('This video belongs to another episode');
    res = await admin.post(`/api/admin/video-assets/${owned.id}/comments`).send({ text: 'x', timecodeSec: 1, episodeId: 999999 }).expect(404);
    expect(res.body.message).toBe('Episode not found');
  });

  it.each([
    [{ timecodeSec: 1 }, 'Comment text is required'],
    [{ text: '   ', timecodeSec: 1 }, 'Comment text is required'],
    [{ text: 42, timecodeSec: 1 }, 'Comment text is required'],
    [{ text: 'ok' }, 'Timecode must be a whole number of seconds, 0 or more'],
    [{ text: 'ok', timecodeSec: -1 }, 'Timecode must be a whole number of seconds, 0 or more'],
    [{ text: 'ok', timecodeSec: 2.5 }, 'Timecode must be a whole number of seconds, 0 or more'],
    [{ text: 'ok', timecodeSec: '7' }, 'Timecode must be a whole number of seconds, 0 or more'],
  ])('rejects %j with "%s"', async (body, message) => {
    const episode = await insertEpisode(t);
    const res = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send(body).expect(400);
    expect(res.body.message).toBe(message);
    const asset = await insertAsset(t, episode.id);
    const res2 = await admin.post(`/api/admin/video-assets/${asset.id}/comments`).send(body).expect(400);
    expect(res2.body.message).toBe(message);
  });

  it('answers 404 for unknown or malformed episodes, assets and comments', async () => {
    for (const id of ['999999', 'abc']) {
      expect((await admin.get(`/api/admin/episodes/${id}/comments`).expect(404)).body.message).toBe('Episode not found');
      expect((await admin.post(`/api/admin/episodes/${id}/comments`).send({ text: 'x', timecodeSec: 0 }).expect(404)).body.message).toBe('Episode not found');
      expect((await admin.get(`/api/admin/episodes/${id}/comment-counts`).expect(404)).body.message).toBe('Episode not found');
      expect((await admin.get(`/api/admin/video-assets/${id}/comments`).expect(404)).body.message).toBe('Video asset not found');
      expect((await admin.post(`/api/admin/video-assets/${id}/comments`).send({ text: 'x', timecodeSec: 0 }).expect(404)).body.message).toBe(
        'Video asset not found',
      );
      expect((await admin.delete(`/api/admin/comments/${id}`).expect(404)).body.message).toBe('Comment not found');
      expect((await admin.patch(`/api/admin/comments/${id}`).send({ resolved: true }).expect(404)).body.message).toBe('Comment not found');
    }
  });

  it('resolves and reopens a comment with PATCH {resolved}', async () => {
    const episode = await insertEpisode(t);
    const c = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Fix audio', timecodeSec: 12 }).expect(201);
    let res = await admin.patch(`/api/admin/comments/${c.body.id}`).send({ resolved: true }).expect(200);
    expect(res.body).toMatchObject({ id: c.body.id, resolved: true, text: 'Fix audio' });
    const list = await admin.get(`/api/admin/episodes/${episode.id}/comments`).expect(200);
    expect(list.body[0].resolved).toBe(true);
    res = await admin.patch(`/api/admin/comments/${c.body.id}`).send({ resolved: false }).expect(200);
    expect(res.body.resolved).toBe(false);
    res = await admin.patch(`/api/admin/comments/${c.body.id}`).send({ resolved: 'yes' }).expect(400);
    expect(res.body.message).toBe('resolved must be true or false');
  });

  it('deletes a comment', async () => {
    const episode = await insertEpisode(t);
    const c = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Gone soon', timecodeSec: 1 }).expect(201);
    await admin.delete(`/api/admin/comments/${c.body.id}`).expect(204);
    expect((await admin.get(`/api/admin/episodes/${episode.id}/comments`).expect(200)).body).toEqual([]);
    await admin.delete(`/api/admin/comments/${c.body.id}`).expect(404);
  });

  it('needs a session for every comment route', async () => {
    const episode = await insertEpisode(t);
    await t.http().get(`/api/admin/episodes/${episode.id}/comments`).expect(401);
    await t.http().post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'x', timecodeSec: 1 }).expect(401);
    await t.http().get(`/api/admin/episodes/${episode.id}/comment-counts`).expect(401);
  });
});

describe('comments persist across an app restart', () => {
  it('lists the same comments from a new app over the same database', async () => {
    const first = await createTestApp();
    const episode = await insertEpisode(first);
    const admin = await first.loginAgent();
    const c = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Kept', timecodeSec: 4 }).expect(201);
    await first.close({ keepDatabase: true });
    const second = await createTestApp({ database: first.database });
    try {
      const res = await (await second.loginAgent()).get(`/api/admin/episodes/${episode.id}/comments`).expect(200);
      expect(res.body).toEqual([c.body]);
    } finally {
      await second.close();
    }
  });
});
