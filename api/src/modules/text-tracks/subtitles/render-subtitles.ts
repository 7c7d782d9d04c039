import { cueTokens, type CueTag } from './cue-markup';
import { decodeEntities, type SubtitleCue } from './subtitle-cue';
import { webVttTag } from './webvtt-tags';

/** SRT players know these three tags; every other WebVTT tag would show as text. */
const SRT_TAGS: ReadonlySet<string> = new Set(['i', 'b', 'u']);

/**
 * The cues as WebVTT: each cue's text as uploaded with its character references, WebVTT's own cue tags
 * kept (webvtt-tags.ts), any other tag written as text (`&lt;img src=x&gt;`), an arrow written "--&gt;"
 * and a `<` that opens no tag written "&lt;".
 */
export function renderWebVtt(cues: readonly SubtitleCue[]): string {
  const blocks = cues.map((cue) => {
    // A blank line would end the cue and an arrow would read as a timing line: "--&gt;" is how
    // WebVTT writes an arrow in text.
    const payload = textLines(vttText(cue.text)).map((line) => line.replaceAll('-->', '--&gt;'));
    return block([timing(cue, '.'), ...payload]);
  });
  return `WEBVTT\n\n${blocks.join('')}`;
}

/**
 * The cues as SRT: voices written "Ana: ", <i> <b> <u> kept, other tags dropped, character
 * references decoded except those of `<`, `>` and `&`, which stay escaped as the source had them
 * (players that put cue text into a page as HTML must not find markup in escaped text).
 */
export function renderSrt(cues: readonly SubtitleCue[]): string {
  return cues.map((cue, index) => block([String(index + 1), timing(cue, ','), ...textLines(srtText(cue.text))])).join('');
}

function vttText(text: string): string {
  return cueTokens(text)
    .map((token) => (token.kind === 'tag' ? vttTag(token) : escapeStrayOpen(token.text)))
    .join('');
}

/**
 * A WebVTT cue tag as WebVTT writes it; any other tag as text, so a player that inserts cue text as
 * HTML finds no element in `<img src=x onerror=…>`. SRT's `<font …>`, which SRT tools write around
 * coloured text, is left out instead (as in the SRT file): shown as text it would cover the captions.
 */
function vttTag(tag: CueTag): string {
  if (tag.name.toLowerCase() === 'font') return '';
  return webVttTag(tag.raw) ?? `&lt;${escapeStrayOpen(tag.raw)}&gt;`;
}

function srtText(text: string): string {
  return cueTokens(text)
    .map((token) => {
      if (token.kind === 'text') return srtPlain(token.text);
      if (token.voice !== undefined) {
        const speaker = token.voice.trim();
        return speaker === '' ? '' : `${srtPlain(speaker)}: `;
      }
      return SRT_TAGS.has(token.name) ? `<${token.closing ? '/' : ''}${token.name}>` : '';
    })
    .join('');
}

function srtPlain(text: string): string {
  return decodeEntities(escapeStrayOpen(text), { keepMarkupCharacters: true });
}

/** Text between tags holds a `<` only when no `>` follows it: written as a reference, it can open no tag downstream. */
function escapeStrayOpen(text: string): string {
  return text.replaceAll('<', '&lt;');
}

/** Lines of a cue's text without blank ones, which a reader would take for the end of the cue. */
function textLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

function block(lines: readonly string[]): string {
  return `${lines.join('\n')}\n\n`;
}

function timing(cue: SubtitleCue, decimalSeparator: '.' | ','): string {
  return `${timestamp(cue.startMs, decimalSeparator)} --> ${timestamp(cue.endMs, decimalSeparator)}`;
}

function timestamp(ms: number, decimalSeparator: '.' | ','): string {
  // Cues built from seconds can carry fractions of a millisecond; both formats stop at milliseconds.
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const millis = total % 1000;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${decimalSeparator}${pad(millis, 3)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
