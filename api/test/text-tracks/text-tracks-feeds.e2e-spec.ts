import { parseFeed, TranscriptType } from 'podcast-partytime';
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo } from '../distribution/distribution-fixtures';

const VTT = ['WEBVTT', '', '00:00:00.000 --> 00:00:01.000', 'Welcome.', '', '00:00:01.000 --> 00:00:02.000', 'Let us talk pricing.', ''].join('\n');

describe('chapters and transcripts in both feeds, read by a Podcasting 2.0 parser (podcast-partytime)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let episode: EpisodeEntity;
  let plain: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    plain = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'No extras', episodeNumber: 1 });
    episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'With chapters and transcript', episodeNumber: 2 });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const parsed = async (path: string) => {
    const feed = parseFeed((await t.http().get(path).expect(200)).text);
    if (!feed) throw new Error(`${path} did not parse`);
    return feed;
  };

  it.each(['/feed.xml', '/feed/audio.xml'])('%s names the chapters and the transcript in both formats once they exist', async (path) => {
    // Read first, so the feed is cached: adding chapters and a transcript must refresh it.
    const before = await parsed(path);
    const item = () => before.items.find((entry) => entry.title === episode.title);
    expect(item()?.podcastChapters).toBeUndefined();
    expect(item()?.podcastTranscripts).toBeUndefined();

    const admin = await t.loginAgent();
    await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 0, title: 'Welcome' }).expect(201);
    await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 1, title: 'Pricing' }).expect(201);
    await admin.put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'ep2.vtt', language: 'en-GB', content: VTT }).expect(200);

    const feed = await parsed(path);
    const withTracks = feed.items.find((entry) => entry.title === episode.title);
    expect(withTracks?.podcastChapters).toEqual({ url: `${PUBLIC_URL}/podcast/episodes/${episode.id}/chapters.json`, type: 'application/json+chapters' });
    expect(withTracks?.podcastTranscripts).toEqual([
      { url: `${PUBLIC_URL}/podcast/episodes/${episode.id}/transcript.vtt`, type: TranscriptType.VTT, language: 'en-GB', rel: 'captions' },
      { url: `${PUBLIC_URL}/podcast/episodes/${episode.id}/transcript.srt`, type: TranscriptType.SRT, language: 'en-GB', rel: 'captions' },
    ]);
    const without = feed.items.find((entry) => entry.title === plain.title);
    expect(without?.podcastChapters).toBeUndefined();
    expect(without?.podcastTranscripts).toBeUndefined();

    // Every URL the feed names answers with what it says it is.
    const chapters = await t
      .http()
      .get(pathOf(withTracks?.podcastChapters?.url ?? ''))
      .expect(200);
    expect(chapters.headers['content-type']).toBe('application/json+chapters; charset=utf-8');
    expect((JSON.parse(chapters.text) as { chapters: unknown[] }).chapters).toEqual([
      { startTime: 0, title: 'Welcome' },
      { startTime: 1, title: 'Pricing' },
    ]);
    for (const transcript of withTracks?.podcastTranscripts ?? []) {
      const file = await t.http().get(pathOf(transcript.url)).expect(200);
      expect(file.headers['content-type']).toBe(`${transcript.type}; charset=utf-8`);
      expect(file.text).toContain('Let us talk pricing.');
    }

    // Cleared again for the next feed of the table.
    const view = (await admin.get(`/api/admin/episodes/${episode.id}/text-tracks`).expect(200)).body as { chapters: Array<{ id: number }> };
    for (const chapter of view.chapters) await admin.delete(`/api/admin/chapters/${chapter.id}`).expect(204);
    await admin.delete(`/api/admin/episodes/${episode.id}/transcript`).expect(204);
    const after = await parsed(path);
    expect(after.items.find((entry) => entry.title === episode.title)?.podcastChapters).toBeUndefined();
  });
});
