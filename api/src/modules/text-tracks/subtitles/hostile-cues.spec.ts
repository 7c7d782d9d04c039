import { cueTokens } from './cue-markup';
import { parseSubtitles } from './parse-subtitles';
import { renderSrt, renderWebVtt } from './render-subtitles';
import { SUBTITLE_LIMITS, SubtitleCue, SubtitleFormat, SubtitleSyntaxError } from './subtitle-cue';
import { transcriptParagraphs } from './transcript-paragraphs';
import { transcriptRenderings } from './transcript-renderings';

// Issue 30: cue text comes from an uploaded file; nothing made of it may take more than linear time,
// and text the source escaped must stay escaped in the files players read.

const lines = (...text: string[]) => text.join('\n');
const cue = (text: string, startMs = 0, endMs = 1000): SubtitleCue => ({ startMs, endMs, text });

function syntaxError(text: string, format: SubtitleFormat): SubtitleSyntaxError {
  try {
    parseSubtitles(text, format);
  } catch (error) {
    if (error instanceof SubtitleSyntaxError) return error;
    throw error;
  }
  throw new Error('the file parsed');
}

/** Milliseconds `work` takes; the inputs below took seconds to minutes with the old patterns. */
function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

describe('cueTokens', () => {
  it('splits text and tags, with names, closing tags and voices as the WebVTT markup has them', () => {
    expect(cueTokens('<v.loud Ana>Hi <i.x>there</i><00:00:01.000>&amp;</v>')).toEqual([
      { kind: 'tag', raw: 'v.loud Ana', closing: false, name: 'v', voice: 'Ana' },
      { kind: 'text', text: 'Hi ' },
      { kind: 'tag', raw: 'i.x', closing: false, name: 'i' },
      { kind: 'text', text: 'there' },
      { kind: 'tag', raw: '/i', closing: true, name: 'i' },
      { kind: 'tag', raw: '00:00:01.000', closing: false, name: '00:00:01' },
      { kind: 'text', text: '&amp;' },
      { kind: 'tag', raw: '/v', closing: true, name: 'v' },
    ]);
  });

  it('reads a voice only from "v", classes, then nothing or spaces and tabs', () => {
    const voices = ['<v>', '<v   >', '<v\tAna  Bo >', '<v.a.b Dr. Ana>', '<vx Ana>', '<v\nAna>', '</v Ana>'].map((text) => {
      const [token] = cueTokens(text);
      return token.kind === 'tag' ? token.voice : 'text';
    });
    expect(voices).toEqual(['', '', 'Ana  Bo ', 'Dr. Ana', undefined, undefined, undefined]);
  });

  it('takes a `<` without a `>` after it for text, and a tag to the first `>`', () => {
    expect(cueTokens('a < b')).toEqual([{ kind: 'text', text: 'a < b' }]);
    expect(cueTokens('<<b>c<')).toEqual([
      { kind: 'tag', raw: '<b', closing: false, name: '<b' },
      { kind: 'text', text: 'c<' },
    ]);
    expect(cueTokens('')).toEqual([]);
  });
});

describe('escaped text stays escaped in the files', () => {
  const escaped = '&lt;img src=x onerror=alert(1)&gt; &#60;script&#62; &#x3C;b&#x3e; a &amp;&amp; b &amp;lt;';

  it('SRT keeps every reference to <, > and & as written, and still decodes the others', () => {
    const srt = renderSrt([cue(`<v Ana &amp; Bo>${escaped} &#39;quoted&#39;&nbsp;!`)]);
    expect(srt).toBe(`1\n00:00:00,000 --> 00:00:01,000\nAna &amp; Bo: ${escaped} 'quoted'\u00a0!\n\n`);
    expect(srt).not.toMatch(/<(?!\/?[ibu]>)/);
  });

  it('WebVTT keeps the cue text as uploaded', () => {
    expect(renderWebVtt([cue(`<v Ana>${escaped}</v>`)])).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Ana>${escaped}</v>\n\n`);
  });

  it('both write a `<` that opens no tag as &lt;, so a player that adds markup around lines cannot complete it', () => {
    const text = 'a < b\n<img src=x onerror=alert(1)';
    expect(renderSrt([cue(text)])).toBe('1\n00:00:00,000 --> 00:00:01,000\na &lt; b\n&lt;img src=x onerror=alert(1)\n\n');
    expect(renderWebVtt([cue(text)])).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na &lt; b\n&lt;img src=x onerror=alert(1)\n\n');
  });

  it('the markup each format allows works as before', () => {
    const text = '<v.loud Ana>Hi <i>there</i> <b>bold</b> <u>u</u> <c.yellow>c</c> <ruby>漢<rt>kan</rt></ruby><00:00:00.500>!';
    expect(renderSrt([cue(text)])).toBe('1\n00:00:00,000 --> 00:00:01,000\nAna: Hi <i>there</i> <b>bold</b> <u>u</u> c 漢kan!\n\n');
    expect(renderWebVtt([cue(text)])).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${text}\n\n`);
    expect(transcriptParagraphs([cue(`${text} &lt;3`)])).toEqual([{ startSeconds: 0, speaker: 'Ana', text: 'Hi there bold u c 漢kan! <3' }]);
  });
});

describe('limits at upload', () => {
  const { lineChars, cueTextChars } = SUBTITLE_LIMITS;

  it('refuses a line longer than the limit, naming it, in either format and in any kind of line', () => {
    const long = 'x'.repeat(lineChars + 1);
    const reason = `the line is longer than ${lineChars.toLocaleString('en-US')} characters`;
    expect(syntaxError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', long), 'vtt').message).toBe(`Line 4: ${reason}`);
    expect(syntaxError(lines('WEBVTT', '', `NOTE ${long}`, '', '00:01.000 --> 00:02.000', 'a'), 'vtt').message).toBe(`Line 3: ${reason}`);
    expect(syntaxError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '2', `00:00:02,000 --> 00:00:03,000 ${long}`), 'srt').message).toBe(
      `Line 6: ${reason}`,
    );
  });

  it("refuses a cue's text longer than the limit on the line that takes it past", () => {
    const part = 'y'.repeat(cueTextChars / 2);
    const reason = `the cue's text is longer than ${cueTextChars.toLocaleString('en-US')} characters`;
    // Two halves and the line break between them make one character too many.
    expect(syntaxError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', part, part), 'vtt').message).toBe(`Line 5: ${reason}`);
    expect(syntaxError(lines('1', '00:00:01,000 --> 00:00:02,000', '{\\an8}', part, `{\\i1}${part}`), 'srt').message).toBe(`Line 5: ${reason}`);
  });

  it('takes a line and a cue of exactly the limit', () => {
    const full = 'z'.repeat(cueTextChars);
    expect(parseSubtitles(lines('WEBVTT', '', '00:01.000 --> 00:02.000', full), 'vtt')).toEqual([cue(full, 1000, 2000)]);
    const halves = [lineChars / 2 - 1, lineChars / 2].map((length) => 'z'.repeat(length));
    expect(parseSubtitles(lines('1', '00:00:01,000 --> 00:00:02,000', ...halves), 'srt')[0].text).toHaveLength(cueTextChars);
  });
});

describe('linear time on crafted cues', () => {
  it('refuses an SRT line of 80 kB at once, and strips override tags from the longest line allowed in linear time', () => {
    const overrides80k = '{\\'.repeat(40_000);
    let error: unknown;
    expect(
      timed(() => {
        try {
          parseSubtitles(lines('1', '00:00:01,000 --> 00:00:02,000', overrides80k), 'srt');
        } catch (caught) {
          error = caught;
        }
      }),
    ).toBeLessThan(1000);
    expect(error).toEqual(new SubtitleSyntaxError(3, `the line is longer than ${SUBTITLE_LIMITS.lineChars.toLocaleString('en-US')} characters`));

    // The old /\{\\[^}]*\}/g retried at every "{\"; 2,500 of them and a final "}" still parse.
    const longest = `${'{\\'.repeat(SUBTITLE_LIMITS.lineChars / 2 - 1)}}x`;
    expect(timed(() => expect(parseSubtitles(lines('1', '00:00:01,000 --> 00:00:02,000', longest), 'srt')[0].text).toBe('x'))).toBeLessThan(1000);
  });

  it('renders and reads cues of thousands of `<` in linear time', () => {
    // The crafted cues of issue 30, each 200,000 characters (past the upload limit: what an older row may hold).
    const crafted = ['<'.repeat(200_000), `${'<'.repeat(199_999)}x`, `${'<v.'.repeat(33_333)}\t${'\t'.repeat(33_333)}`, '<<'.repeat(100_000)];
    for (const text of crafted) {
      expect(timed(() => transcriptRenderings([cue(text)]))).toBeLessThan(1000);
    }
    expect(transcriptRenderings([cue(`${'<'.repeat(3000)}x`)])).toEqual({
      vtt: `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${'&lt;'.repeat(3000)}x\n\n`,
      srt: `1\n00:00:00,000 --> 00:00:01,000\n${'&lt;'.repeat(3000)}x\n\n`,
      paragraphs: [{ startSeconds: 0, speaker: null, text: `${'<'.repeat(3000)}x` }],
    });
  });
});
