export type SubtitleFormat = 'vtt' | 'srt';

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  /** cue payload as written (VTT markup such as <v Name>, <i>, <b> kept; SRT {\an8}-style tags removed), lines joined by '\n' */
  text: string;
}

/**
 * Caps on an uploaded file, refused with the line that passes them (docs/text-tracks.md). A caption
 * line holds about 40 characters and a transcript cue a few sentences; the caps keep any one line and
 * any one cue small, whatever is done with them later.
 */
export const SUBTITLE_LIMITS = {
  /** Characters of any line of the file (header, note, time code, text). */
  lineChars: 5_000,
  /** Characters of a cue's text, its lines joined by '\n'. */
  cueTextChars: 5_000,
} as const;

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

// A Map, not an object: "&constructor;" must not find Object.prototype.constructor.
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['nbsp', '\u00a0'],
  ['lrm', '\u200e'],
  ['rlm', '\u200f'],
]);

/** What decodeEntities leaves as written. */
export interface DecodeOptions {
  /**
   * Keep every reference to `<`, `>` or `&` (`&lt;`, `&#60;`, `&amp;`, …) as written: for a file
   * whose reader may take those characters for markup (docs/text-tracks.md, "Untrusted cue text").
   */
  keepMarkupCharacters?: boolean;
}

const MARKUP_CHARACTERS: ReadonlySet<string> = new Set(['<', '>', '&']);

/**
 * The character references WebVTT text uses in practice. Numeric ones are decoded too, since
 * caption tools write apostrophes and quotes as &#39; and &#34;; anything else stays as written.
 */
export function decodeEntities(text: string, options: DecodeOptions = {}): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-z]+));/g, (whole, decimal?: string, hex?: string, name?: string) => {
    const decoded = decodedReference(decimal, hex, name) ?? whole;
    return options.keepMarkupCharacters && MARKUP_CHARACTERS.has(decoded) ? whole : decoded;
  });
}

function decodedReference(decimal?: string, hex?: string, name?: string): string | undefined {
  if (name !== undefined) return NAMED_ENTITIES.get(name);
  const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
}
