/**
 * An episode's publication date in words, in the visitor's locale ("November 15, 2026" in en-US),
 * or the fallback when missing or invalid. Numeric dates read as 11/15/2026 or 15/11/2026 depending
 * on where the visitor is; words are unambiguous (issue 16).
 */
export function formatPublishedDate(value: string | Date | null | undefined, fallback: string, locale?: string): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
