import { EditingStatus, EpisodeStatus, VideoAssetType } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { CommentEntity } from '../../src/modules/comments/comment.entity';
import { EpisodeLifecycle } from '../../src/common/episode-lifecycle';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertAsset, insertEpisode } from './episode.factory';

const ADMIN_FIELDS = [
  'id',
  'artwork',
  'showNotes',
  'showNotesHtml',
  'title',
  'description',
  'guestName',
  'guestId',
  'episodeNumber',
  'status',
  'editingStatus',
  'duration',
  'durationManual',
  'plays',
  'createdAt',
  'audioUrl',
  'videoUrl',
  'thumbnailUrl',
  'publishedAt',
  'reviewDecision',
  'finalVideoAssetId',
].sort();

describe('episodes: create (POST /api/episodes) and admin CRUD', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('refuses to create without a session', async () => {
    const res = await t.http().post('/api/episodes').send({ title: 'T', description: 'D' }).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Authentication required' });
  });

  it('creates a draft with the defaults and returns the admin view', async () => {
    const res = await admin.post('/api/episodes').send({ title: '  Selling SaaS  ', description: 'How to sell', guestName: '' }).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(ADMIN_FIELDS);
    expect(res.body).toMatchObject({
      title: 'Selling SaaS',
      description: 'How to sell',
      episodeNumber: 1,
      guestName: null,
      status: 'draft',
      editingStatus: 'raw',
      duration: null,
      durationManual: false,
      plays: 0,
      publishedAt: null,
      finalVideoAssetId: null,
    });
    const stored = await admin.get(`/api/admin/episodes/${res.body.id}`).expect(200);
    expect(stored.body).toEqual(res.body);
  });

  it('creates with every field of spec §7; a typed duration is manual; published gets publishedAt now', async () => {
    const before = Date.now();
    const res = await admin
      .post('/api/episodes')
      .send({
        title: 'Retail',
        description: 'Stores',
        episodeNumber: '7',
        guestName: 'Ada',
        status: 'published',
        publishWithoutVideo: true,
        audioUrl: 'https://cdn.example.com/a.mp3',
        videoUrl: 'https://cdn.example.com/v.mp4',
        thumbnailUrl: 'https://cdn.example.com/t.jpg',
        duration: '45:30',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      episodeNumber: 7,
      guestName: 'Ada',
      status: 'published',
      duration: '45:30',
      durationManual: true,
      thumbnailUrl: 'https://cdn.example.com/t.jpg',
    });
    expect(Date.parse(res.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a given publishedAt', async () => {
    const res = await admin
      .post('/api/episodes')
      .send({ title: 'Old', description: 'Older', status: 'published', publishWithoutVideo: true, publishedAt: '2024-03-01T10:00:00.000Z' })
      .expect(201);
    expect(res.body.publishedAt).toBe('2024-03-01T10:00:00.000Z');
  });

  it.each([
    [{ description: 'D' }, 'Title is required', 'title'],
    [{ title: '   ', description: 'D' }, 'Title is required', 'title'],
    [{ title: 'T' }, 'Description is required', 'description'],
    [{ title: 'T', description: '' }, 'Description is required', 'description'],
    [{ title: 'T', description: 'D', episodeNumber: 'abc' }, 'Episode number must be a whole number of 1 or more', 'episodeNumber'],
    [{ title: 'T', description: 'D', episodeNumber: 1.5 }, 'Episode number must be a whole number of 1 or more', 'episodeNumber'],
    [{ title: 'T', description: 'D', status: 'live' }, 'Status must be one of: draft, published', 'status'],
    [{ title: 'T', description: 'D', duration: 'long' }, 'Duration must be minutes:seconds (like 42:18), hours:minutes:seconds, or whole minutes', 'duration'],
    [{ title: 'T', description: 'D', publishedAt: 'yesterday' }, 'Published date must be an ISO 8601 date', 'publishedAt'],
  ])('rejects %j with "%s"', async (body, message, field) => {
    const res = await admin.post('/api/episodes').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('rejects unknown fields', async () => {
    const res = await admin.post('/api/episodes').send({ title: 'T', description: 'D', plays: 1000 }).expect(400);
    expect(res.body.message).toBe('property plays should not exist');
  });

  it('lists every episode for the admin, newest first', async () => {
    const a = await insertEpisode(t, { title: 'list-a' });
    const b = await insertEpisode(t, { title: 'list-b', status: EpisodeStatus.Published, publishedAt: new Date() });
    const res = await admin.get('/api/admin/episodes').expect(200);
    const ids = res.body.map((e: { id: number }) => e.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(Object.keys(res.body[0]).sort()).toEqual(ADMIN_FIELDS);
  });

  it.each(['/api/admin/episodes', '/api/admin/episodes/1'])('needs a session for GET %s', async (path) => {
    await t.http().get(path).expect(401);
  });

  it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999'])('answers 404 "Episode not found" for id %s', async (id) => {
    for (const req of [
      admin.get(`/api/admin/episodes/${id}`),
      admin.patch(`/api/admin/episodes/${id}`).send({ title: 'x' }),
      admin.delete(`/api/admin/episodes/${id}`),
    ]) {
      const res = await req.expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Episode not found' });
    }
  });

  it('patches edited fields; a typed duration becomes manual and null hands it back', async () => {
    const episode = await insertEpisode(t);
    let res = await admin
      .patch(`/api/admin/episodes/${episode.id}`)
      .send({ title: 'New title', description: 'New text', guestName: 'Grace', episodeNumber: 12, duration: '42:18' })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      description: 'New text',
      guestName: 'Grace',
      episodeNumber: 12,
      duration: '42:18',
      durationManual: true,
    });
    res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ duration: null }).expect(200);
    expect(res.body).toMatchObject({ duration: null, durationManual: false, title: 'New title' });
  });

  it('patches {editingStatus}, {status, editingStatus} and {status}; publishing sets publishedAt once', async () => {
    const episode = await insertEpisode(t);
    let res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ editingStatus: 'editing' }).expect(200);
    expect(res.body).toMatchObject({ editingStatus: 'editing', status: 'draft', publishedAt: null });
    // No video: publishing needs the explicit acknowledgement (publishing.e2e-spec.ts).
    res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', editingStatus: 'final', publishWithoutVideo: true }).expect(200);
    expect(res.body).toMatchObject({ editingStatus: 'final', status: 'published' });
    const firstPublished = res.body.publishedAt;
    expect(firstPublished).not.toBeNull();
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'draft' }).expect(200);
    res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', publishWithoutVideo: true }).expect(200);
    expect(res.body.publishedAt).toBe(firstPublished);
  });

  it.each([
    [{ editingStatus: 'done' }, 'Editing status must be one of: raw, editing, revise, review, final'],
    [{ status: 'archived' }, 'Status must be one of: draft, published'],
    [{ title: '' }, 'Title is required'],
    [{ description: '  ' }, 'Description is required'],
    [{ episodeNumber: 0 }, 'Episode number must be a whole number of 1 or more'],
    [{ finalVideoAssetId: 'x' }, 'Final video must be the id of an edited video of this episode'],
  ])('rejects the patch %j', async (body, message) => {
    const episode = await insertEpisode(t);
    const res = await admin.patch(`/api/admin/episodes/${episode.id}`).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('sets finalVideoAssetId only to an edited asset of the same episode', async () => {
    const episode = await insertEpisode(t);
    const other = await insertEpisode(t);
    const edited = await insertAsset(t, episode.id, VideoAssetType.Edited);
    const raw = await insertAsset(t, episode.id, VideoAssetType.Raw);
    const foreign = await insertAsset(t, other.id, VideoAssetType.Edited);
    for (const assetId of [raw.id, foreign.id, 2147483000]) {
      const res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ finalVideoAssetId: assetId }).expect(400);
      expect(res.body.message).toBe('Final video must be the id of an edited video of this episode');
    }
    let res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ finalVideoAssetId: edited.id }).expect(200);
    expect(res.body.finalVideoAssetId).toBe(edited.id);
    res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ finalVideoAssetId: null }).expect(200);
    expect(res.body.finalVideoAssetId).toBeNull();
  });

  it('deletes an episode after the lifecycle listeners ran, and the cascade removes its assets and comments', async () => {
    const episode = await insertEpisode(t);
    const asset = await insertAsset(t, episode.id);
    const dataSource = t.app.get(DataSource);
    await dataSource.getRepository(CommentEntity).save({ text: 'cut here', timecodeSec: 3, episodeId: episode.id, videoAssetId: asset.id });
    const seen: Array<{ id: number; rowPresent: boolean }> = [];
    t.app.get(EpisodeLifecycle).onBeforeDelete(async (id) => {
      seen.push({ id, rowPresent: await dataSource.getRepository(EpisodeEntity).existsBy({ id }) });
    });
    await admin.delete(`/api/admin/episodes/${episode.id}`).expect(204);
    expect(seen).toEqual([{ id: episode.id, rowPresent: true }]);
    await admin.get(`/api/admin/episodes/${episode.id}`).expect(404);
    expect(await dataSource.getRepository(VideoAssetEntity).existsBy({ id: asset.id })).toBe(false);
    expect(await dataSource.getRepository(CommentEntity).countBy({ episodeId: episode.id })).toBe(0);
  });

  it('keeps the episode when a lifecycle listener fails', async () => {
    const episode = await insertEpisode(t, { editingStatus: EditingStatus.Editing });
    t.app.get(EpisodeLifecycle).onBeforeDelete(async (id) => {
      if (id === episode.id) throw new Error('storage is down');
    });
    await admin.delete(`/api/admin/episodes/${episode.id}`).expect(500);
    await admin.get(`/api/admin/episodes/${episode.id}`).expect(200);
  });
});

describe('episodes: persistence across an app restart', () => {
  it('serves the created episode from a new app over the same database', async () => {
    const first = await createTestApp();
    const admin = await first.loginAgent();
    const created = await admin
      .post('/api/episodes')
      .send({ title: 'Kept', description: 'Survives', status: 'published', publishWithoutVideo: true })
      .expect(201);
    await first.close({ keepDatabase: true });
    const second = await createTestApp({ database: first.database });
    try {
      const admin2 = await second.loginAgent();
      const res = await admin2.get(`/api/admin/episodes/${created.body.id}`).expect(200);
      expect(res.body).toEqual(created.body);
      const list = await second.http().get('/api/episodes').expect(200);
      expect(list.body.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    } finally {
      await second.close();
    }
  });
});
