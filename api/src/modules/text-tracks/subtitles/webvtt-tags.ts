/** WebVTT's cue span tags (W3C WebVTT, "WebVTT cue text"); every other tag is not markup in a WebVTT file. */
const CUE_TAGS: ReadonlySet<string> = new Set(['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang']);

/** The tags whose annotation means something: the voice's speaker, the language's BCP 47 tag. */
const ANNOTATED_TAGS: ReadonlySet<string> = new Set(['v', 'lang']);

/**
 * The tag as the WebVTT file writes it, from what was between its angle brackets, or null when it is
 * none of WebVTT's cue tags (the file then writes it as text). Kept: `c`, `i`, `b`, `u`, `ruby`, `rt`,
 * `v` and `lang` with their classes (`<c.yellow.big>`), the annotation of `v` and `lang` (`<v Ana>`,
 * `<lang en-GB>`), their end tags (`</c>`) and timestamp tags (`<00:00:01.000>`). Written back in the
 * spec's own form: empty classes and the annotation of a tag that takes none left out, the annotation's
 * whitespace collapsed, and a bare `&`, a `<` or a `=` in it written as a character reference, which a
 * WebVTT parser reads back as the same character while a player that inserts cue text as HTML finds no
 * attribute value in `<v Ana onmouseover=…>`. One pass, no regular expression.
 */
export function webVttTag(raw: string): string | null {
  if (raw.startsWith('/')) return CUE_TAGS.has(raw.slice(1)) ? `<${raw}>` : null;
  if (isDigit(raw[0])) return isTimestamp(raw) ? `<${raw}>` : null;
  let at = nameEnd(raw, 0);
  const name = raw.slice(0, at);
  if (!CUE_TAGS.has(name)) return null;
  const classes: string[] = [];
  while (raw[at] === '.') {
    const start = at + 1;
    at = nameEnd(raw, start);
    const className = raw.slice(start, at);
    // A class is any run of characters but whitespace, `.`, `&`, `<` and `>`.
    if (className.includes('&') || className.includes('<')) return null;
    if (className !== '') classes.push(className);
  }
  const annotation = ANNOTATED_TAGS.has(name) ? annotationText(raw.slice(at)) : '';
  return `<${[name, ...classes].join('.')}${annotation === '' ? '' : ` ${annotation}`}>`;
}

/** Where a tag name or class starting at `start` ends: at a `.`, whitespace or the end. */
function nameEnd(raw: string, start: number): number {
  let at = start;
  while (at < raw.length && raw[at] !== '.' && !isTagSpace(raw[at])) at += 1;
  return at;
}

/** The annotation as the spec's parser reads it (whitespace collapsed and trimmed), with `&` `<` `=` escaped. */
function annotationText(text: string): string {
  let written = '';
  let space = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (isTagSpace(char)) {
      space = written !== '';
      continue;
    }
    if (space) written += ' ';
    space = false;
    if (char === '&') written += referenceEnd(text, at) > at ? '&' : '&amp;';
    else if (char === '<') written += '&lt;';
    else if (char === '=') written += '&#61;';
    else written += char;
  }
  return written;
}

/**
 * The index of the `;` that ends a character reference starting with the `&` at `at` (`&amp;`,
 * `&#60;`, `&#x3C;`), or -1. Scans letters and digits only, so no two scans overlap: linear.
 */
function referenceEnd(text: string, at: number): number {
  let end = at + 1;
  const numeric = text[end] === '#';
  if (numeric) end += 1;
  const hex = numeric && (text[end] === 'x' || text[end] === 'X');
  if (hex) end += 1;
  const start = end;
  while (end < text.length && isReferenceCharacter(text[end], numeric, hex)) end += 1;
  return end > start && text[end] === ';' ? end : -1;
}

function isReferenceCharacter(char: string, numeric: boolean, hex: boolean): boolean {
  if (isDigit(char)) return true;
  const lower = char.toLowerCase();
  if (hex) return lower >= 'a' && lower <= 'f';
  return !numeric && lower >= 'a' && lower <= 'z';
}

/** A WebVTT timestamp: optional hours (two digits or more) and `:`, then `mm:ss.ttt` with minutes and seconds below 60. */
function isTimestamp(text: string): boolean {
  const parts = text.split(':');
  if (parts.length !== 2 && parts.length !== 3) return false;
  if (parts.length === 3 && !(parts[0].length >= 2 && allDigits(parts[0]))) return false;
  const [minutes, secondsAndMillis] = parts.slice(-2);
  const [seconds, millis, ...rest] = secondsAndMillis.split('.');
  return rest.length === 0 && isSixtieth(minutes) && isSixtieth(seconds) && millis?.length === 3 && allDigits(millis);
}

/** Two digits, below 60. */
function isSixtieth(text: string): boolean {
  return text.length === 2 && allDigits(text) && text[0] < '6';
}

function allDigits(text: string): boolean {
  for (const char of text) if (!isDigit(char)) return false;
  return true;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/** The whitespace of the WebVTT tag tokenizer: tab, line feed, form feed, carriage return, space. */
function isTagSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
}
