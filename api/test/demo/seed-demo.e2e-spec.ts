import { BookingStatus, EpisodeStatus, TranscodingStatus } from '@podcast/contracts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { AutomationRunEntity } from '../../src/modules/automation/automation-run.entity';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { DataSource } from 'typeorm';
import { DEMO_EPISODES, DEMO_GUESTS, DEMO_TEXT_TRACKS, seedDemo } from '../../src/seed-demo';
import { createTestApp, type TestApp } from '../harness/test-app';

const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const firstCandidate = (srcset: string) => srcset.split(', ')[0].split(' ')[0];

/**
 * Issue 29 item 11: `npm run seed:demo` on a fresh database, through the app's own services and the
 * real pipeline (sharp, ffmpeg, the transcode queue), makes a show a newcomer believes.
 */
describe('seed:demo', () => {
  let t: TestApp;
  const published = DEMO_EPISODES.filter((episode) => episode.status === EpisodeStatus.Published);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test after the first reads what the first one seeded.
  const fetchFile = (url: string) => t.http().get(url).buffer(true).parse(asBuffer);
  const dataSource = () => t.app.get(DataSource);

  it('seeds guests with portraits, episodes with their own artwork, a transcoded video, chapters, transcripts and listens; a second run adds nothing', async () => {
    const lines: string[] = [];
    const first = await seedDemo(t.app, { log: (line) => lines.push(line) });
    expect(first).toMatchObject({
      guestsAdded: DEMO_GUESTS.length,
      episodesAdded: DEMO_EPISODES.length,
      portraitsMade: DEMO_GUESTS.length,
      artworkMade: DEMO_EPISODES.length,
      videosMade: DEMO_EPISODES.length,
    });
    expect(first.listensRecorded).toBeGreaterThan(published.length * 30);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(await seedDemo(t.app)).toEqual({
      guestsAdded: 0,
      episodesAdded: 0,
      portraitsMade: 0,
      artworkMade: 0,
      videosMade: 0,
      chaptersAdded: 0,
      transcriptsAdded: 0,
      listensRecorded: 0,
    });
    // The whole seed (a dozen sharp renders and ffmpeg transcodes) on a loaded 2-core machine.
  }, 600_000);

  it('gives every episode distinct artwork renditions with 1400 px feed art, and a completed transcoded video that plays', async () => {
    const agent = await t.loginAgent();
    const episodes = (await agent.get('/api/admin/episodes?limit=50').expect(200)).body as Array<{
      id: number;
      title: string;
      status: string;
      plays: number;
      artwork: { srcset: { jpeg: string; avif: string; webp: string }; feedImage: string | null; feedImageSize: number | null } | null;
    }>;
    expect(episodes).toHaveLength(DEMO_EPISODES.length);
    const smallest = new Set<string>();
    for (const episode of episodes) {
      expect(episode.artwork?.srcset.avif).toContain(' 320w');
      expect(episode.artwork?.feedImageSize).toBe(1400);
      const body = (await fetchFile(firstCandidate(episode.artwork?.srcset.jpeg ?? '')).expect(200)).body as Buffer;
      smallest.add(createHash('sha256').update(body).digest('hex'));
      const assets = (await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200)).body as Array<{ transcodingStatus: string; type: string }>;
      expect(assets.some((asset) => asset.type === 'edited' && asset.transcodingStatus === TranscodingStatus.Completed)).toBe(true);
    }
    // Each cover is its own picture (title, number, guest), not one placeholder.
    expect(smallest.size).toBe(DEMO_EPISODES.length);
    const feedArt = (await fetchFile(episodes[0].artwork?.feedImage as string).expect(200)).body as Buffer;
    expect(await sharp(feedArt).metadata()).toMatchObject({ width: 1400, height: 1400 });

    // "Watch Video" of every published episode has renditions to play.
    for (const episode of episodes.filter((row) => row.status === 'published')) {
      const video = (await t.http().get(`/api/episodes/${episode.id}/approved-video`).expect(200)).body as {
        approved: boolean;
        variants: Record<string, string | null>;
      };
      expect(video.approved).toBe(true);
      const playable = Object.values(video.variants).find((url): url is string => Boolean(url));
      expect(playable).toBeDefined();
    }
  });

  it('puts chapters and a transcript on some episodes, and a portrait on every guest shown on their episode page', async () => {
    const withChapters = DEMO_EPISODES.filter((episode) => DEMO_TEXT_TRACKS[episode.episodeNumber]?.chapters);
    const withTranscript = DEMO_EPISODES.filter((episode) => DEMO_TEXT_TRACKS[episode.episodeNumber]?.transcript);
    expect(withChapters.length).toBeGreaterThanOrEqual(2);
    expect(withTranscript.length).toBeGreaterThanOrEqual(2);
    const rows = await dataSource().getRepository(EpisodeEntity).find();
    const idOf = (title: string) => rows.find((row) => row.title === title)?.id as number;
    for (const episode of withChapters) {
      const tracks = (
        await t
          .http()
          .get(`/api/episodes/${idOf(episode.title)}/text-tracks`)
          .expect(200)
      ).body as { chapters: unknown[] };
      expect(tracks.chapters).toHaveLength(DEMO_TEXT_TRACKS[episode.episodeNumber].chapters?.length ?? -1);
    }
    for (const episode of withTranscript) {
      const tracks = (
        await t
          .http()
          .get(`/api/episodes/${idOf(episode.title)}/text-tracks`)
          .expect(200)
      ).body as { captions: unknown };
      expect(tracks.captions).not.toBeNull();
    }
    const without = DEMO_EPISODES.find((episode) => episode.status === EpisodeStatus.Published && !DEMO_TEXT_TRACKS[episode.episodeNumber]);
    expect(
      (
        await t
          .http()
          .get(`/api/episodes/${idOf(without!.title)}/text-tracks`)
          .expect(200)
      ).body,
    ).toEqual({ chapters: [], captions: null });

    const guests = await dataSource().getRepository(BookingEntity).find();
    expect(guests).toHaveLength(DEMO_GUESTS.length);
    expect(guests.every((guest) => guest.portrait !== null && guest.email.endsWith('@example.com'))).toBe(true);
    expect(guests.filter((g) => g.bookingStatus === BookingStatus.Recorded).length).toBeGreaterThanOrEqual(2);
    expect(new Set(guests.map((g) => g.outreachStatus)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(guests.map((g) => g.unsubscribeToken)).size).toBe(guests.length);
    // Written straight to the table: no automation rule fired.
    expect(await dataSource().getRepository(AutomationRunEntity).count()).toBe(0);
    for (const episode of published) {
      const detail = (
        await t
          .http()
          .get(`/api/episodes/${idOf(episode.title)}`)
          .expect(200)
      ).body as { guest: { name: string; portrait: unknown } | null };
      expect(detail.guest).toMatchObject({ name: episode.guestName });
      expect(detail.guest?.portrait).not.toBeNull();
    }
  });

  it('records plays and downloads of the last 30 days where Analytics and the Plays column read them', async () => {
    const agent = await t.loginAgent();
    const report = (await agent.get('/api/admin/analytics?days=30').expect(200)).body as {
      totals: { plays: number; downloads: number };
      topEpisodes: Array<{ id: number; plays: number }>;
      apps: Array<{ name: string }>;
      days: Array<{ plays: number }>;
    };
    expect(report.totals.plays).toBeGreaterThan(0);
    expect(report.totals.downloads).toBeGreaterThan(report.totals.plays);
    expect(report.topEpisodes).toHaveLength(published.length);
    expect(report.apps.map((app) => app.name)).toEqual(expect.arrayContaining(['Browser', 'Apple Podcasts', 'Spotify']));
    expect(report.days.filter((day) => day.plays > 0).length).toBeGreaterThan(20);
    // One plays figure: Manage Episodes shows what Analytics counts.
    const episodes = (await agent.get('/api/admin/episodes?limit=50').expect(200)).body as Array<{ id: number; status: string; plays: number }>;
    for (const top of report.topEpisodes) expect(episodes.find((episode) => episode.id === top.id)?.plays).toBe(top.plays);
    expect(episodes.filter((episode) => episode.status === 'draft').every((episode) => episode.plays === 0)).toBe(true);
  });
});
