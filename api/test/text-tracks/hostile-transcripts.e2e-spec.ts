import { EpisodeStatus, type PublicEpisodeDetailDto } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { StoredTranscriptText1795702337264 } from '../../src/database/migrations/1795702337264-StoredTranscriptText';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { CatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import { EpisodeTranscriptEntity } from '../../src/modules/text-tracks/episode-transcript.entity';
import { SUBTITLE_LIMITS, type SubtitleCue } from '../../src/modules/text-tracks/subtitles/subtitle-cue';
import { PUBLIC_URL, writeSiteIndex } from '../distribution/distribution-fixtures';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode } from '../media/media-fixtures';

/**
 * Issue 30, "Nothing anonymous can stall the site": transcripts an admin uploads, crafted to make the
 * old tag patterns backtrack (a 3 kB cue held the event loop 30.7 s on one anonymous SRT read), are
 * capped at upload, and every public read serves text made once at upload, in well under a second.
 * Text the source escaped stays escaped in the SRT and WebVTT files, and the WebVTT file writes any
 * tag it does not have as text. A transcript the previous release wrote (no stored text: a rolling
 * upgrade) is served from its cues by every read, and the text made is stored.
 */

const cueBlock = (index: number, text: string) => {
  const start = `00:${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}.000`;
  const end = `00:${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}.900`;
  return `${start} --> ${end}\n${text}\n`;
};
const webVtt = (...texts: string[]) => `WEBVTT\n\n${texts.map((text, index) => cueBlock(index, text)).join('\n')}`;

/** The file: one cue of 3,000 `<` and an `x` (3 kB, within every cap). */
const THREE_KB = webVtt(`${'<'.repeat(3000)}x`);

/** Cues of the longest text a cue may have, made of what made the old patterns backtrack. */
const CRAFTED_CUES = [
  '<'.repeat(SUBTITLE_LIMITS.cueTextChars),
  `${'<'.repeat(SUBTITLE_LIMITS.cueTextChars - 1)}x`,
  `${'<v.'.repeat(SUBTITLE_LIMITS.cueTextChars / 6)}\t${'\t'.repeat(SUBTITLE_LIMITS.cueTextChars / 2 - 3)}x`,
  '<<'.repeat(SUBTITLE_LIMITS.cueTextChars / 2),
];

/** Milliseconds one request takes (the reads below took seconds to minutes before issue 30). */
async function timed<T>(request: () => Promise<T>): Promise<{ ms: number; response: T }> {
  const started = performance.now();
  const response = await request();
  return { ms: performance.now() - started, response };
}

describe('transcripts crafted against the server (issue 30)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let episode: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    admin = await t.loginAgent();
    episode = await createEpisode(t, { title: 'Crafted transcript', status: EpisodeStatus.Published, publishedAt: new Date() });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (fileName: string, content: string) => admin.put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName, language: 'en', content });

  /** Each anonymous read of the transcript, timed alone; every one must be well under a second. */
  async function publicReads(): Promise<{ srt: string; vtt: string; detail: PublicEpisodeDetailDto; page: string }> {
    const srt = await timed(() => t.http().get(`/podcast/episodes/${episode.id}/transcript.srt`).expect(200));
    const vtt = await timed(() => t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(200));
    const detail = await timed(() => t.http().get(`/api/episodes/${episode.id}`).expect(200));
    const page = await timed(() => t.http().get(`/episodes/${episode.id}`).expect(200));
    const slow = Object.entries({ srt: srt.ms, vtt: vtt.ms, detail: detail.ms, page: page.ms }).filter(([, ms]) => ms >= 1000);
    expect(slow).toEqual([]);
    return { srt: srt.response.text, vtt: vtt.response.text, detail: detail.response.body as PublicEpisodeDetailDto, page: page.response.text };
  }

  it("takes the issue's 3 kB cue of 3,000 `<`, and serves every public read of it at once", async () => {
    await upload('crafted.vtt', THREE_KB).expect(200);
    const { srt, vtt, detail, page } = await publicReads();
    expect(srt).toBe(`1\n00:00:00,000 --> 00:00:00,900\n${'&lt;'.repeat(3000)}x\n\n`);
    expect(vtt).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:00.900\n${'&lt;'.repeat(3000)}x\n\n`);
    expect(detail.transcript?.paragraphs).toEqual([{ startSeconds: 0, speaker: null, text: `${'<'.repeat(3000)}x` }]);
    expect(page).toContain(`<p class="episode-transcript__text" lang="en">${'&lt;'.repeat(3000)}x</p>`);
  });

  it('refuses a cue of 40,000 `<` and an SRT line of 80 kB at once, naming the file, the line and the limit, and keeps the transcript', async () => {
    const tooLong = await timed(() => upload('crafted.vtt', webVtt('<'.repeat(40_000))).expect(400));
    expect((tooLong.response.body as { message: string }).message).toBe('crafted.vtt: Line 4: the line is longer than 5,000 characters');
    const overrides = ['1', '00:00:01,000 --> 00:00:02,000', '{\\'.repeat(40_000), ''].join('\n');
    const srtLine = await timed(() => upload('crafted.srt', overrides).expect(400));
    expect((srtLine.response.body as { message: string }).message).toBe('crafted.srt: Line 3: the line is longer than 5,000 characters');
    const cue = webVtt(['y'.repeat(3000), 'y'.repeat(3000)].join('\n'));
    expect((await upload('long-cue.vtt', cue).expect(400)).body).toMatchObject({
      message: "long-cue.vtt: Line 5: the cue's text is longer than 5,000 characters",
    });
    expect(tooLong.ms).toBeLessThan(1000);
    expect(srtLine.ms).toBeLessThan(1000);
    expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.srt`).expect(200)).text).toContain('&lt;&lt;&lt;x');
  });

  it('takes cues of the longest text allowed, made to backtrack, and still serves every public read at once', async () => {
    const texts = Array.from({ length: 40 }, (_, index) => CRAFTED_CUES[index % CRAFTED_CUES.length]);
    const saved = await timed(() => upload('longest.vtt', webVtt(...texts)).expect(200));
    expect(saved.ms).toBeLessThan(5000);
    const { srt, vtt, detail } = await publicReads();
    expect(srt.split('\n\n')).toHaveLength(41);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:00.900\n&lt;&lt;')).toBe(true);
    expect(detail.transcript?.paragraphs.length).toBeGreaterThan(0);
  });

  it('keeps escaped text escaped in both files, and the markup each format allows', async () => {
    const escaped = '&lt;img src=x onerror=alert(1)&gt; &#60;script&#62;alert(2)&#60;/script&#62; Q&amp;A';
    await upload('escaped.vtt', webVtt(`<v Ana>${escaped}</v>`, '<v.loud Ben><i>in</i> <b>bold</b> <c.yellow>yellow</c></v>')).expect(200);
    const { srt, vtt, detail, page } = await publicReads();
    expect(srt).toBe(`1\n00:00:00,000 --> 00:00:00,900\nAna: ${escaped}\n\n2\n00:00:01,000 --> 00:00:01,900\nBen: <i>in</i> <b>bold</b> yellow\n\n`);
    expect(vtt).toBe(
      `WEBVTT\n\n00:00:00.000 --> 00:00:00.900\n<v Ana>${escaped}</v>\n\n00:00:01.000 --> 00:00:01.900\n<v.loud Ben><i>in</i> <b>bold</b> <c.yellow>yellow</c></v>\n\n`,
    );
    for (const file of [srt, vtt]) expect(file).not.toMatch(/<(img|script)/i);
    // The page shows the text as text: decoded in its data, escaped again in its HTML.
    expect(detail.transcript?.paragraphs[0]).toEqual({ startSeconds: 0, speaker: 'Ana', text: '<img src=x onerror=alert(1)> <script>alert(2)</script> Q&A' });
    expect(page).not.toMatch(/<img src=x/);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('writes any tag WebVTT does not have as escaped text in the .vtt file', async () => {
    await upload('tags.vtt', webVtt('Hi <img src=x onerror=alert(1)>', '<c.x>kept</c> <script>alert(2)</script>')).expect(200);
    const { srt, vtt } = await publicReads();
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:00.900\nHi &lt;img src=x onerror=alert(1)&gt;\n\n00:00:01.000 --> 00:00:01.900\n<c.x>kept</c> &lt;script&gt;alert(2)&lt;/script&gt;\n\n',
    );
    for (const file of [srt, vtt]) expect(file).not.toMatch(/<(img|script)/i);
  });

  describe('a transcript the release before issue 30 wrote (its cues, none of the stored text)', () => {
    const transcripts = () => t.app.get(DataSource).getRepository(EpisodeTranscriptEntity);
    const storedText = () =>
      transcripts().findOneOrFail({ where: { episodeId: episode.id }, select: { episodeId: true, vtt: true, srt: true, paragraphs: true } });

    /** Writes the transcript as that release does (its columns only, one INSERT … ON CONFLICT), with `label` in its text. */
    async function writeAsPreviousRelease(label: string): Promise<SubtitleCue[]> {
      const cues = [
        { startMs: 0, endMs: 1000, text: `<v Ana>${label} &amp; more` },
        { startMs: 1000, endMs: 2000, text: 'Bye <img src=x onerror=alert(1)>now' },
      ];
      await transcripts()
        .createQueryBuilder()
        .insert()
        .values({
          episodeId: episode.id,
          language: 'en',
          sourceFormat: 'vtt',
          fileName: 'old.vtt',
          cues,
          cueCount: 2,
          timedForAssetId: null,
          updatedAt: new Date(),
        })
        .orUpdate(['language', 'sourceFormat', 'fileName', 'cues', 'cueCount', 'timedForAssetId', 'updatedAt'], ['episodeId'])
        .execute();
      expect(await storedText()).toMatchObject({ vtt: null, srt: null, paragraphs: null });
      return cues;
    }

    const srtOf = (label: string) => `1\n00:00:00,000 --> 00:00:01,000\nAna: ${label} &amp; more\n\n2\n00:00:01,000 --> 00:00:02,000\nBye now\n\n`;
    const vttOf = (label: string) =>
      `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Ana>${label} &amp; more\n\n00:00:01.000 --> 00:00:02.000\nBye &lt;img src=x onerror=alert(1)&gt;now\n\n`;
    const paragraphsOf = (label: string) => [
      { startSeconds: 0, speaker: 'Ana', text: `${label} & more` },
      { startSeconds: 1, speaker: null, text: 'Bye now' },
    ];

    /** After the first read, the row holds the text it made: later reads render nothing. */
    async function expectStored(label: string): Promise<void> {
      expect(await storedText()).toMatchObject({ vtt: vttOf(label), srt: srtOf(label), paragraphs: paragraphsOf(label) });
    }

    it('inserted: serves .srt and .vtt from the cues, and the admin download', async () => {
      await admin.delete(`/api/admin/episodes/${episode.id}/transcript`).expect(204);
      await writeAsPreviousRelease('Inserted SRT');
      expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.srt`).expect(200)).text).toBe(srtOf('Inserted SRT'));
      await expectStored('Inserted SRT');

      await admin.delete(`/api/admin/episodes/${episode.id}/transcript`).expect(204);
      await writeAsPreviousRelease('Inserted VTT');
      expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(200)).text).toBe(vttOf('Inserted VTT'));
      await expectStored('Inserted VTT');

      await admin.delete(`/api/admin/episodes/${episode.id}/transcript`).expect(204);
      await writeAsPreviousRelease('Admin');
      expect((await admin.get(`/api/admin/episodes/${episode.id}/transcript/srt`).expect(200)).text).toBe(srtOf('Admin'));
      await expectStored('Admin');
    });

    it('replacing one this release stored (its text emptied, never served for the old cues): serves /api/episodes/{id} and the page', async () => {
      await writeAsPreviousRelease('Replaced detail');
      const detail = (await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body as PublicEpisodeDetailDto;
      expect(detail.transcript?.paragraphs).toEqual(paragraphsOf('Replaced detail'));
      await expectStored('Replaced detail');

      await writeAsPreviousRelease('Replaced page');
      const page = (await t.http().get(`/episodes/${episode.id}`).expect(200)).text;
      expect(page).toContain(`<p class="episode-transcript__text" lang="en">Replaced page &amp; more</p>`);
      expect(page).not.toContain('Replaced detail');
      expect(page).not.toMatch(/<img src=x/);
      await expectStored('Replaced page');
      expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(200)).text).toBe(vttOf('Replaced page'));
    });

    it('keeps the stored text when a write leaves the cues alone (the previous release stamping the video)', async () => {
      await transcripts().update({ episodeId: episode.id }, { timedForAssetId: null });
      await expectStored('Replaced page');
    });
  });

  it('fills the stored text of transcripts saved before it, in the migration', async () => {
    const dataSource = t.app.get(DataSource);
    const migration = new StoredTranscriptText1795702337264();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(`UPDATE "episode_transcript" SET "cues" = $2::jsonb WHERE "episodeId" = $1`, [
        episode.id,
        JSON.stringify([{ startMs: 0, endMs: 1000, text: '<v Ana>Before &amp; after' }]),
      ]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    // Migrations run before a release's processes start (with empty caches); this running app sees
    // rows changed under it once the catalogue moves.
    await t.app.get(CatalogueVersion).changed();
    expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.srt`).expect(200)).text).toBe(
      '1\n00:00:00,000 --> 00:00:01,000\nAna: Before &amp; after\n\n',
    );
    expect((await t.http().get(`/podcast/episodes/${episode.id}/transcript.vtt`).expect(200)).text).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Ana>Before &amp; after\n\n',
    );
    const detail = (await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body as PublicEpisodeDetailDto;
    expect(detail.transcript?.paragraphs).toEqual([{ startSeconds: 0, speaker: 'Ana', text: 'Before & after' }]);
  });
});
