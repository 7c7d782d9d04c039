import { join } from 'node:path';
import type { AdminTextTracksDto, PublicEpisodeDetailDto, PublicTextTracksDto } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { PUBLIC_URL, publishedEpisodeWithVideo, writeSiteIndex } from '../distribution/distribution-fixtures';

const GOOD_VTT = [
  'WEBVTT',
  '',
  '1',
  '00:00:00.000 --> 00:00:01.000',
  '<v Ada>Welcome to the show.',
  '',
  '00:00:01.000 --> 00:00:02.000',
  '<v Ben>Glad to be here.',
  '',
].join('\n');
// Line 4 holds the broken time code: the message must name it.
const BAD_VTT = ['WEBVTT', '', '1', '00:00:0x.000 --> 00:00:01.000', 'Broken', ''].join('\n');
const GOOD_SRT = ['1', '00:00:00,000 --> 00:00:01,500', 'Hello from SRT', '', '2', '00:00:01,500 --> 00:00:02,000', 'Second line', ''].join('\n');

describe('chapters and transcripts: admin routes, public files, review after a new final video (issue 20)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let admin: TestAgent;
  let episode: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    admin = await t.loginAgent();
    episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Chapters episode' });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const view = async () => (await admin.get(`/api/admin/episodes/${episode.id}/text-tracks`).expect(200)).body as AdminTextTracksDto;

  it('guards every admin route', async () => {
    await t.http().get(`/api/admin/episodes/${episode.id}/text-tracks`).expect(401);
    await t.http().post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 0, title: 'x' }).expect(401);
    await t.http().put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'a.vtt', language: 'en', content: GOOD_VTT }).expect(401);
    await t.http().post(`/api/admin/episodes/${episode.id}/text-tracks/review`).send({ chapters: 'keep' }).expect(401);
  });

  it('adds chapters sorted by time, refuses a taken second, a time past the end and an empty title, renames, moves and deletes', async () => {
    const later = (await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 1, title: '  The deal  ' }).expect(201))
      .body as AdminTextTracksDto;
    expect(later.chapters.map((chapter) => [chapter.startSeconds, chapter.title])).toEqual([[1, 'The deal']]);
    const both = (await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 0, title: 'Intro' }).expect(201))
      .body as AdminTextTracksDto;
    expect(both.chapters.map((chapter) => chapter.title)).toEqual(['Intro', 'The deal']);
    expect(both.chapters.every((chapter) => !chapter.needsReview)).toBe(true);
    expect(both.finalVideoAssetId).not.toBeNull();

    const taken = await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 1, title: 'Again' }).expect(409);
    expect(taken.body.message).toBe('A chapter already starts at 0:01');
    const past = await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 3600, title: 'Too late' }).expect(400);
    expect(past.body.message).toMatch(/^The chapter starts after the video ends \(0:0\d\)$/);
    const blank = await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 0, title: '   ' }).expect(400);
    expect(JSON.stringify(blank.body)).toContain('Chapter title is required');
    const fraction = await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 1.5, title: 'Half' }).expect(400);
    expect(JSON.stringify(fraction.body)).toContain('Start must be a whole number of seconds, 0 or more');

    const intro = both.chapters[0];
    const renamed = (await admin.patch(`/api/admin/chapters/${intro.id}`).send({ title: 'Welcome' }).expect(200)).body as AdminTextTracksDto;
    expect(renamed.chapters.map((chapter) => chapter.title)).toEqual(['Welcome', 'The deal']);
    // Moving onto another chapter's second is refused and changes nothing.
    await admin.patch(`/api/admin/chapters/${intro.id}`).send({ startSeconds: 1 }).expect(409);
    const extra = (await admin.post(`/api/admin/episodes/${episode.id}/chapters`).send({ startSeconds: 2, title: 'Outro' }).expect(201))
      .body as AdminTextTracksDto;
    const outro = extra.chapters.find((chapter) => chapter.title === 'Outro');
    await admin.delete(`/api/admin/chapters/${outro?.id}`).expect(204);
    await admin.delete(`/api/admin/chapters/${outro?.id}`).expect(404);
    await admin.patch('/api/admin/chapters/999999').send({ title: 'Nobody' }).expect(404);
    // null is not "leave it": a chapter always has a start and a title.
    await admin.patch(`/api/admin/chapters/${intro.id}`).send({ startSeconds: null }).expect(400);
    await admin.patch(`/api/admin/chapters/${intro.id}`).send({ title: null }).expect(400);
    expect((await view()).chapters.map((chapter) => [chapter.startSeconds, chapter.title])).toEqual([
      [0, 'Welcome'],
      [1, 'The deal'],
    ]);
  });

  it('refuses a malformed WebVTT file with its line number and keeps the transcript it had', async () => {
    await admin.put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'talk.vtt', language: 'en-US', content: GOOD_VTT }).expect(200);
    const refused = await admin
      .put(`/api/admin/episodes/${episode.id}/transcript`)
      .send({ fileName: 'broken.vtt', language: 'en-US', content: BAD_VTT })
      .expect(400);
    expect(refused.body.message).toMatch(/^broken\.vtt: Line 4: the time code "00:00:0x\.000 --> 00:00:01\.000" is not valid/);
    const kept = await view();
    expect(kept.transcript).toMatchObject({ fileName: 'talk.vtt', language: 'en-US', sourceFormat: 'vtt', cueCount: 2, needsReview: false });

    const notSubtitles = await admin
      .put(`/api/admin/episodes/${episode.id}/transcript`)
      .send({ fileName: 'notes.txt', language: 'en', content: 'Just some notes' })
      .expect(400);
    expect(notSubtitles.body.message).toBe('The file is not a WebVTT (.vtt) or SRT (.srt) transcript');
    const language = await admin
      .put(`/api/admin/episodes/${episode.id}/transcript`)
      .send({ fileName: 'talk.vtt', language: 'english!', content: GOOD_VTT })
      .expect(400);
    expect(JSON.stringify(language.body)).toContain('Language must be a language code such as en or en-US');
    await admin.put('/api/admin/episodes/999999/transcript').send({ fileName: 'talk.vtt', language: 'en', content: GOOD_VTT }).expect(404);
  });

  it('takes SRT too and serves the admin both formats', async () => {
    const saved = (
      await admin.put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'talk.srt', language: 'en', content: GOOD_SRT }).expect(200)
    ).body as AdminTextTracksDto;
    expect(saved.transcript).toMatchObject({ sourceFormat: 'srt', cueCount: 2, language: 'en' });
    const vtt = await admin.get(`/api/admin/episodes/${episode.id}/transcript/vtt`).expect(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.text).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello from SRT\n\n00:00:01.500 --> 00:00:02.000\nSecond line\n\n');
    const srt = await admin.get(`/api/admin/episodes/${episode.id}/transcript/srt`).expect(200);
    expect(srt.headers['content-type']).toBe('application/srt; charset=utf-8');
    expect(srt.text.startsWith('1\n00:00:00,000 --> 00:00:01,500\nHello from SRT\n')).toBe(true);
    await admin.get(`/api/admin/episodes/${episode.id}/transcript/txt`).expect(404);
    await admin.put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'talk.vtt', language: 'en-US', content: GOOD_VTT }).expect(200);
  });

  it('serves chapters as Podcasting 2.0 JSON and the transcript as WebVTT and SRT, for published episodes only', async () => {
    const chapters = await t.http().get(`/podcast/episodes/${episode.id}/chapters.json`).expect(200);
    expect(chapters.headers['content-type']).toBe('application/json+chapters; charset=utf-8');
    expect(chapters.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(chapters.text)).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 1, title: 'The deal' },
      ],
    });
    const vtt = await t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.text).toContain('<v Ada>Welcome to the show.');
    const srt = await t.http().get(`/podcast/episodes/${episode.id}/transcript.srt`).expect(200);
    expect(srt.headers['content-type']).toBe('application/srt; charset=utf-8');
    expect(srt.text).toContain('Ada: Welcome to the show.');

    const player = (await t.http().get(`/api/episodes/${episode.id}/text-tracks`).expect(200)).body as PublicTextTracksDto;
    expect(player).toEqual({
      chapters: [
        { startSeconds: 0, title: 'Welcome' },
        { startSeconds: 1, title: 'The deal' },
      ],
      captions: { language: 'en-US', vttUrl: `/podcast/episodes/${episode.id}/transcript.vtt`, srtUrl: `/podcast/episodes/${episode.id}/transcript.srt` },
    });
    const detail = (await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body as PublicEpisodeDetailDto;
    expect(detail.chapters).toEqual(player.chapters);
    expect(detail.transcript?.paragraphs).toEqual([
      { startSeconds: 0, speaker: 'Ada', text: 'Welcome to the show.' },
      { startSeconds: 1, speaker: 'Ben', text: 'Glad to be here.' },
    ]);

    const draft = await createEpisode(t, { title: 'Draft with chapters' });
    await admin.post(`/api/admin/episodes/${draft.id}/chapters`).send({ startSeconds: 0, title: 'Secret' }).expect(201);
    await admin.put(`/api/admin/episodes/${draft.id}/transcript`).send({ fileName: 'a.vtt', language: 'en', content: GOOD_VTT }).expect(200);
    await t.http().get(`/podcast/episodes/${draft.id}/chapters.json`).expect(404);
    await t.http().get(`/podcast/episodes/${draft.id}/transcript.vtt`).expect(404);
    await t.http().get(`/api/episodes/${draft.id}/text-tracks`).expect(404);
    // The admin still reads a draft's transcript.
    await admin.get(`/api/admin/episodes/${draft.id}/transcript/vtt`).expect(200);
  });

  it("puts the transcript's text in the episode page, for search engines", async () => {
    writeSiteIndex(t);
    const html = (await t.http().get(`/episodes/${episode.id}`).expect(200)).text;
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { video?: { transcript?: string } };
    expect(jsonLd.video?.transcript).toBe('Ada: Welcome to the show.\nBen: Glad to be here.');
    const data = JSON.parse(/<script type="application\/json" id="episode-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as PublicEpisodeDetailDto;
    expect(data.transcript?.paragraphs.map((paragraph) => paragraph.text)).toEqual(['Welcome to the show.', 'Glad to be here.']);
    expect(data.chapters.map((chapter) => chapter.title)).toEqual(['Welcome', 'The deal']);
  });

  it('asks to keep or clear both after a new edited version becomes the final video, and applies the choice', async () => {
    const before = await view();
    const clip = await makeClip(join(scratch.dir, `v2-${episode.id}.mp4`), { width: 640, height: 360, seconds: 3 });
    await admin.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const changed = await waitFor(async () => {
      const current = await view();
      return current.finalVideoAssetId !== before.finalVideoAssetId ? current : null;
    });
    expect(changed.chapters.map((chapter) => chapter.needsReview)).toEqual([true, true]);
    expect(changed.transcript?.needsReview).toBe(true);

    await admin.post(`/api/admin/episodes/${episode.id}/text-tracks/review`).send({}).expect(400);
    await admin.post(`/api/admin/episodes/${episode.id}/text-tracks/review`).send({ chapters: 'maybe' }).expect(400);
    // Meanwhile listeners still get both: nothing is taken away until an admin decides.
    await t.http().get(`/podcast/episodes/${episode.id}/chapters.json`).expect(200);

    const decided = (await admin.post(`/api/admin/episodes/${episode.id}/text-tracks/review`).send({ chapters: 'keep', transcript: 'clear' }).expect(200))
      .body as AdminTextTracksDto;
    expect(decided.chapters.map((chapter) => [chapter.title, chapter.needsReview])).toEqual([
      ['Welcome', false],
      ['The deal', false],
    ]);
    expect(decided.transcript).toBeNull();
    await t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(404);
    expect(((await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body as PublicEpisodeDetailDto).transcript).toBeNull();
  });

  it('leaves nothing behind when the episode is deleted', async () => {
    const doomed = await createEpisode(t, { title: 'Doomed' });
    await admin.post(`/api/admin/episodes/${doomed.id}/chapters`).send({ startSeconds: 0, title: 'Gone' }).expect(201);
    await admin.put(`/api/admin/episodes/${doomed.id}/transcript`).send({ fileName: 'a.vtt', language: 'en', content: GOOD_VTT }).expect(200);
    await admin.delete(`/api/admin/episodes/${doomed.id}`).expect(204);
    const [{ count }] = (await t.app
      .get(DataSource)
      .query(
        `SELECT (SELECT count(*) FROM episode_chapter WHERE "episodeId" = $1) + (SELECT count(*) FROM episode_transcript WHERE "episodeId" = $1) AS count`,
        [doomed.id],
      )) as Array<{ count: string }>;
    expect(Number(count)).toBe(0);
  });
});
