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

  it('WebVTT keeps the cue text and its character references as uploaded', () => {
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

describe('WebVTT keeps only its own cue tags', () => {
  const vttOf = (text: string) => renderWebVtt([cue(text)]).slice('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n'.length, -2);

  it('writes any other tag as escaped text', () => {
    expect(vttOf('Hi <img src=x onerror=alert(1)>')).toBe('Hi &lt;img src=x onerror=alert(1)&gt;');
    expect(vttOf('<script>alert(1)</script><a href="javascript:x">y</a>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href="javascript:x"&gt;y&lt;/a&gt;',
    );
    expect(vttOf('<svg/onload=alert(1)><iframe srcdoc=x><I>caps</I><<b>')).toBe(
      '&lt;svg/onload=alert(1)&gt;&lt;iframe srcdoc=x&gt;&lt;I&gt;caps&lt;/I&gt;&lt;&lt;b&gt;',
    );
  });

  it('keeps c, i, b, u, ruby, rt, v and lang with their classes and annotations, their end tags and timestamp tags', () => {
    const kept = [
      '<c.yellow.bg_blue>c</c>',
      '<i.loud>i</i> <b>b</b> <u>u</u>',
      '<ruby.r>漢<rt.t>kan</rt></ruby>',
      '<v.loud.x Dr. Ana Bo>v</v>',
      '<v>anonymous</v>',
      '<lang en-GB>colour</lang>',
      '<00:00:01.000>one <01:02.500>two <123:59:59.999>three',
      '<v Ana &amp; Bo>&#60;3</v>',
    ];
    for (const text of kept) expect(vttOf(text)).toBe(text);
  });

  it("writes a kept tag in the spec's form: annotations only where they mean something, no attribute values", () => {
    expect(vttOf('<b onclick=alert(1)>x</b>')).toBe('<b>x</b>');
    expect(vttOf('<c.a..b. note>x</c>')).toBe('<c.a.b>x</c>');
    expect(vttOf('<v Ana onmouseover=alert(1)>x')).toBe('<v Ana onmouseover&#61;alert(1)>x');
    expect(vttOf('<v\tQ&A  <Bo \n>x')).toBe('<v Q&amp;A &lt;Bo>x');
    expect(vttOf('<lang\ten-GB >x</lang>')).toBe('<lang en-GB>x</lang>');
  });

  it('writes as text what only looks like a cue tag', () => {
    const texts = ['<c.a&b>', '<c.a<b>', '</c.x>', '</b >', '<vx Ana>', '<00:60:00.000>', '<00:00:00.5000>', '<0:00:00.000>', '<1>', '<00:00.000.1>'];
    expect(texts.map(vttOf)).toEqual(texts.map((text) => `&lt;${text.slice(1, -1).replaceAll('<', '&lt;')}&gt;`));
  });

  it("leaves SRT's <font> tags out, as the SRT file does", () => {
    expect(vttOf('<font color="#ffff00">yellow</font> <FONT face=x>x</FONT>')).toBe('yellow x');
  });

  it('never writes a `<` that starts anything but a kept tag', () => {
    const vtt = renderWebVtt([cue('<v Ana>a <x>b</x> <img src=x onerror=alert(1)> <c.y>c</c> < <<i>>'), cue('<style>*{}</style><br/>')]);
    const tags = [...vtt.matchAll(/</g)].map((match) => vtt.slice(match.index, vtt.indexOf('>', match.index) + 1));
    expect(tags).toEqual(['<v Ana>', '<c.y>', '</c>']);
  });

  it('reads crafted tags in linear time', () => {
    // 50,000 characters each (ten times a cue's cap): anything quadratic would take seconds.
    for (const text of [
      `<v ${'&'.repeat(49_990)}>`,
      `<v ${'&a'.repeat(24_995)}>`,
      `<v ${'&#x'.repeat(16_660)}>`,
      `<c${'.'.repeat(49_990)}>`,
      `<v${' \t'.repeat(24_995)}>`,
    ]) {
      expect(timed(() => renderWebVtt([cue(text)]))).toBeLessThan(1000);
    }
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
