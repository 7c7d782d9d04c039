/** Player time as minutes:seconds with two-digit seconds (spec §2): 0:05, 12:34, 75:00. */
export function formatPlayerTime(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/**
 * The one word every admin screen shows for a value that is not there (issue 29: never "N/A" in one
 * place and "-" in another): the spec's own "N/A".
 */
export const EMPTY_VALUE = 'N/A';

/** A date in the visitor's locale, or the fallback when missing or invalid. */
export function formatLocalDate(value: string | Date | null | undefined, fallback = EMPTY_VALUE): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date.toLocaleDateString();
}

/** File sizes are shown in whole MB (spec §9). */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
