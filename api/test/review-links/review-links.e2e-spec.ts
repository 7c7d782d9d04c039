import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { ReviewLinkEntity } from '../../src/modules/review-links/review-link.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertAsset, insertEpisode } from '../episodes/episode.factory';

const EXPECTED_LINK_FIELDS = [
  'id',
  'episodeId',
  'videoAssetId',
  'version',
  'guestName',
  'hasPasscode',
  'watermark',
  'expiresAt',
  'revokedAt',
  'createdAt',
  'createdBy',
  'status',
  'openCount',
  'lastOpenedAt',
  'opens',
  'commentCount',
  'decision',
  'decisionNote',
  'decidedAt',
  'decidedBy',
].sort();

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('review links (issue 35)', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://podcast.example.com/' } });
    admin = await t.loginAgent();
  });
  afterAll(() => t.close());

  const links = () => t.app.get(DataSource).getRepository(ReviewLinkEntity);

  /** An episode with an edited version 1 transcoded to 720p and 480p (the rows only: media URLs are signed, not read). */
  async function versionedEpisode() {
    const episode = await insertEpisode(t);
    const asset = await insertAsset(t, episode.id);
    await t.app
      .get(DataSource)
      .getRepository(VideoAssetEntity)
      .update(
        { id: asset.id },
        { variants: { '720p': `${asset.storageKey}.720p.mp4`, '480p': `${asset.storageKey}.480p.mp4` }, durationSec: 60, frameRate: 25 },
      );
    return { episode, asset };
  }

  async function createLink(assetId: number, body: Record<string, unknown> = {}) {
    const res = await admin.post(`/api/admin/video-assets/${assetId}/review-links`).send(body).expect(201);
    return res.body as { id: number; token: string; url: string; [key: string]: unknown };
  }

  it('makes a link with a 256-bit token shown once, keeps only its SHA-256, and lists it with its openings', async () => {
    const { episode, asset } = await versionedEpisode();
    const created = await createLink(asset.id, { guestName: '  Ada Guest  ', watermark: true });
    expect(Object.keys(created).sort()).toEqual([...EXPECTED_LINK_FIELDS, 'token', 'url'].sort());
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    expect(created.url).toBe(`https://podcast.example.com/review/${created.token}`);
    expect(created).toMatchObject({
      episodeId: episode.id,
      videoAssetId: asset.id,
      version: 1,
      guestName: 'Ada Guest',
      hasPasscode: false,
      watermark: true,
      status: 'active',
      openCount: 0,
      opens: [],
      commentCount: 0,
      decision: null,
      createdBy: 'admin@example.com',
      revokedAt: null,
    });
    const expiresInMs = new Date(created.expiresAt as string).getTime() - Date.now();
    expect(expiresInMs).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(14 * DAY_MS);

    // Only the hash is stored: no column holds the token.
    const row = await links().findOneByOrFail({ id: created.id });
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const second = await createLink(asset.id, { expiresInDays: 1 });
    expect(second.token).not.toBe(created.token);

    await t.http().get(`/api/review/${created.token}`).expect(200);
    await t.http().get(`/api/review/${created.token}`).expect(200);
    const list = await admin.get(`/api/admin/episodes/${episode.id}/review-links`).expect(200);
    expect(list.body.map((link: { id: number }) => link.id)).toEqual([second.id, created.id]);
    const listed = list.body[1];
    expect(Object.keys(listed).sort()).toEqual(EXPECTED_LINK_FIELDS);
    expect(listed.token).toBeUndefined();
    expect(listed.openCount).toBe(2);
    expect(listed.opens).toHaveLength(2);
    expect(listed.lastOpenedAt).toBe(listed.opens[0].openedAt);
    expect(list.body[0].openCount).toBe(0);
  });

  it('refuses bad create bodies and unknown videos', async () => {
    const { asset } = await versionedEpisode();
    for (const [body, message] of [
      [{ expiresInDays: 0 }, 'expiresInDays must be a whole number from 1 to 90'],
      [{ expiresInDays: 91 }, 'expiresInDays must be a whole number from 1 to 90'],
      [{ passcode: 'abc' }, 'A passcode is 4 to 64 characters'],
      [{ guestName: 'x'.repeat(101) }, 'Guest name is at most 100 characters'],
      [{ watermark: 'yes' }, 'watermark must be true or false'],
    ] as const) {
      const res = await admin.post(`/api/admin/video-assets/${asset.id}/review-links`).send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await admin.post('/api/admin/video-assets/999999/review-links').send({}).expect(404);
    await admin.get('/api/admin/episodes/999999/review-links').expect(404);
    await t.http().post(`/api/admin/video-assets/${asset.id}/review-links`).send({}).expect(401);
  });

  it('gives the guest the version, signed media addresses valid for an hour, and no-store answers', async () => {
    const { episode, asset } = await versionedEpisode();
    const link = await createLink(asset.id, { guestName: 'Grace' });
    const res = await t.http().get(`/api/review/${link.token}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      episodeTitle: episode.title,
      guestName: 'Grace',
      watermark: false,
      videoAssetId: asset.id,
      version: 1,
      frameRate: 25,
      durationSec: 60,
      comments: [],
      decision: null,
      decisionNote: null,
      decidedAt: null,
    });
    const { video } = res.body as { video: { url: string; qualities: Array<{ label: string; url: string }> } };
    expect(video.qualities.map((quality) => quality.label)).toEqual(['720p', '480p']);
    expect(video.url).toBe(video.qualities[0].url);
    for (const quality of video.qualities) {
      const url = new URL(quality.url, 'http://x');
      expect(url.pathname.startsWith('/api/media/file/')).toBe(true);
      expect(url.searchParams.get('sig')).toBeTruthy();
      const expiresIn = Number(url.searchParams.get('expires')) - Date.now() / 1000;
      expect(expiresIn).toBeGreaterThan(3500);
      expect(expiresIn).toBeLessThanOrEqual(3600);
    }
    const again = await t.http().get(`/api/review/${link.token}/videos/${asset.id}`).expect(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.body.qualities.map((quality: { label: string }) => quality.label)).toEqual(['720p', '480p']);
  });

  it("refuses another version's or another episode's video through the link", async () => {
    const { episode, asset } = await versionedEpisode();
    const otherVersion = await insertAsset(t, episode.id);
    const otherEpisode = await versionedEpisode();
    const link = await createLink(asset.id);
    for (const id of [otherVersion.id, otherEpisode.asset.id, 'abc']) {
      const res = await t.http().get(`/api/review/${link.token}/videos/${id}`).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'This link is for another version' });
    }
    for (const extra of [{ videoAssetId: otherVersion.id }, { videoAssetId: otherEpisode.asset.id }, { episodeId: otherEpisode.episode.id }]) {
      const res = await t
        .http()
        .post(`/api/review/${link.token}/comments`)
        .send({ authorName: 'G', text: 'x', timecodeMs: 0, ...extra })
        .expect(403);
      expect(res.body.message).toBe('This link is for another version');
    }
    // Its own ids are fine.
    await t
      .http()
      .post(`/api/review/${link.token}/comments`)
      .send({ authorName: 'G', text: 'x', timecodeMs: 0, videoAssetId: asset.id, episodeId: episode.id })
      .expect(201);
  });

  it('answers an unknown, revoked or expired link with a message and no media address', async () => {
    const { asset } = await versionedEpisode();
    const unknown = await t
      .http()
      .get(`/api/review/${'A'.repeat(43)}`)
      .expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Review link not found' });
    expect(unknown.headers['cache-control']).toBe('no-store');
    await t.http().get('/api/review/short').expect(404);

    const revoked = await createLink(asset.id);
    await t.http().get(`/api/review/${revoked.token}`).expect(200);
    const revokedView = await admin.post(`/api/admin/review-links/${revoked.id}/revoke`).expect(200);
    expect(revokedView.body.status).toBe('revoked');
    expect(revokedView.body.revokedAt).not.toBeNull();
    // Idempotent: the first revocation time stays.
    const twice = await admin.post(`/api/admin/review-links/${revoked.id}/revoke`).expect(200);
    expect(twice.body.revokedAt).toBe(revokedView.body.revokedAt);
    await admin.post('/api/admin/review-links/999999/revoke').expect(404);

    const expired = await createLink(asset.id);
    await links().update({ id: expired.id }, { expiresAt: new Date(Date.now() - 60_000) });

    for (const [token, message] of [
      [revoked.token, 'This review link was revoked'],
      [expired.token, 'This review link has expired'],
    ]) {
      for (const request of [
        t.http().get(`/api/review/${token}`),
        t.http().get(`/api/review/${token}/videos/${asset.id}`),
        t.http().post(`/api/review/${token}/comments`).send({ authorName: 'G', text: 'x', timecodeMs: 0 }),
        t.http().post(`/api/review/${token}/decision`).send({ authorName: 'G', decision: 'approved' }),
        t.http().post(`/api/review/${token}/unlock`).send({ passcode: 'whatever' }),
      ]) {
        const res = await request.expect(410);
        expect(res.body).toEqual({ statusCode: 410, message });
        expect(res.text).not.toContain('/api/media/');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const list = await admin.get(`/api/admin/episodes/${asset.episodeId}/review-links`).expect(200);
    expect(Object.fromEntries(list.body.map((link: { id: number; status: string }) => [link.id, link.status]))).toEqual({
      [revoked.id]: 'revoked',
      [expired.id]: 'expired',
    });
  });

  it('asks for a passcode (401), unlocks with a cookie for this link only, and refuses wrong ones and too many tries', async () => {
    const { asset } = await versionedEpisode();
    const link = await createLink(asset.id, { passcode: 'open sesame' });
    expect(link.hasPasscode).toBe(true);
    const locked = await t.http().get(`/api/review/${link.token}`).expect(401);
    expect(locked.body).toEqual({ statusCode: 401, message: 'This review link needs a passcode', passcodeRequired: true });
    expect(locked.text).not.toContain('/api/media/');
    await t.http().post(`/api/review/${link.token}/comments`).send({ authorName: 'G', text: 'x', timecodeMs: 0 }).expect(401);

    const wrong = await t.http().post(`/api/review/${link.token}/unlock`).send({ passcode: 'open says me' }).expect(401);
    expect(wrong.body.message).toBe('Wrong passcode');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const unlocked = await t.http().post(`/api/review/${link.token}/unlock`).send({ passcode: 'open sesame' }).expect(204);
    const setCookie = (unlocked.headers['set-cookie'] as unknown as string[])[0];
    expect(setCookie).toMatch(/^review_unlock=[^;]+;/);
    expect(setCookie).toContain(`Path=/api/review/${link.token}`);
    expect(setCookie).toContain('Max-Age=43200');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const cookie = setCookie.split(';')[0];
    const open = await t.http().get(`/api/review/${link.token}`).set('Cookie', cookie).expect(200);
    expect(open.body.video.url).toContain('/api/media/file/');
    await t.http().post(`/api/review/${link.token}/comments`).set('Cookie', cookie).send({ authorName: 'G', text: 'x', timecodeMs: 0 }).expect(201);

    // The cookie opens no other link with a passcode, and a forged one opens nothing.
    const other = await createLink(asset.id, { passcode: 'open sesame' });
    await t.http().get(`/api/review/${other.token}`).set('Cookie', cookie).expect(401);
    const [expires] = cookie.split('=')[1].split('.');
    await t
      .http()
      .get(`/api/review/${link.token}`)
      .set('Cookie', `review_unlock=${Number(expires) + 86400}.${cookie.split('.')[1]}`)
      .expect(401);

    // 10 tries per 15 minutes per link (one right and one wrong made above): the 11th is a 429, even with the right passcode.
    for (let attempt = 3; attempt <= 10; attempt += 1)
      await t
        .http()
        .post(`/api/review/${link.token}/unlock`)
        .send({ passcode: `wrong ${attempt}` })
        .expect(401);
    const limited = await t.http().post(`/api/review/${link.token}/unlock`).send({ passcode: 'open sesame' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another link counts its own tries.
    await t.http().post(`/api/review/${other.token}/unlock`).send({ passcode: 'open sesame' }).expect(204);
  });

  it('takes a guest comment at a time and over a range with a drawing, and shows it to staff as the guest’s', async () => {
    const { episode, asset } = await versionedEpisode();
    const link = await createLink(asset.id);
    const drawing = {
      strokes: [
        {
          color: '#FF3B30',
          width: 0.01,
          points: [
            [0.1, 0.2],
            [0.5, 0.5],
            [0.9, 0.8],
          ],
        },
      ],
    };
    const atTime = await t
      .http()
      .post(`/api/review/${link.token}/comments`)
      .send({ authorName: ' Grace ', text: ' Too dark here ', timecodeMs: 12_345 })
      .expect(201);
    expect(atTime.headers['cache-control']).toBe('no-store');
    expect(atTime.body).toMatchObject({
      author: 'Grace',
      text: 'Too dark here',
      authorKind: 'guest',
      reviewLinkId: link.id,
      episodeId: episode.id,
      videoAssetId: asset.id,
      // 25 fps: 12345 ms falls in frame 308, which starts at 12320 ms.
      timecodeMs: 12_320,
      timecodeSec: 12,
      endMs: null,
      drawing: null,
      carriedFromId: null,
    });
    const range = await t
      .http()
      .post(`/api/review/${link.token}/comments`)
      .send({ authorName: 'Grace', text: 'Cut this part', timecodeMs: 2_000, endMs: 4_010, drawing })
      .expect(201);
    expect(range.body).toMatchObject({ timecodeMs: 2_000, endMs: 4_000, drawing: { strokes: [{ ...drawing.strokes[0], color: '#ff3b30' }] } });

    const session = await t.http().get(`/api/review/${link.token}`).expect(200);
    expect(session.body.comments.map((comment: { id: number }) => comment.id)).toEqual([range.body.id, atTime.body.id]);
    // The team's comments are not the guest's to see.
    await admin.post(`/api/admin/video-assets/${asset.id}/comments`).send({ text: 'Team note', timecodeMs: 1_000 }).expect(201);
    expect((await t.http().get(`/api/review/${link.token}`).expect(200)).body.comments).toHaveLength(2);

    const staffView = await admin.get(`/api/admin/video-assets/${asset.id}/comments`).expect(200);
    expect(staffView.body.map((comment: { authorKind: string; text: string }) => [comment.authorKind, comment.text])).toEqual([
      ['staff', 'Team note'],
      ['guest', 'Cut this part'],
      ['guest', 'Too dark here'],
    ]);
    const listed = await admin.get(`/api/admin/episodes/${episode.id}/review-links`).expect(200);
    expect(listed.body[0].commentCount).toBe(2);
  });

  it.each([
    ['no name', { authorName: '', text: 'x', timecodeMs: 0 }, 'Your name is required (at most 100 characters)'],
    ['text past 2000 characters', { authorName: 'G', text: 'x'.repeat(2001), timecodeMs: 0 }, 'Comment text is required (at most 2000 characters)'],
    ['no timecodeMs', { authorName: 'G', text: 'x' }, 'timecodeMs must be a whole number of milliseconds, 0 or more'],
    ['a range ending at its start', { authorName: 'G', text: 'x', timecodeMs: 5_000, endMs: 5_000 }, 'The end of a range must come after its start'],
    ['a range within one frame', { authorName: 'G', text: 'x', timecodeMs: 5_000, endMs: 5_020 }, 'The end of a range must come after its start'],
    ['a range past the video', { authorName: 'G', text: 'x', timecodeMs: 5_000, endMs: 60_001 }, 'The end of a range is past the end of the video'],
    ['a drawing with no stroke', { authorName: 'G', text: 'x', timecodeMs: 0, drawing: { strokes: [] } }, 'A drawing has 1 to 20 strokes'],
    [
      '21 strokes',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: {
          strokes: Array.from({ length: 21 }, () => ({
            color: '#000000',
            width: 0.01,
            points: [
              [0, 0],
              [1, 1],
            ],
          })),
        },
      },
      'A drawing has 1 to 20 strokes',
    ],
    [
      'a colour name',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: {
          strokes: [
            {
              color: 'red',
              width: 0.01,
              points: [
                [0, 0],
                [1, 1],
              ],
            },
          ],
        },
      },
      'A stroke colour is written #rrggbb',
    ],
    [
      'a stroke too wide',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: {
          strokes: [
            {
              color: '#000000',
              width: 0.2,
              points: [
                [0, 0],
                [1, 1],
              ],
            },
          ],
        },
      },
      'A stroke width is between 0.002 and 0.05 of the frame width',
    ],
    [
      'a one-point stroke',
      { authorName: 'G', text: 'x', timecodeMs: 0, drawing: { strokes: [{ color: '#000000', width: 0.01, points: [[0, 0]] }] } },
      'A stroke has 2 to 500 points',
    ],
    [
      '501 points in a stroke',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: { strokes: [{ color: '#000000', width: 0.01, points: Array.from({ length: 501 }, () => [0.5, 0.5]) }] },
      },
      'A stroke has 2 to 500 points',
    ],
    [
      'a point outside the frame',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: {
          strokes: [
            {
              color: '#000000',
              width: 0.01,
              points: [
                [0, 0],
                [1.5, 1],
              ],
            },
          ],
        },
      },
      'A point is [x, y], each between 0 and 1',
    ],
    [
      '2005 points in all',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: { strokes: Array.from({ length: 5 }, () => ({ color: '#000000', width: 0.01, points: Array.from({ length: 401 }, () => [0.5, 0.5]) })) },
      },
      'A drawing has at most 2000 points in all',
    ],
    [
      'an unknown stroke field',
      {
        authorName: 'G',
        text: 'x',
        timecodeMs: 0,
        drawing: {
          strokes: [
            {
              color: '#000000',
              width: 0.01,
              points: [
                [0, 0],
                [1, 1],
              ],
              extra: 1,
            },
          ],
        },
      },
      'A drawing is { strokes: [{ color, width, points }] } and nothing else',
    ],
  ])('refuses a guest comment with %s, and stores nothing', async (_label, body, message) => {
    const { asset } = await versionedEpisode();
    const link = await createLink(asset.id);
    const res = await t.http().post(`/api/review/${link.token}/comments`).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await t.http().get(`/api/review/${link.token}`).expect(200)).body.comments).toEqual([]);
  });

  it('takes a drawing at its caps (20 strokes, 2000 points)', async () => {
    const { asset } = await versionedEpisode();
    const link = await createLink(asset.id);
    const strokes = Array.from({ length: 20 }, (_, index) => ({
      color: '#00ff00',
      width: 0.05,
      points: Array.from({ length: 100 }, (_x, n) => [n / 100, index / 20]),
    }));
    const res = await t
      .http()
      .post(`/api/review/${link.token}/comments`)
      .send({ authorName: 'G', text: 'Big drawing', timecodeMs: 0, drawing: { strokes } })
      .expect(201);
    expect(res.body.drawing.strokes).toHaveLength(20);
  });

  it('limits comments per link: 30 in 10 minutes, then 429; another link is not affected; 500 in all', async () => {
    const { episode, asset } = await versionedEpisode();
    const link = await createLink(asset.id);
    for (let index = 0; index < 30; index += 1)
      await t
        .http()
        .post(`/api/review/${link.token}/comments`)
        .send({ authorName: 'G', text: `Note ${index}`, timecodeMs: index * 1000 })
        .expect(201);
    const limited = await t.http().post(`/api/review/${link.token}/comments`).send({ authorName: 'G', text: 'One more', timecodeMs: 0 }).expect(429);
    expect(limited.body.message).toBe('Too many comments through this link; try again in a few minutes');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);

    const other = await createLink(asset.id);
    await t.http().post(`/api/review/${other.token}/comments`).send({ authorName: 'G', text: 'Fine', timecodeMs: 0 }).expect(201);
    // 500 in all: the link's comments stored earlier count (inserted here, the window's counter aside).
    await t.app.get(DataSource).query(
      `INSERT INTO "comment" ("text", "timecodeSec", "timecodeMs", "author", "authorKind", "episodeId", "videoAssetId", "reviewLinkId")
         SELECT 'old', 0, 0, 'G', 'guest', $1, $2, $3 FROM generate_series(1, 499)`,
      [episode.id, asset.id, other.id],
    );
    const full = await t.http().post(`/api/review/${other.token}/comments`).send({ authorName: 'G', text: 'Past the cap', timecodeMs: 0 }).expect(429);
    expect(full.body.message).toBe('This link has taken all the comments it can; ask for a new link');
  });

  it("records the guest's decision on the link and on the admin episode (detail and list); the latest counts", async () => {
    const { episode, asset } = await versionedEpisode();
    const first = await createLink(asset.id, { guestName: 'Grace' });
    const second = await createLink(asset.id);
    let detail = await admin.get(`/api/admin/episodes/${episode.id}`).expect(200);
    expect(detail.body.reviewDecision).toBeNull();

    const changes = await t
      .http()
      .post(`/api/review/${first.token}/decision`)
      .send({ decision: 'changes_requested', note: 'Trim the intro', authorName: 'Grace' })
      .expect(200);
    expect(changes.headers['cache-control']).toBe('no-store');
    expect(changes.body).toMatchObject({ decision: 'changes_requested', decisionNote: 'Trim the intro', videoAssetId: asset.id });
    expect(changes.body.decidedAt).not.toBeNull();
    detail = await admin.get(`/api/admin/episodes/${episode.id}`).expect(200);
    expect(detail.body.reviewDecision).toEqual({
      decision: 'changes_requested',
      note: 'Trim the intro',
      guestName: 'Grace',
      decidedAt: changes.body.decidedAt,
    });

    const approved = await t.http().post(`/api/review/${second.token}/decision`).send({ decision: 'approved', authorName: 'Alan' }).expect(200);
    expect(approved.body).toMatchObject({ decision: 'approved', decisionNote: null });
    detail = await admin.get(`/api/admin/episodes/${episode.id}`).expect(200);
    expect(detail.body.reviewDecision).toMatchObject({ decision: 'approved', note: null, guestName: 'Alan' });
    const list = await admin.get('/api/admin/episodes').query({ limit: 100 }).expect(200);
    const rows = (Array.isArray(list.body) ? list.body : (list.body.items ?? list.body.data)) as Array<{ id: number; reviewDecision: unknown }>;
    expect(rows.find((row) => row.id === episode.id)?.reviewDecision).toMatchObject({ decision: 'approved', guestName: 'Alan' });

    const links = await admin.get(`/api/admin/episodes/${episode.id}/review-links`).expect(200);
    expect(links.body.find((link: { id: number }) => link.id === first.id)).toMatchObject({
      decision: 'changes_requested',
      decidedBy: 'Grace',
      decisionNote: 'Trim the intro',
    });

    const bad = await t.http().post(`/api/review/${first.token}/decision`).send({ decision: 'maybe', authorName: 'G' }).expect(400);
    expect(bad.body.message).toBe("decision must be 'approved' or 'changes_requested'");
    await t
      .http()
      .post(`/api/review/${first.token}/decision`)
      .send({ decision: 'approved', authorName: 'G', note: 'x'.repeat(2001) })
      .expect(400);
  });

  it('serves /review/{token} as a noindex, no-store, no-referrer page of the public site', async () => {
    const siteDist = join(t.config.WEB_ROOT as string, 'public-site', 'dist');
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    const page = await t
      .http()
      .get(`/review/${'A'.repeat(43)}`)
      .expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<head><meta name="robots" content="noindex"><title>Site</title>');
    expect(page.text.match(/name="robots"/g)).toHaveLength(1);
    // Other public pages are not marked.
    const home = await t.http().get('/').expect(200);
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.text).not.toContain('name="robots"');
  });
});
