import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { VideoAssetType } from '@podcast/contracts';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertAsset, insertEpisode } from '../episodes/episode.factory';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

const DRAWING = {
  strokes: [
    {
      color: '#00aaff',
      width: 0.005,
      points: [
        [0.25, 0.25],
        [0.75, 0.75],
      ],
    },
  ],
};

describe('comments in ms, ranges, drawings, frame snapping and carry over (issue 35)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const assets = () => t.app.get(DataSource).getRepository(VideoAssetEntity);

  it('records the frame rate at transcode and puts comments (staff and guest) on the start of their frame', async () => {
    const clip = await makeClip(join(scratch.dir, 'pal.mp4'), { width: 1280, height: 720, seconds: 3 });
    const episode = await createEpisode(t);
    const upload = await admin.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const assetId = upload.body.video.id as number;
    await waitFor(async () => (await assets().findOneByOrFail({ id: assetId })).transcodingStatus === 'completed', 90_000, 'the transcode');

    const list = await admin.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200);
    expect(list.body[0]).toMatchObject({ id: assetId, frameRate: 25 });

    // 25 fps: a frame lasts 40 ms. 1234 ms is in frame 30 (1200–1240); 2345 ms in frame 58 (2320–2360).
    const atTime = await admin.post(`/api/admin/video-assets/${assetId}/comments`).send({ text: 'Flash frame', timecodeMs: 1234 }).expect(201);
    expect(atTime.body).toMatchObject({ timecodeMs: 1200, timecodeSec: 1, endMs: null, drawing: null, authorKind: 'staff', reviewLinkId: null });
    const range = await admin
      .post(`/api/admin/video-assets/${assetId}/comments`)
      .send({ text: 'Logo wobbles', timecodeMs: 1234, endMs: 2345, drawing: DRAWING, author: 'Editor' })
      .expect(201);
    expect(range.body).toMatchObject({ timecodeMs: 1200, endMs: 2320, drawing: DRAWING, author: 'Editor', authorKind: 'staff' });
    // On a frame start already: stays.
    const onFrame = await admin.post(`/api/admin/video-assets/${assetId}/comments`).send({ text: 'Exact', timecodeMs: 40 }).expect(201);
    expect(onFrame.body.timecodeMs).toBe(40);
    // Past the video's 3 s: refused.
    const past = await admin.post(`/api/admin/video-assets/${assetId}/comments`).send({ text: 'Too late', timecodeMs: 1000, endMs: 3_500 }).expect(400);
    expect(past.body.message).toBe('The end of a range is past the end of the video');

    const link = await admin.post(`/api/admin/video-assets/${assetId}/review-links`).send({}).expect(201);
    const session = await t.http().get(`/api/review/${link.body.token}`).expect(200);
    expect(session.body).toMatchObject({ frameRate: 25, videoAssetId: assetId });
    expect(session.body.durationSec).toBeGreaterThan(2.9);
    expect(session.body.video.qualities.map((quality: { label: string }) => quality.label)).toEqual(['720p', '480p']);
    // The 720p rendition is served through the signed address the guest got.
    const served = await t.http().get(session.body.video.url).set('Range', 'bytes=0-99').expect(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    const guest = await t
      .http()
      .post(`/api/review/${link.body.token}/comments`)
      .send({ authorName: 'Grace', text: 'Here', timecodeMs: 2999, endMs: 3000 })
      .expect(201);
    expect(guest.body).toMatchObject({ timecodeMs: 2960, endMs: 3000, authorKind: 'guest' });
  });

  it('keeps the old routes working with whole seconds, and reads a comment written before ms existed', async () => {
    const episode = await insertEpisode(t);
    const asset = await insertAsset(t, episode.id);
    const old = await admin.post(`/api/admin/video-assets/${asset.id}/comments`).send({ text: 'Old client', timecodeSec: 7 }).expect(201);
    expect(old.body).toMatchObject({ timecodeSec: 7, timecodeMs: 7000, endMs: null, drawing: null, authorKind: 'staff', carriedFromId: null });
    const onEpisode = await admin.post(`/api/admin/episodes/${episode.id}/comments`).send({ text: 'Episode note', timecodeMs: 61_999 }).expect(201);
    expect(onEpisode.body).toMatchObject({ timecodeSec: 61, timecodeMs: 61_999, videoAssetId: null });
    // A row the previous release wrote during a rolling upgrade: whole seconds only.
    await t.app
      .get(DataSource)
      .query(`INSERT INTO "comment" ("text", "timecodeSec", "author", "episodeId", "videoAssetId") VALUES ('From v-1', 3, 'Admin', $1, $2)`, [
        episode.id,
        asset.id,
      ]);
    const list = await admin.get(`/api/admin/video-assets/${asset.id}/comments`).expect(200);
    expect(
      list.body.map((comment: { text: string; timecodeMs: number; authorKind: string }) => [comment.text, comment.timecodeMs, comment.authorKind]),
    ).toEqual([
      ['From v-1', 3000, 'staff'],
      ['Old client', 7000, 'staff'],
    ]);
    // Neither time: the old message.
    const none = await admin.post(`/api/admin/video-assets/${asset.id}/comments`).send({ text: 'No time' }).expect(400);
    expect(none.body.message).toBe('Timecode must be a whole number of seconds, 0 or more');
    const bad = await admin.post(`/api/admin/video-assets/${asset.id}/comments`).send({ text: 'x', timecodeMs: 1.5 }).expect(400);
    expect(bad.body.message).toBe('timecodeMs must be a whole number of milliseconds, 0 or more');
    const badDrawing = await admin
      .post(`/api/admin/video-assets/${asset.id}/comments`)
      .send({ text: 'x', timecodeMs: 0, drawing: { strokes: [] } })
      .expect(400);
    expect(badDrawing.body.message).toBe('A drawing has 1 to 20 strokes');
  });

  it("offers the previous version's unresolved comments on the next one and copies the chosen ones once", async () => {
    const episode = await insertEpisode(t);
    const v1 = await insertAsset(t, episode.id);
    const v2 = await insertAsset(t, episode.id);
    await assets().update({ id: v2.id }, { version: 2, frameRate: 25 });
    const v3 = await insertAsset(t, episode.id);
    await assets().update({ id: v3.id }, { version: 3 });
    const raw = await insertAsset(t, episode.id, VideoAssetType.Raw);

    const post = (assetId: number, body: Record<string, unknown>) => admin.post(`/api/admin/video-assets/${assetId}/comments`).send(body).expect(201);
    const open = (await post(v1.id, { text: 'Open point', timecodeMs: 1010 })).body;
    const resolved = (await post(v1.id, { text: 'Done already', timecodeMs: 2000 })).body;
    await admin.patch(`/api/admin/comments/${resolved.id}`).send({ resolved: true }).expect(200);
    const link = await admin.post(`/api/admin/video-assets/${v1.id}/review-links`).send({}).expect(201);
    const guestRange = (
      await t
        .http()
        .post(`/api/review/${link.body.token}/comments`)
        .send({ authorName: 'Grace', text: 'Guest range', timecodeMs: 3010, endMs: 4010, drawing: DRAWING })
        .expect(201)
    ).body;

    const offer = await admin.get(`/api/admin/video-assets/${v2.id}/carry-over`).expect(200);
    expect(offer.body.map((comment: { id: number }) => comment.id)).toEqual([open.id, guestRange.id]);
    expect((await admin.get(`/api/admin/video-assets/${v1.id}/carry-over`).expect(200)).body).toEqual([]);
    // Version 3's previous version is 2 (nothing there yet); a raw video has no edited predecessor.
    expect((await admin.get(`/api/admin/video-assets/${v3.id}/carry-over`).expect(200)).body).toEqual([]);
    expect((await admin.get(`/api/admin/video-assets/${raw.id}/carry-over`).expect(200)).body).toEqual([]);

    const copied = await admin
      .post(`/api/admin/video-assets/${v2.id}/carry-over`)
      .send({ commentIds: [guestRange.id] })
      .expect(201);
    expect(copied.body).toHaveLength(1);
    expect(copied.body[0]).toMatchObject({
      text: 'Guest range',
      author: 'Grace',
      authorKind: 'guest',
      reviewLinkId: null,
      carriedFromId: guestRange.id,
      videoAssetId: v2.id,
      episodeId: episode.id,
      resolved: false,
      // Onto 25 fps frame starts (version 1's rate is unknown).
      timecodeMs: 3000,
      endMs: 4000,
      drawing: DRAWING,
    });
    expect(copied.body[0].id).not.toBe(guestRange.id);

    // Offered once: what was carried is no longer offered, and cannot be carried again.
    expect((await admin.get(`/api/admin/video-assets/${v2.id}/carry-over`).expect(200)).body.map((comment: { id: number }) => comment.id)).toEqual([open.id]);
    for (const commentIds of [[guestRange.id], [resolved.id], [open.id, 999999]]) {
      const refused = await admin.post(`/api/admin/video-assets/${v2.id}/carry-over`).send({ commentIds }).expect(400);
      expect(refused.body.message).toBe('Only the unresolved comments of the previous version that are not carried over yet can be carried over');
    }
    await admin.post(`/api/admin/video-assets/${v2.id}/carry-over`).send({ commentIds: [] }).expect(400);
    await admin
      .post('/api/admin/video-assets/999999/carry-over')
      .send({ commentIds: [open.id] })
      .expect(404);

    // The originals stay on version 1, and the copy is offered onward to version 3.
    expect((await admin.get(`/api/admin/video-assets/${v1.id}/comments`).expect(200)).body).toHaveLength(3);
    expect((await admin.get(`/api/admin/video-assets/${v3.id}/carry-over`).expect(200)).body.map((comment: { id: number }) => comment.id)).toEqual([
      copied.body[0].id,
    ]);
    // The guest's page through version 1's link still shows only its own comment.
    expect((await t.http().get(`/api/review/${link.body.token}`).expect(200)).body.comments.map((comment: { id: number }) => comment.id)).toEqual([
      guestRange.id,
    ]);
  });
});
