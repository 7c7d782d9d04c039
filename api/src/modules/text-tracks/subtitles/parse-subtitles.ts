import { SUBTITLE_LIMITS, SubtitleCue, SubtitleFormat, SubtitleSyntaxError } from './subtitle-cue';

interface Line {
  /** 1-based, as an editor shows it, so the admin can find the line the error names. */
  number: number;
  text: string;
}

/** Lines between blank lines; never empty. */
type Block = readonly Line[];

interface SourceLines {
  lines: readonly Line[];
  /** At least 1, so an empty file's error still names a line. */
  count: number;
}

// hh:mm:ss.ttt --> hh:mm:ss.ttt (hours optional in WebVTT, any number of hour digits in SRT). Whitespace
// around the arrow is optional in WebVTT, and SRT writers differ; anything after the end time must
// follow whitespace: VTT cue settings, or the X1/Y1 box some SRT writers add. Written out as literals
// (not built from a shared piece) so the regex-safety test reads and checks them.
const VTT_TIMING = /^[ \t]*(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]*-->[ \t]*(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t].*)?$/;
const SRT_TIMING = /^[ \t]*(\d+):([0-5]\d):([0-5]\d)[,.](\d{3})[ \t]*-->[ \t]*(\d+):([0-5]\d):([0-5]\d)[,.](\d{3})(?:[ \t].*)?$/;

const VTT_SIGNATURE = /^WEBVTT(?:[ \t].*)?$/;
const NOTE = /^NOTE(?:[ \t]|$)/;
const STYLE_OR_REGION = /^(?:STYLE|REGION)(?:[ \t]|$)/;
const SRT_NUMBER = /^[ \t]*\d+[ \t]*$/;
const ARROW = '-->';

export function parseSubtitles(text: string, format: SubtitleFormat): SubtitleCue[] {
  const source = sourceLines(text);
  const cues = format === 'vtt' ? parseWebVtt(source) : parseSrt(source);
  if (cues.length === 0) throw new SubtitleSyntaxError(source.count, 'the file has no cues');
  return cues;
}

/** 'vtt' when the text starts with WEBVTT (after an optional BOM), 'srt' when the file name ends .srt or the first non-blank line is a number followed by an SRT time line; null otherwise */
export function detectSubtitleFormat(fileName: string, text: string): SubtitleFormat | null {
  const normalised = normalise(text);
  if (normalised.startsWith('WEBVTT')) return 'vtt';
  if (/\.srt$/i.test(fileName)) return 'srt';
  const lines = normalised.split('\n');
  const first = lines.findIndex((line) => !isBlank(line));
  if (first >= 0 && SRT_NUMBER.test(lines[first]) && SRT_TIMING.test(lines[first + 1] ?? '')) return 'srt';
  return null;
}

function parseWebVtt(source: SourceLines): SubtitleCue[] {
  const [header, ...rest] = blocks(source.lines);
  if (!header || header[0].number !== 1 || !VTT_SIGNATURE.test(header[0].text)) {
    throw new SubtitleSyntaxError(1, 'a WebVTT file starts with "WEBVTT"');
  }
  const cues: SubtitleCue[] = [];
  // As in the WebVTT parser, a line with an arrow ends a header or comment even without a blank
  // line before it: the cue it starts is read, not silently dropped with the text above it.
  const queue: Block[] = [...cueAfterArrow(header, 1), ...rest];
  for (let block = queue.shift(); block; block = queue.shift()) {
    const first = block[0];
    const second: Line | undefined = block[1];
    if (first.text.includes(ARROW)) {
      readVttCue(cues, block, 0);
    } else if (second?.text.includes(ARROW)) {
      readVttCue(cues, block, 1);
    } else if (NOTE.test(first.text) || (cues.length === 0 && STYLE_OR_REGION.test(first.text))) {
      queue.unshift(...cueAfterArrow(block, 2));
    } else {
      // After a lone line the time code was due on the (blank) line below it; past the end of the
      // file, the last line is the nearest one an editor can show.
      throw new SubtitleSyntaxError(second?.number ?? Math.min(first.number + 1, source.count), 'expected a cue time code ("00:00:01.000 --> 00:00:04.000")');
    }
  }
  return cues;
}

function cueAfterArrow(block: Block, from: number): Block[] {
  const at = block.findIndex((line, index) => index >= from && line.text.includes(ARROW));
  return at < 0 ? [] : [block.slice(at)];
}

function readVttCue(cues: SubtitleCue[], block: Block, timingAt: number): void {
  const timing = block[timingAt];
  const payload = block.slice(timingAt + 1);
  const [startMs, endMs] = readTiming(timing, VTT_TIMING, 'hh:mm:ss.ttt --> hh:mm:ss.ttt');
  addCue(cues, { startMs, endMs, text: cueText(payload, (line) => line.trimEnd()) }, timing);
  // A cue that runs into the next one's timing line means a blank line is missing between them.
  const withArrow = payload.find((line) => line.text.includes(ARROW));
  if (withArrow) throw new SubtitleSyntaxError(withArrow.number, 'a cue\'s text cannot contain "-->"');
}

function parseSrt(source: SourceLines): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  for (const block of blocks(source.lines)) {
    // Some writers leave the cue number out; a first line with an arrow is the timing line itself.
    let timingAt = 0;
    if (!block[0].text.includes(ARROW)) {
      if (!SRT_NUMBER.test(block[0].text)) throw new SubtitleSyntaxError(block[0].number, 'expected a cue number');
      timingAt = 1;
    }
    const timing = block[timingAt] ?? { number: Math.min(block[0].number + 1, source.count), text: '' };
    const [startMs, endMs] = readTiming(timing, SRT_TIMING, 'hh:mm:ss,mmm --> hh:mm:ss,mmm');
    // A line that held only an override tag such as {\an8} carried nothing to show.
    const text = cueText(block.slice(timingAt + 1), (line) => withoutOverrides(line).trimEnd() || null);
    addCue(cues, { startMs, endMs, text }, timing);
  }
  return cues;
}

/** The cue's lines as `clean` leaves them (null: dropped), joined; refused at the line that takes it past the limit. */
function cueText(payload: readonly Line[], clean: (text: string) => string | null): string {
  const texts: string[] = [];
  let length = 0;
  for (const line of payload) {
    const text = clean(line.text);
    if (text === null) continue;
    length += (texts.length > 0 ? 1 : 0) + text.length;
    if (length > SUBTITLE_LIMITS.cueTextChars) {
      throw new SubtitleSyntaxError(line.number, `the cue's text is longer than ${SUBTITLE_LIMITS.cueTextChars.toLocaleString('en-US')} characters`);
    }
    texts.push(text);
  }
  return texts.join('\n');
}

/**
 * The line without SRT override tags ({\an8}, {\i1}: from "{\" to the next "}"). A scanner rather
 * than /\{\\[^}]*\}/g, which retries at every "{\" and so takes quadratic time on a line of them.
 */
function withoutOverrides(line: string): string {
  let kept = '';
  let at = 0;
  for (;;) {
    const open = line.indexOf('{\\', at);
    const close = open < 0 ? -1 : line.indexOf('}', open + 2);
    if (close < 0) return kept + line.slice(at);
    kept += line.slice(at, open);
    at = close + 1;
  }
}

function readTiming(line: Line, pattern: RegExp, expected: string): [number, number] {
  const match = pattern.exec(line.text);
  if (!match) throw new SubtitleSyntaxError(line.number, `the time code "${line.text.trim().slice(0, 40)}" is not valid (expected ${expected})`);
  const parts = match.slice(1).map((part) => Number(part ?? 0));
  return [milliseconds(parts.slice(0, 4)), milliseconds(parts.slice(4, 8))];
}

function milliseconds([hours, minutes, seconds, millis]: number[]): number {
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
}

function addCue(cues: SubtitleCue[], cue: SubtitleCue, timing: Line): void {
  if (cue.endMs <= cue.startMs) throw new SubtitleSyntaxError(timing.number, 'the cue ends before it starts');
  const previous = cues.at(-1);
  if (previous && cue.startMs < previous.startMs) throw new SubtitleSyntaxError(timing.number, 'cues must be in time order');
  cues.push(cue);
}

function normalise(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function sourceLines(text: string): SourceLines {
  const normalised = normalise(text);
  const nul = normalised.indexOf('\0');
  if (nul >= 0) {
    const line = normalised.slice(0, nul).split('\n').length;
    throw new SubtitleSyntaxError(line, 'the file contains a NUL character');
  }
  const texts = normalised.split('\n');
  // A final line break ends the last line; it does not start another.
  if (texts.length > 1 && texts.at(-1) === '') texts.pop();
  // Before any line is matched: no pattern then runs on more than this many characters.
  const long = texts.findIndex((line) => line.length > SUBTITLE_LIMITS.lineChars);
  if (long >= 0) throw new SubtitleSyntaxError(long + 1, `the line is longer than ${SUBTITLE_LIMITS.lineChars.toLocaleString('en-US')} characters`);
  return { lines: texts.map((line, index) => ({ number: index + 1, text: line })), count: Math.max(1, texts.length) };
}

// Lines of only whitespace count as blank: they look blank to whoever edits the file, and SRT
// writers leave them between cues.
function isBlank(text: string): boolean {
  return text.trim() === '';
}

function blocks(lines: readonly Line[]): Block[] {
  const result: Line[][] = [];
  let current: Line[] | null = null;
  for (const line of lines) {
    if (isBlank(line.text)) {
      current = null;
    } else if (current) {
      current.push(line);
    } else {
      current = [line];
      result.push(current);
    }
  }
  return result;
}
