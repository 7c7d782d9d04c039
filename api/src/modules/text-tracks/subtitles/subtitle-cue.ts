export type SubtitleFormat = 'vtt' | 'srt';

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  /** cue payload as written (VTT markup such as <v Name>, <i>, <b> kept; SRT {\an8}-style tags removed), lines joined by '\n' */
  text: string;
}

/** A file that cannot be read; `line` is 1-based, message starts with `Line ${line}: ` */
export class SubtitleSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = 'SubtitleSyntaxError';
  }
}

/**
 * An opening voice tag, `<v Name>` or `<v.class Name>`; group 1 is the speaker. A new expression on
 * each call, because a shared global one carries its lastIndex from one caller to the next.
 */
export function voiceTags(): RegExp {
  return /<v(?:\.[^\s>]*)?(?:[ \t]+([^>]*))?>/g;
}

// A Map, not an object: "&constructor;" must not find Object.prototype.constructor.
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['nbsp', '\u00a0'],
  ['lrm', '\u200e'],
  ['rlm', '\u200f'],
]);

/**
 * The character references WebVTT text uses in practice. Numeric ones are decoded too, since
 * caption tools write apostrophes and quotes as &#39; and &#34;; anything else stays as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-z]+));/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name) ?? whole;
    const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}
