import type { INestApplicationContext, Type } from '@nestjs/common';
import { OutreachStatus, TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, In, type Repository } from 'typeorm';
import { APP_CONFIG, type EnvironmentVariables } from '../config/app-config';
import { ListenEventRepository } from '../modules/analytics/listen-event.repository';
import { EpisodeArtworkService } from '../modules/artwork/episode-artwork.service';
import { GuestPortraitService } from '../modules/artwork/guest-portrait.service';
import { BookingEntity } from '../modules/bookings/booking.entity';
import { newUnsubscribeToken } from '../modules/bookings/bookings.service';
import { EpisodeEntity } from '../modules/episodes/episode.entity';
import { UploadsService } from '../modules/media/uploads.service';
import { VideoAssetEntity } from '../modules/media/video-asset.entity';
import { ChapterRepository } from '../modules/text-tracks/chapter.repository';
import { ChaptersService } from '../modules/text-tracks/chapters.service';
import { TranscriptRepository } from '../modules/text-tracks/transcript.repository';
import { TranscriptsService } from '../modules/text-tracks/transcripts.service';
import { DAY, DEMO_EPISODES, DEMO_GUESTS, DEMO_TEXT_TRACKS, type DemoEpisode } from './demo-data';
import { DEMO_PALETTES, episodeArtworkSvg, portraitSvg, svgToPng, type ArtworkFacts } from './demo-images';
import { demoListens } from './demo-listens';
import { makeDemoClip } from './demo-video';

export interface SeedDemoResult {
  guestsAdded: number;
  episodesAdded: number;
  portraitsMade: number;
  artworkMade: number;
  videosMade: number;
  chaptersAdded: number;
  transcriptsAdded: number;
  listensRecorded: number;
}

export interface SeedDemoOptions {
  now?: Date;
  /** How long to wait for the demo videos' transcoding (the queue's worker runs them). */
  transcodeTimeoutMs?: number;
  log?: (line: string) => void;
}

/** Listen events written at once (each is one INSERT … ON CONFLICT DO NOTHING). */
const LISTEN_CONCURRENCY = 16;

/**
 * Seeds the demo show through the app's own services (artwork, uploads and transcoding, chapters,
 * transcripts, the analytics table), filling in only what is missing: a guest whose email exists or
 * an episode whose title exists keeps its row, and gets only the portrait, artwork, video, chapters,
 * transcript or listens it lacks. So a second run adds nothing, and a run stopped half-way is
 * completed by the next. Guest and episode rows are written straight to their tables on purpose: the
 * services would fire automation rules and new-episode mail to real subscribers.
 */
export async function seedDemo(app: INestApplicationContext, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const get = <T>(type: Type<T>): T => app.get(type, { strict: false });
  const dataSource = get(DataSource);
  const config = app.get<EnvironmentVariables>(APP_CONFIG, { strict: false });
  const result: SeedDemoResult = {
    guestsAdded: 0,
    episodesAdded: 0,
    portraitsMade: 0,
    artworkMade: 0,
    videosMade: 0,
    chaptersAdded: 0,
    transcriptsAdded: 0,
    listensRecorded: 0,
  };

  const rows = await seedDemoRows(dataSource, now);
  result.guestsAdded = rows.guestsAdded;
  result.episodesAdded = rows.episodesAdded;

  // A portrait for each demo guest that has none.
  const bookingRepo = dataSource.getRepository(BookingEntity);
  const portraits = get(GuestPortraitService);
  const guests = await bookingRepo.findBy({ email: In(DEMO_GUESTS.map((g) => g.email)) });
  for (const guest of guests.filter((row) => row.portrait === null)) {
    const index = DEMO_GUESTS.findIndex((demo) => demo.email === guest.email);
    await portraits.useImage(guest.id, await svgToPng(portraitSvg(guest.name, DEMO_PALETTES[(index + 3) % DEMO_PALETTES.length])));
    result.portraitsMade += 1;
  }
  log(`Guests: ${result.guestsAdded} added, ${result.portraitsMade} portrait(s) made.`);

  // Artwork and a video for each demo episode that has none.
  const episodeRepo = dataSource.getRepository(EpisodeEntity);
  const episodes = await episodeRepo.findBy({ title: In(DEMO_EPISODES.map((e) => e.title)) });
  const demoOf = (episode: EpisodeEntity) => DEMO_EPISODES.find((demo) => demo.title === episode.title) as DemoEpisode;
  const facts = (episode: EpisodeEntity): ArtworkFacts => ({
    showName: config.PODCAST_NAME,
    episodeNumber: episode.episodeNumber,
    title: episode.title,
    guestName: episode.guestName ?? demoOf(episode).guestName,
    palette: DEMO_PALETTES[(episode.episodeNumber - 1) % DEMO_PALETTES.length],
  });

  const artwork = get(EpisodeArtworkService);
  for (const episode of episodes.filter((row) => row.artwork === null)) {
    await artwork.useImage(episode.id, await svgToPng(episodeArtworkSvg(facts(episode))));
    result.artworkMade += 1;
  }
  log(`Episodes: ${result.episodesAdded} added, ${result.artworkMade} artwork(s) made.`);

  const assetRepo = dataSource.getRepository(VideoAssetEntity);
  const withVideo = new Set(
    (await assetRepo.findBy({ episodeId: In(episodes.map((e) => e.id)), type: VideoAssetType.Edited })).map((asset) => asset.episodeId),
  );
  const uploads = get(UploadsService);
  const queued: number[] = [];
  const scratch = await mkdtemp(join(tmpdir(), 'podcast-demo-'));
  try {
    for (const episode of episodes.filter((row) => !withVideo.has(row.id))) {
      const clip = await makeDemoClip(scratch, facts(episode));
      queued.push((await uploads.addEditedFile(episode.id, clip, `episode-${episode.episodeNumber}-final.mp4`)).id);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  result.videosMade = queued.length;
  if (queued.length > 0) {
    log(`Videos: ${queued.length} queued for transcoding; waiting for the worker…`);
    await waitForTranscodes(assetRepo, queued, options.transcodeTimeoutMs ?? 10 * 60_000);
  }

  // Chapters and transcripts, timed against each episode's final video.
  const chapters = get(ChaptersService);
  const chapterRows = get(ChapterRepository);
  const transcripts = get(TranscriptsService);
  const transcriptRows = get(TranscriptRepository);
  for (const episode of episodes) {
    const tracks = DEMO_TEXT_TRACKS[demoOf(episode).episodeNumber];
    if (!tracks) continue;
    if (tracks.chapters && (await chapterRows.countFor(episode.id)) === 0) {
      for (const [startSeconds, title] of tracks.chapters) await chapters.add(episode.id, { startSeconds, title });
      result.chaptersAdded += tracks.chapters.length;
    }
    if (tracks.transcript && !(await transcriptRows.find(episode.id))) {
      await transcripts.upload(episode.id, { fileName: `episode-${episode.episodeNumber}.vtt`, language: 'en', content: webVtt(tracks.transcript) });
      result.transcriptsAdded += 1;
    }
  }

  // Plays and downloads of the last 30 days, in the table the Analytics screen and the Plays column read.
  const listened = new Set<number>(
    (
      await dataSource.query<Array<{ episodeId: number }>>(`SELECT DISTINCT "episodeId" FROM "listen_event" WHERE "episodeId" = ANY($1::int[])`, [
        episodes.map((e) => e.id),
      ])
    ).map((row) => row.episodeId),
  );
  const listens = get(ListenEventRepository);
  for (const episode of episodes.filter((row) => row.publishedAt !== null && !listened.has(row.id))) {
    const events = demoListens(episode.id, demoOf(episode).popularity, episode.publishedAt as Date, now);
    for (let start = 0; start < events.length; start += LISTEN_CONCURRENCY) {
      const inserted = await Promise.all(events.slice(start, start + LISTEN_CONCURRENCY).map((event) => listens.record(event)));
      result.listensRecorded += inserted.filter(Boolean).length;
    }
  }
  log(`Text tracks: ${result.chaptersAdded} chapter(s), ${result.transcriptsAdded} transcript(s); ${result.listensRecorded} play(s) and download(s) recorded.`);
  return result;
}

/**
 * The demo's guest and episode rows, written straight to their tables through `dataSource` (so no
 * automation rule fires and no new-episode mail goes out); rows whose email or title exists are kept.
 */
export async function seedDemoRows(dataSource: DataSource, now = new Date()): Promise<{ guestsAdded: number; episodesAdded: number }> {
  const bookingRepo = dataSource.getRepository(BookingEntity);
  const existingEmails = new Set((await bookingRepo.findBy({ email: In(DEMO_GUESTS.map((g) => g.email)) })).map((b) => b.email));
  const newGuests = DEMO_GUESTS.filter((guest) => !existingEmails.has(guest.email)).map((guest) =>
    bookingRepo.create({
      name: guest.name,
      email: guest.email,
      company: guest.company,
      position: guest.position,
      websiteUrl: guest.websiteUrl,
      socialMediaUrl: guest.socialMediaUrl,
      outreachStatus: guest.outreachStatus,
      bookingStatus: guest.bookingStatus,
      notes: guest.notes ?? '',
      createdAt: new Date(now.getTime() - guest.daysAgo * DAY),
      contactedAt: guest.outreachStatus === OutreachStatus.NoContact ? null : new Date(now.getTime() - (guest.daysAgo - 1) * DAY),
      recordingDate: guest.recordingInDays === undefined ? null : new Date(now.getTime() + guest.recordingInDays * DAY),
      unsubscribeToken: newUnsubscribeToken(),
    }),
  );
  if (newGuests.length > 0) await bookingRepo.save(newGuests);
  const episodeRepo = dataSource.getRepository(EpisodeEntity);
  const existingTitles = new Set((await episodeRepo.findBy({ title: In(DEMO_EPISODES.map((e) => e.title)) })).map((e) => e.title));
  // Each demo episode links its guest's booking (the oldest of that name), as an admin would pick it.
  const guestIds = new Map<string, number>();
  const namedGuests = await bookingRepo.find({ where: { name: In(DEMO_EPISODES.map((e) => e.guestName)) }, order: { createdAt: 'ASC', id: 'ASC' } });
  for (const booking of namedGuests) if (!guestIds.has(booking.name)) guestIds.set(booking.name, booking.id);
  const newEpisodes = DEMO_EPISODES.filter((episode) => !existingTitles.has(episode.title)).map((episode) =>
    episodeRepo.create({
      title: episode.title,
      description: episode.description,
      guestName: episode.guestName,
      guestId: guestIds.get(episode.guestName) ?? null,
      episodeNumber: episode.episodeNumber,
      status: episode.status,
      editingStatus: episode.editingStatus,
      duration: episode.duration || null,
      durationManual: Boolean(episode.duration),
      publishedAt: episode.publishedDaysAgo === undefined ? null : new Date(now.getTime() - episode.publishedDaysAgo * DAY),
      createdAt: new Date(now.getTime() - ((episode.publishedDaysAgo ?? 0) + 10) * DAY),
    }),
  );
  if (newEpisodes.length > 0) await episodeRepo.save(newEpisodes);
  return { guestsAdded: newGuests.length, episodesAdded: newEpisodes.length };
}

/** Waits until every queued video is transcoded; a failed one, or the time running out, stops the seed with why. */
async function waitForTranscodes(assets: Repository<VideoAssetEntity>, ids: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await assets.findBy({ id: In(ids) });
    const failed = rows.find((row) => row.transcodingStatus === TranscodingStatus.Failed);
    if (failed) throw new Error(`Transcoding the demo video of episode ${failed.episodeId} failed: ${failed.transcodingError ?? 'no reason given'}`);
    if (rows.every((row) => row.transcodingStatus === TranscodingStatus.Completed)) return;
    if (Date.now() > deadline)
      throw new Error('The demo videos were not transcoded in time: is the transcode worker running (WORKER=inline or npm run worker)?');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function webVtt(cues: ReadonlyArray<readonly [string, string]>): string {
  const stamp = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}.000`;
  const body = cues.map(([speaker, text], index) => `${stamp(index * 2)} --> ${stamp(index * 2 + 2)}\n<v ${speaker}>${text}`).join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
