import { detectSubtitleFormat, parseSubtitles } from './parse-subtitles';
import { renderSrt, renderWebVtt } from './render-subtitles';
import { SubtitleCue, SubtitleFormat, SubtitleSyntaxError } from './subtitle-cue';
import { transcriptParagraphs } from './transcript-paragraphs';

const lines = (...text: string[]) => text.join('\n');

function syntaxError(text: string, format: SubtitleFormat): SubtitleSyntaxError {
  try {
    parseSubtitles(text, format);
  } catch (error) {
    if (error instanceof SubtitleSyntaxError) return error;
    throw error;
  }
  throw new Error('the file parsed');
}

function expectError(text: string, format: SubtitleFormat, line: number, reason: string): void {
  const error = syntaxError(text, format);
  expect({ line: error.line, message: error.message }).toEqual({ line, message: `Line ${line}: ${reason}` });
}

const cue = (startMs: number, endMs: number, text: string): SubtitleCue => ({ startMs, endMs, text });

describe('SubtitleSyntaxError', () => {
  it('names the line first in its message and is an Error', () => {
    const error = new SubtitleSyntaxError(7, 'the cue ends before it starts');
    expect(error).toBeInstanceOf(Error);
    expect(error.line).toBe(7);
    expect(error.message).toBe('Line 7: the cue ends before it starts');
    expect(error.name).toBe('SubtitleSyntaxError');
  });
});

describe('parseSubtitles, WebVTT', () => {
  it('reads cues with and without hours, identifiers, settings, markup and several lines', () => {
    const vtt = lines(
      'WEBVTT - Episode 12',
      'Kind: captions',
      'Language: en',
      '',
      'intro',
      '00:01.000 --> 00:04.500',
      '<v Ana>Welcome to the show.</v>',
      '',
      '2',
      '00:00:04.500 --> 00:00:09.000 align:start position:10% line:0',
      '<v.loud Ben>Thanks for having me,',
      '<i>really</i> &amp; truly.   ',
      '',
      '01:00:00.000\t-->\t01:00:01.250',
      'tab separated',
      '',
      '01:00:01.000-->100:00:00.000',
      'over a hundred hours',
      '',
    );
    expect(parseSubtitles(vtt, 'vtt')).toEqual([
      cue(1000, 4500, '<v Ana>Welcome to the show.</v>'),
      cue(4500, 9000, '<v.loud Ben>Thanks for having me,\n<i>really</i> &amp; truly.'),
      cue(3_600_000, 3_601_250, 'tab separated'),
      cue(3_601_000, 360_000_000, 'over a hundred hours'),
    ]);
  });

  it('ignores whatever follows the end time after a space, as WebVTT readers ignore settings they do not know', () => {
    expect(parseSubtitles(lines('WEBVTT', '', '00:01.000 --> 00:02.000 --> 00:03.000 size:x', 'a'), 'vtt')).toEqual([cue(1000, 2000, 'a')]);
  });

  it('reads hours of more than two digits', () => {
    expect(parseSubtitles(lines('WEBVTT', '', '123:04:05.678 --> 1234:00:00.000', 'late'), 'vtt')).toEqual([
      cue(((123 * 60 + 4) * 60 + 5) * 1000 + 678, 1234 * 3_600_000, 'late'),
    ]);
  });

  it('accepts "WEBVTT" alone, or followed by a space or tab and any text', () => {
    for (const signature of ['WEBVTT', 'WEBVTT ', 'WEBVTT\tcaptions', 'WEBVTT - a title -->']) {
      expect(parseSubtitles(lines(signature, '', '00:01.000 --> 00:02.000', 'a'), 'vtt')).toEqual([cue(1000, 2000, 'a')]);
    }
  });

  it('skips NOTE blocks anywhere, and STYLE and REGION blocks before the first cue', () => {
    const vtt = lines(
      'WEBVTT',
      '',
      'NOTE made by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'REGION',
      'id:fred width:40%',
      '',
      'NOTE',
      '',
      'NOTE\tthird',
      '',
      '00:01.000 --> 00:02.000',
      'one',
      '',
      'NOTE between cues',
      '',
      '00:02.000 --> 00:03.000',
      'two',
    );
    expect(parseSubtitles(vtt, 'vtt')).toEqual([cue(1000, 2000, 'one'), cue(2000, 3000, 'two')]);
  });

  it('takes STYLE or REGION after a cue as a cue identifier', () => {
    const vtt = lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'one', '', 'STYLE', '00:02.000 --> 00:03.000', 'two');
    expect(parseSubtitles(vtt, 'vtt')).toEqual([cue(1000, 2000, 'one'), cue(2000, 3000, 'two')]);
    expectError(
      lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'one', '', 'STYLE', '::cue { color: red }'),
      'vtt',
      7,
      'expected a cue time code ("00:00:01.000 --> 00:00:04.000")',
    );
  });

  it('takes a NOTE word followed by other letters as an identifier', () => {
    expect(parseSubtitles(lines('WEBVTT', '', 'NOTES', '00:01.000 --> 00:02.000', 'a'), 'vtt')).toEqual([cue(1000, 2000, 'a')]);
    expectError(lines('WEBVTT', '', 'NOTES', 'about this file'), 'vtt', 4, 'expected a cue time code ("00:00:01.000 --> 00:00:04.000")');
  });

  it('reads a cue that follows a header or comment without a blank line, as WebVTT parsers do', () => {
    expect(parseSubtitles(lines('WEBVTT', 'Kind: captions', '00:01.000 --> 00:02.000', 'a'), 'vtt')).toEqual([cue(1000, 2000, 'a')]);
    expect(parseSubtitles(lines('WEBVTT', '', 'NOTE', 'a comment', '00:01.000 --> 00:02.000', 'a'), 'vtt')).toEqual([cue(1000, 2000, 'a')]);
  });

  it('reads CRLF and CR line ends, a BOM, several blank lines and whitespace-only lines between blocks', () => {
    const expected = [cue(1000, 2000, 'first\nline two'), cue(3000, 4000, 'second')];
    const body = ['WEBVTT', '', '', '00:01.000 --> 00:02.000', 'first', 'line two', '   ', '\t', '00:03.000 --> 00:04.000', 'second', '', ''];
    expect(parseSubtitles(body.join('\r\n'), 'vtt')).toEqual(expected);
    expect(parseSubtitles(body.join('\r'), 'vtt')).toEqual(expected);
    expect(parseSubtitles(`\uFEFF${body.join('\n')}`, 'vtt')).toEqual(expected);
  });

  it('reads a cue without text, and keeps leading spaces of a text line', () => {
    expect(parseSubtitles(lines('WEBVTT', '', '00:01.000 --> 00:02.000', '', '00:02.000 --> 00:03.000', '  indented'), 'vtt')).toEqual([
      cue(1000, 2000, ''),
      cue(2000, 3000, '  indented'),
    ]);
  });

  it('allows cues that start together or overlap', () => {
    expect(
      parseSubtitles(lines('WEBVTT', '', '00:01.000 --> 00:05.000', 'a', '', '00:01.000 --> 00:02.000', 'b', '', '00:03.000 --> 00:04.000', 'c'), 'vtt'),
    ).toEqual([cue(1000, 5000, 'a'), cue(1000, 2000, 'b'), cue(3000, 4000, 'c')]);
  });

  describe('names the bad line', () => {
    it('a file that does not start with WEBVTT', () => {
      const reason = 'a WebVTT file starts with "WEBVTT"';
      expectError('', 'vtt', 1, reason);
      expectError(lines('', 'WEBVTT', '', '00:01.000 --> 00:02.000', 'a'), 'vtt', 1, reason);
      expectError(lines('WEBVTTX', '', '00:01.000 --> 00:02.000', 'a'), 'vtt', 1, reason);
      expectError(lines('webvtt', '', '00:01.000 --> 00:02.000', 'a'), 'vtt', 1, reason);
      expectError(lines(' WEBVTT', '', '00:01.000 --> 00:02.000', 'a'), 'vtt', 1, reason);
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'an SRT file'), 'vtt', 1, reason);
    });

    it('a NUL character', () => {
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a\0b'), 'vtt', 4, 'the file contains a NUL character');
      expectError('\0WEBVTT', 'vtt', 1, 'the file contains a NUL character');
      expectError('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\n\0', 'vtt', 4, 'the file contains a NUL character');
    });

    it.each([
      ['0:01.000 --> 00:02.000', 'minutes of one digit'],
      ['00:01.00 --> 00:02.000', 'milliseconds of two digits'],
      ['00:01.0000 --> 00:02.000', 'milliseconds of four digits'],
      ['00:01,000 --> 00:02.000', 'a comma before the milliseconds'],
      ['00:60.000 --> 01:02.000', 'seconds of 60'],
      ['00:61:00.000 --> 01:02:00.000', 'minutes of 61'],
      ['60:00.000 --> 61:00.000', 'minutes of 60 without hours'],
      ['1:00:01.000 --> 1:00:02.000', 'hours of one digit'],
      ['00:01.000 --> 00:02.000align:start', 'settings without a space'],
      ['00:01.000 -->', 'no end time'],
      ['--> 00:02.000', 'no start time'],
    ])('a bad time code: %s (%s)', (timing) => {
      const reason = `the time code "${timing.slice(0, 40)}" is not valid (expected hh:mm:ss.ttt --> hh:mm:ss.ttt)`;
      expectError(lines('WEBVTT', '', '00:00.500 --> 00:00.900', 'ok', '', 'second', timing, 'text'), 'vtt', 7, reason);
    });

    it('quotes at most 40 characters of a bad time code, trimmed', () => {
      const timing = '  00:00:01.000 --> 00:00:02.000x line:0 position:50% align:middle';
      expectError(
        lines('WEBVTT', '', timing, 'a'),
        'vtt',
        3,
        `the time code "${timing.trim().slice(0, 40)}" is not valid (expected hh:mm:ss.ttt --> hh:mm:ss.ttt)`,
      );
      expect(timing.trim().slice(0, 40)).toHaveLength(40);
    });

    it('a block without a time code, on the line where it was expected', () => {
      const reason = 'expected a cue time code ("00:00:01.000 --> 00:00:04.000")';
      // identifier, then text where the timing should be
      expectError(lines('WEBVTT', '', 'intro', 'Hello there', 'more'), 'vtt', 4, reason);
      // a lone line before the next cue: the timing was expected on the blank line after it
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a', '', 'stray', '', '00:03.000 --> 00:04.000', 'b'), 'vtt', 7, reason);
      // a lone line that ends the file: the last line is the nearest there is
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a', '', 'stray'), 'vtt', 6, reason);
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a', '', 'stray', ''), 'vtt', 6, reason);
      // an arrow too short to make a time code
      expectError(lines('WEBVTT', '', '00:01.000 -> 00:02.000', 'a'), 'vtt', 4, reason);
      // text that lost its blank line and timing
      expectError(lines('WEBVTT', '', 'Hello there', 'General Kenobi'), 'vtt', 4, reason);
    });

    it('a cue that ends before it starts, or when it starts', () => {
      const reason = 'the cue ends before it starts';
      expectError(lines('WEBVTT', '', '00:02.000 --> 00:01.000', 'a'), 'vtt', 3, reason);
      expectError(lines('WEBVTT', '', 'id', '00:02.000 --> 00:02.000', 'a'), 'vtt', 4, reason);
    });

    it('cues out of time order', () => {
      expectError(lines('WEBVTT', '', '00:05.000 --> 00:06.000', 'a', '', 'id', '00:04.999 --> 00:07.000', 'b'), 'vtt', 7, 'cues must be in time order');
    });

    it('text with an arrow, where a blank line between cues is missing', () => {
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a', '00:02.000 --> 00:03.000', 'b'), 'vtt', 5, 'a cue\'s text cannot contain "-->"');
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a --> b'), 'vtt', 4, 'a cue\'s text cannot contain "-->"');
    });

    it('a file without cues, on its last line', () => {
      const reason = 'the file has no cues';
      expectError('WEBVTT', 'vtt', 1, reason);
      expectError('WEBVTT\n', 'vtt', 1, reason);
      expectError('WEBVTT\n\n', 'vtt', 2, reason);
      expectError(lines('WEBVTT', 'Kind: captions', '', 'NOTE nothing yet', ''), 'vtt', 4, reason);
      expectError(lines('WEBVTT', '', 'STYLE', '::cue { color: red }', '', ''), 'vtt', 5, reason);
    });
  });
});

describe('parseSubtitles, SRT', () => {
  it('reads numbered cues, several lines, markup, and hours of any number of digits', () => {
    const srt = lines(
      '1',
      '00:00:01,000 --> 00:00:04,500',
      'Welcome to the show.',
      '',
      '2',
      '00:00:04,500 --> 00:00:09,000',
      '<i>Thanks</i> for having me,',
      'really.  ',
      '',
      '3',
      '1:00:00.000-->1:00:01.250',
      'a full stop and one hour digit',
      '',
      '4',
      '123:00:00,000 --> 123:00:01,000 X1:40 X2:600 Y1:20 Y2:50',
      'after the box coordinates some writers add',
      '',
    );
    expect(parseSubtitles(srt, 'srt')).toEqual([
      cue(1000, 4500, 'Welcome to the show.'),
      cue(4500, 9000, '<i>Thanks</i> for having me,\nreally.'),
      cue(3_600_000, 3_601_250, 'a full stop and one hour digit'),
      cue(123 * 3_600_000, 123 * 3_600_000 + 1000, 'after the box coordinates some writers add'),
    ]);
  });

  it('removes {\\...} override tags, and lines that held nothing else', () => {
    const srt = lines(
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '{\\an8}On top',
      '',
      '2',
      '00:00:02,000 --> 00:00:03,000',
      '{\\pos(10,20)}',
      '{\\i1}Slanted{\\i0} text',
    );
    expect(parseSubtitles(srt, 'srt')).toEqual([cue(1000, 2000, 'On top'), cue(2000, 3000, 'Slanted text')]);
  });

  it('tolerates a missing cue number, numbers with spaces, and numbers out of sequence', () => {
    const srt = lines(
      '00:00:01,000 --> 00:00:02,000',
      'no number',
      '',
      ' 7 ',
      '00:00:02,000 --> 00:00:03,000',
      'seven',
      '',
      '3',
      '00:00:03,000 --> 00:00:04,000',
      'three',
    );
    expect(parseSubtitles(srt, 'srt')).toEqual([cue(1000, 2000, 'no number'), cue(2000, 3000, 'seven'), cue(3000, 4000, 'three')]);
  });

  it('reads CRLF, a BOM, blank lines at the start and whitespace-only lines between cues', () => {
    const body = ['', '', '1', '00:00:01,000 --> 00:00:02,000', 'one', '  ', '2', '00:00:02,000 --> 00:00:03,000', 'two', '', '', ''];
    const expected = [cue(1000, 2000, 'one'), cue(2000, 3000, 'two')];
    expect(parseSubtitles(`\uFEFF${body.join('\r\n')}`, 'srt')).toEqual(expected);
    expect(parseSubtitles(body.join('\r'), 'srt')).toEqual(expected);
  });

  it('reads a cue without text, and a text line that is only a number', () => {
    const srt = lines('1', '00:00:01,000 --> 00:00:02,000', '', '2', '00:00:02,000 --> 00:00:03,000', '42');
    expect(parseSubtitles(srt, 'srt')).toEqual([cue(1000, 2000, ''), cue(2000, 3000, '42')]);
  });

  describe('names the bad line', () => {
    it('a first line that is neither a cue number nor a time code', () => {
      expectError(lines('WEBVTT', '', '00:01.000 --> 00:02.000', 'a'), 'srt', 1, 'expected a cue number');
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '#2', '00:00:02,000 --> 00:00:03,000', 'b'), 'srt', 5, 'expected a cue number');
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', 'b, after a blank line'), 'srt', 5, 'expected a cue number');
    });

    it.each([
      '00:00:01,000 -> 00:00:02,000',
      '00:00:01 --> 00:00:02',
      '00:00:01,00 --> 00:00:02,000',
      '00:00:01:000 --> 00:00:02,000',
      '00:01,000 --> 00:02,000',
      '00:60:01,000 --> 00:60:02,000',
      '00:00:01,000 --> 00:00:02,000X1:40',
      'Hello, no time code here',
    ])('a bad time code: %s', (timing) => {
      const reason = `the time code "${timing.slice(0, 40)}" is not valid (expected hh:mm:ss,mmm --> hh:mm:ss,mmm)`;
      expectError(lines('1', '00:00:00,500 --> 00:00:00,900', 'ok', '', '2', timing, 'text'), 'srt', 6, reason);
    });

    it('a cue number without a time code', () => {
      const reason = 'the time code "" is not valid (expected hh:mm:ss,mmm --> hh:mm:ss,mmm)';
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '2', '', '3', '00:00:03,000 --> 00:00:04,000', 'c'), 'srt', 6, reason);
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '2'), 'srt', 5, reason);
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '2', ''), 'srt', 5, reason);
    });

    it('a cue that ends before it starts, and cues out of time order', () => {
      expectError(lines('1', '00:00:02,000 --> 00:00:01,999', 'a'), 'srt', 2, 'the cue ends before it starts');
      expectError(lines('00:00:02,000 --> 00:00:02,000', 'a'), 'srt', 1, 'the cue ends before it starts');
      expectError(lines('1', '00:00:05,000 --> 00:00:06,000', 'a', '', '2', '00:00:04,000 --> 00:00:07,000', 'b'), 'srt', 6, 'cues must be in time order');
    });

    it('a NUL character', () => {
      expectError(lines('1', '00:00:01,000 --> 00:00:02,000', 'a', '', '2\0'), 'srt', 5, 'the file contains a NUL character');
    });

    it('a file without cues', () => {
      expectError('', 'srt', 1, 'the file has no cues');
      expectError('\uFEFF', 'srt', 1, 'the file has no cues');
      expectError('\n\n\n', 'srt', 3, 'the file has no cues');
      expectError('  \r\n\r\n', 'srt', 2, 'the file has no cues');
    });
  });
});

describe('detectSubtitleFormat', () => {
  it('knows WebVTT by its first word, after a BOM', () => {
    expect(detectSubtitleFormat('episode.txt', 'WEBVTT\n\n00:01.000 --> 00:02.000\na')).toBe('vtt');
    expect(detectSubtitleFormat('episode', '\uFEFFWEBVTT')).toBe('vtt');
    // The text wins over a file name that says otherwise.
    expect(detectSubtitleFormat('episode.srt', 'WEBVTT\r\n')).toBe('vtt');
  });

  it('knows SRT by its file name, or by a cue number followed by a time line', () => {
    expect(detectSubtitleFormat('Episode.SRT', 'anything')).toBe('srt');
    expect(detectSubtitleFormat('episode.txt', '\uFEFF\r\n\r\n1\r\n00:00:01,000 --> 00:00:02,000\r\nHello')).toBe('srt');
    expect(detectSubtitleFormat('episode', '12\n1:00:01.000 --> 1:00:02.000\nHello')).toBe('srt');
  });

  it('says null for anything else', () => {
    expect(detectSubtitleFormat('episode.vtt', '1\n00:01.000 --> 00:02.000')).toBeNull();
    expect(detectSubtitleFormat('episode.txt', 'Hello\n00:00:01,000 --> 00:00:02,000')).toBeNull();
    expect(detectSubtitleFormat('episode.txt', '00:00:01,000 --> 00:00:02,000\nHello')).toBeNull();
    expect(detectSubtitleFormat('episode.txt', '1\n\n00:00:01,000 --> 00:00:02,000')).toBeNull();
    expect(detectSubtitleFormat('episode.txt', ' WEBVTT')).toBeNull();
    expect(detectSubtitleFormat('episode.srt.txt', '')).toBeNull();
    expect(detectSubtitleFormat('', '')).toBeNull();
  });
});

describe('renderWebVtt', () => {
  it('writes the signature, then one block per cue with hours of two digits or more', () => {
    expect(renderWebVtt([cue(1000, 4500, 'text'), cue(3_599_999, 360_000_001, '<v Ana>one\ntwo</v>')])).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\ntext\n\n00:59:59.999 --> 100:00:00.001\n<v Ana>one\ntwo</v>\n\n',
    );
    expect(renderWebVtt([])).toBe('WEBVTT\n\n');
  });

  it('rounds to milliseconds, and keeps blank lines and arrows out of the text', () => {
    expect(renderWebVtt([cue(1000.4, 1999.6, 'a\n\n  \nb --> c')])).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\nb --&gt; c\n\n');
  });

  it('writes a cue without text as its time line alone', () => {
    expect(renderWebVtt([cue(0, 1, '')])).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:00.001\n\n');
  });

  it('gives back the cues it was parsed from', () => {
    const cues = parseSubtitles(
      lines(
        'WEBVTT',
        '',
        'NOTE dropped',
        '',
        'id',
        '00:01.000 --> 00:04.500 align:start',
        '<v.loud Ana>Welcome &amp; <i>hello</i></v>',
        '  second line',
        '',
        '00:04.500 --> 00:05.000',
        '',
        '99:59:59.999 --> 123:00:00.000',
        '<c.yellow>late</c> <00:01:00.000>karaoke',
      ),
      'vtt',
    );
    expect(cues).toHaveLength(3);
    expect(parseSubtitles(renderWebVtt(cues), 'vtt')).toEqual(cues);
  });

  it('gives back cues read from SRT', () => {
    const cues = parseSubtitles(lines('1', '00:00:01,000 --> 00:00:02,000', '<i>one</i>', '2', '', '2', '100:00:02,000 --> 100:00:03,000', 'two'), 'srt');
    expect(parseSubtitles(renderWebVtt(cues), 'vtt')).toEqual(cues);
  });
});

describe('renderSrt', () => {
  it('numbers cues from 1 with comma milliseconds', () => {
    expect(renderSrt([cue(1000, 4500, 'text'), cue(4500, 360_000_000, 'two\nlines')])).toBe(
      '1\n00:00:01,000 --> 00:00:04,500\ntext\n\n2\n00:00:04,500 --> 100:00:00,000\ntwo\nlines\n\n',
    );
    expect(renderSrt([])).toBe('');
  });

  it('names voices, keeps <i> <b> <u>, drops other tags, decodes entities but keeps &lt; &gt; &amp; escaped', () => {
    const text =
      '<v Ana>Hello <i.loud>there</i>, <b>bold</b> <u>under</u></v>\n<v.quiet Ben>I &amp; <c.yellow>you</c> &lt;3 &#39;n&#39;</v>\n<00:00:02.000><ruby>漢<rt>kan</rt></ruby>';
    expect(renderSrt([cue(0, 1000, text)])).toBe(
      "1\n00:00:00,000 --> 00:00:01,000\nAna: Hello <i>there</i>, <b>bold</b> <u>under</u>\nBen: I &amp; you &lt;3 'n'\n漢kan\n\n",
    );
  });

  it('drops a voice tag without a name, and lines left blank', () => {
    expect(renderSrt([cue(0, 1000, '<v>unnamed</v>\n<c></c>\nend')])).toBe('1\n00:00:00,000 --> 00:00:01,000\nunnamed\nend\n\n');
  });

  it('gives back plain-text cues it was parsed from', () => {
    const cues = [cue(0, 1, 'a'), cue(1000, 4500, 'two\n  lines'), cue(4500, 5000, '3'), cue(5000, 6000, ''), cue(6000, 360_000_000, 'over 99 hours')];
    expect(parseSubtitles(renderSrt(cues), 'srt')).toEqual(cues);
    const parsed = parseSubtitles(lines('5', '00:00:01,000 --> 00:00:02,000', '{\\an8}on top', 'and below'), 'srt');
    expect(parseSubtitles(renderSrt(parsed), 'srt')).toEqual(parsed);
  });

  it('converts WebVTT to SRT that reads back to the same times and text', () => {
    const vtt = parseSubtitles(lines('WEBVTT', '', '00:01.000 --> 00:02.000', '<v Ana>Hi</v>', '', '00:02.000 --> 00:03.000', 'plain'), 'vtt');
    expect(parseSubtitles(renderSrt(vtt), 'srt')).toEqual([cue(1000, 2000, 'Ana: Hi'), cue(2000, 3000, 'plain')]);
  });
});

describe('transcriptParagraphs', () => {
  it('merges consecutive cues of one speaker and starts anew when the speaker changes', () => {
    expect(
      transcriptParagraphs([
        cue(1500, 3000, '<v Ana>Welcome to the show.</v>'),
        cue(3000, 5000, '<v Ana>Today we talk</v>\n<v Ana>about tides.</v>'),
        cue(5000, 7000, '<v.loud Ben>Thanks!</v>'),
        cue(7000, 9000, '<v Ana>You are welcome.'),
      ]),
    ).toEqual([
      { startSeconds: 1, speaker: 'Ana', text: 'Welcome to the show. Today we talk about tides.' },
      { startSeconds: 5, speaker: 'Ben', text: 'Thanks!' },
      { startSeconds: 7, speaker: 'Ana', text: 'You are welcome.' },
    ]);
  });

  it('merges cues without a speaker, and splits them from named ones', () => {
    expect(transcriptParagraphs([cue(0, 1000, 'one'), cue(1000, 2000, 'two'), cue(2000, 3000, '<v Ana>three</v>'), cue(3000, 4000, 'four')])).toEqual([
      { startSeconds: 0, speaker: null, text: 'one two' },
      { startSeconds: 2, speaker: 'Ana', text: 'three' },
      { startSeconds: 3, speaker: null, text: 'four' },
    ]);
  });

  it('starts a new paragraph once one spans 45 seconds', () => {
    const cues = [
      cue(10_000, 30_000, 'a'),
      cue(30_000, 54_999, 'b'),
      cue(54_999, 55_000, 'c'),
      cue(55_000, 70_000, 'd'),
      cue(70_000, 100_000, 'e'),
      cue(100_000, 101_000, 'f'),
    ];
    expect(transcriptParagraphs(cues)).toEqual([
      // 10 s to 54.999 s spans less than 45 s, so "c" still joins
      { startSeconds: 10, speaker: null, text: 'a b c' },
      { startSeconds: 55, speaker: null, text: 'd e' },
      { startSeconds: 100, speaker: null, text: 'f' },
    ]);
  });

  it('measures the span to the latest end of an overlapping cue', () => {
    expect(transcriptParagraphs([cue(0, 50_000, 'long'), cue(1000, 2000, 'short'), cue(2000, 3000, 'after')])).toEqual([
      { startSeconds: 0, speaker: null, text: 'long' },
      { startSeconds: 1, speaker: null, text: 'short after' },
    ]);
  });

  it('strips tags, decodes entities and joins lines with single spaces', () => {
    expect(
      transcriptParagraphs([
        cue(
          0,
          1000,
          '<v Ana><i>Fish</i> &amp; <b>chips</b>,\n<c.yellow>1 &lt; 2 &gt; 0</c>\t&lrm;left&rlm;\n<00:00:00.500>no&nbsp;break &lt;b&gt; &#39;quoted&#39; &bogus; &amp;amp;',
        ),
      ]),
    ).toEqual([{ startSeconds: 0, speaker: 'Ana', text: "Fish & chips, 1 < 2 > 0 \u200eleft\u200f no\u00a0break <b> 'quoted' &bogus; &amp;" }]);
  });

  it('skips cues with nothing to read, without breaking a paragraph', () => {
    expect(transcriptParagraphs([cue(0, 1000, '<v Ana>Hello'), cue(1000, 2000, ''), cue(2000, 3000, '<v Ben></v>'), cue(3000, 4000, '<v Ana>again')])).toEqual([
      { startSeconds: 0, speaker: 'Ana', text: 'Hello again' },
    ]);
    expect(transcriptParagraphs([])).toEqual([]);
  });

  it('reads the speaker from the voice annotation, with entities and spaces tidied', () => {
    expect(transcriptParagraphs([cue(0, 1000, '<v.a.b   Dr.  Ana &amp; Co >Hi</v>'), cue(1000, 2000, '<v   >no name')])).toEqual([
      { startSeconds: 0, speaker: 'Dr. Ana & Co', text: 'Hi' },
      { startSeconds: 1, speaker: null, text: 'no name' },
    ]);
  });

  it('reads paragraphs from a parsed file', () => {
    const cues = parseSubtitles(
      lines('WEBVTT', '', '00:00:00.900 --> 00:00:02.000', '<v Ana>Hello and', 'welcome.', '', '00:00:02.000 --> 00:00:03.000', '<v Ben>Hi.'),
      'vtt',
    );
    expect(transcriptParagraphs(cues)).toEqual([
      { startSeconds: 0, speaker: 'Ana', text: 'Hello and welcome.' },
      { startSeconds: 2, speaker: 'Ben', text: 'Hi.' },
    ]);
  });
});
