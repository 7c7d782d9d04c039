import { EditingStatus, EpisodeStatus, PUBLISH_TEXTS, TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertAsset, insertEpisode, insertPublished } from './episode.factory';

/**
 * The publishing rule of issue 12 over HTTP: a request that carries the acknowledgement field (the admin
 * screens always send it) publishes without a transcoded video only when it is true; a request without
 * the field keeps the spec's call (it publishes, and the public player says "No video available").
 */
describe('episodes: publishing needs a transcoded video or an explicit acknowledgement', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
  });
  afterAll(() => t.close());

  const setTranscoding = (asset: VideoAssetEntity, transcodingStatus: TranscodingStatus) =>
    t.app.get(DataSource).getRepository(VideoAssetEntity).update({ id: asset.id }, { transcodingStatus });

  it('refuses to publish an episode without any video when the acknowledgement is false (409), and stores nothing', async () => {
    const episode = await insertEpisode(t, { editingStatus: EditingStatus.Final });
    for (const body of [
      { status: 'published', editingStatus: 'final', publishWithoutVideo: false },
      { status: 'published', publishWithoutVideo: false },
    ]) {
      const res = await admin.patch(`/api/admin/episodes/${episode.id}`).send(body).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: PUBLISH_TEXTS.refused });
    }
    const stored = await admin.get(`/api/admin/episodes/${episode.id}`).expect(200);
    expect(stored.body).toMatchObject({ status: 'draft', publishedAt: null });
    const list = await t.http().get('/api/episodes').expect(200);
    expect((list.body as Array<{ id: number }>).map((item) => item.id)).not.toContain(episode.id);
  });

  it("keeps the spec's call: a body without the acknowledgement field publishes a video-less episode", async () => {
    for (const body of [{ status: 'published', editingStatus: 'final' }, { status: 'published' }]) {
      const episode = await insertEpisode(t, { editingStatus: EditingStatus.Final });
      const res = await admin.patch(`/api/admin/episodes/${episode.id}`).send(body).expect(200);
      expect(res.body).toMatchObject({ status: 'published' });
    }
    const created = await admin.post('/api/episodes').send({ title: 'Spec create', description: 'Straight out', status: 'published' }).expect(201);
    expect(created.body).toMatchObject({ status: 'published' });
  });

  it('publishes without video when the request acknowledges it', async () => {
    const episode = await insertEpisode(t);
    const res = await admin
      .patch(`/api/admin/episodes/${episode.id}`)
      .send({ status: 'published', editingStatus: 'final', publishWithoutVideo: true })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'published', editingStatus: 'final' });
    expect(res.body).not.toHaveProperty('publishWithoutVideo');
    const approved = await t.http().get(`/api/episodes/${episode.id}/approved-video`).expect(200);
    expect(approved.body.approved).toBe(false);
  });

  it('treats an edited video that is not transcoded (pending, processing or failed) like no video', async () => {
    for (const state of [TranscodingStatus.Pending, TranscodingStatus.Processing, TranscodingStatus.Failed]) {
      const episode = await insertEpisode(t);
      const asset = await insertAsset(t, episode.id);
      await setTranscoding(asset, state);
      await admin
        .patch(`/api/admin/episodes/${episode.id}`)
        .send({ status: 'published', editingStatus: 'final', finalVideoAssetId: asset.id, publishWithoutVideo: false })
        .expect(409);
      await admin
        .patch(`/api/admin/episodes/${episode.id}`)
        .send({ status: 'published', editingStatus: 'final', finalVideoAssetId: asset.id, publishWithoutVideo: true })
        .expect(200);
    }
  });

  it('publishes with the spec body alone once the final video is transcoded', async () => {
    const episode = await insertEpisode(t);
    const asset = await insertAsset(t, episode.id);
    await setTranscoding(asset, TranscodingStatus.Completed);
    const res = await admin
      .patch(`/api/admin/episodes/${episode.id}`)
      .send({ status: 'published', editingStatus: 'final', publishWithoutVideo: false })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'published', editingStatus: 'final' });
  });

  it('judges the video Approve & Publish chooses, not the newest one', async () => {
    const episode = await insertEpisode(t);
    const older = await insertAsset(t, episode.id);
    await setTranscoding(older, TranscodingStatus.Completed);
    const newer = await insertAsset(t, episode.id);
    await t.app.get(DataSource).getRepository(VideoAssetEntity).update({ id: newer.id }, { version: 2, transcodingStatus: TranscodingStatus.Processing });
    // The newest (processing) would be the default: refused; choosing the transcoded one is fine.
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', publishWithoutVideo: false }).expect(409);
    await admin
      .patch(`/api/admin/episodes/${episode.id}`)
      .send({ status: 'published', editingStatus: 'final', finalVideoAssetId: older.id, publishWithoutVideo: false })
      .expect(200);
  });

  it('does not count raw files as the video', async () => {
    const episode = await insertEpisode(t);
    const raw = await insertAsset(t, episode.id, VideoAssetType.Raw);
    await setTranscoding(raw, TranscodingStatus.Completed);
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', publishWithoutVideo: false }).expect(409);
  });

  it('checks creating an episode as published the same way', async () => {
    const refused = await admin
      .post('/api/episodes')
      .send({ title: 'Straight out', description: 'No video yet', status: 'published', publishWithoutVideo: false })
      .expect(409);
    expect(refused.body.message).toBe(PUBLISH_TEXTS.refused);
    const created = await admin
      .post('/api/episodes')
      .send({ title: 'Straight out', description: 'No video yet', status: 'published', publishWithoutVideo: true })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'published' });
    await admin.post('/api/episodes').send({ title: 'Draft', description: 'Fine', status: 'draft' }).expect(201);
  });

  it('leaves writes that do not make an episode public alone', async () => {
    const live = await insertPublished(t, new Date());
    await admin.patch(`/api/admin/episodes/${live.id}`).send({ title: 'Renamed while live', status: 'published' }).expect(200);
    await admin.patch(`/api/admin/episodes/${live.id}`).send({ editingStatus: 'revise' }).expect(200);
    const draft = await insertEpisode(t);
    await admin.patch(`/api/admin/episodes/${draft.id}`).send({ status: 'draft', editingStatus: 'editing', publishWithoutVideo: true }).expect(200);
  });

  it('unpublishes with {status: draft} (the detail and Manage Episodes Unpublish) and keeps the first publish date', async () => {
    const live = await insertPublished(t, new Date('2026-01-02T03:04:05.000Z'), { status: EpisodeStatus.Published });
    const res = await admin.patch(`/api/admin/episodes/${live.id}`).send({ status: 'draft' }).expect(200);
    expect(res.body).toMatchObject({ status: 'draft', editingStatus: 'final', publishedAt: '2026-01-02T03:04:05.000Z' });
    const list = await t.http().get('/api/episodes').expect(200);
    expect((list.body as Array<{ id: number }>).map((item) => item.id)).not.toContain(live.id);
  });

  it('rejects a flag that is not a boolean', async () => {
    const episode = await insertEpisode(t);
    const res = await admin.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', publishWithoutVideo: 'yes' }).expect(400);
    expect(JSON.stringify(res.body)).toContain('publishWithoutVideo must be true or false');
  });
});
