/** A run of cue text between tags, as written (entities not decoded). */
export interface CueText {
  kind: 'text';
  text: string;
}

/** A tag: everything from a `<` to the next `>`. */
export interface CueTag {
  kind: 'tag';
  /** Between the angle brackets, as written. */
  raw: string;
  closing: boolean;
  /** Up to the first whitespace, `.` or `/` ("i" of `<i.loud>`, "00:00:02.000" of a timestamp is "00:00:02"). */
  name: string;
  /** For an opening voice tag (`<v Ana>`, `<v.loud Ana>`, `<v>`): its annotation, the speaker, as written ('' when none). */
  voice?: string;
}

export type CueToken = CueText | CueTag;

/**
 * Splits a cue's text into text and tags in one pass. A tag runs from `<` to the next `>`; a `<` with
 * no `>` after it is text. A hand-written scanner, not a regular expression: every pattern tried at
 * each `<` (as `/<[^>]*>/g` does) makes a cue of thousands of `<` cost quadratic time or worse, and
 * these run on cues an admin uploaded (docs/text-tracks.md, "Untrusted cue text").
 */
export function cueTokens(text: string): CueToken[] {
  const tokens: CueToken[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    // Without a `>` after this `<` there is none after any later one either: the rest is text.
    const close = open < 0 ? -1 : text.indexOf('>', open + 1);
    if (close < 0) {
      tokens.push({ kind: 'text', text: text.slice(at) });
      break;
    }
    if (open > at) tokens.push({ kind: 'text', text: text.slice(at, open) });
    tokens.push(cueTag(text.slice(open + 1, close)));
    at = close + 1;
  }
  return tokens;
}

function cueTag(raw: string): CueTag {
  const closing = raw.startsWith('/');
  const body = closing ? raw.slice(1) : raw;
  let end = 0;
  while (end < body.length && !endsTagName(body[end])) end += 1;
  const tag: CueTag = { kind: 'tag', raw, closing, name: body.slice(0, end) };
  const voice = closing ? undefined : voiceAnnotation(raw);
  return voice === undefined ? tag : { ...tag, voice };
}

function endsTagName(char: string): boolean {
  return char === '.' || char === '/' || isWhitespace(char);
}

/** `v`, classes (`.loud`), then nothing or spaces or tabs and the annotation; undefined when not a voice tag. */
function voiceAnnotation(raw: string): string | undefined {
  if (raw[0] !== 'v') return undefined;
  let at = 1;
  if (raw[at] === '.') while (at < raw.length && !isWhitespace(raw[at])) at += 1;
  if (at === raw.length) return '';
  if (raw[at] !== ' ' && raw[at] !== '\t') return undefined;
  while (raw[at] === ' ' || raw[at] === '\t') at += 1;
  return raw.slice(at);
}

function isWhitespace(char: string): boolean {
  return char.trim() === '';
}
