/**
 * The text without the slashes that end it ("https://show.example.com//" → "https://show.example.com").
 * A loop from the end: /\/+$/ retries at every slash of a run, quadratic time on a long one, and
 * the regex-safety test refuses it (docs/security.md).
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
