/**
 * The time code of a frame, as an admin types it: seconds ("75", "75.5"), minutes:seconds ("1:15",
 * "1:15.5") or hours:minutes:seconds ("1:02:03"). Returns the seconds, or null for anything else
 * (empty, negative, letters, seconds or minutes of 60 and more after a colon).
 */
export function parseTimecode(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(?:(?:(\d+):)?(\d+):)?(\d+(?:[.,]\d+)?)$/.exec(value);
  if (!match) return null;
  const [, hoursText, minutesText, secondsText] = match;
  const seconds = Number(secondsText.replace(',', '.'));
  const hasMinutes = minutesText !== undefined;
  if (hasMinutes && seconds >= 60) return null;
  const minutes = hasMinutes ? Number(minutesText) : 0;
  if (hoursText !== undefined && minutes >= 60) return null;
  const hours = hoursText !== undefined ? Number(hoursText) : 0;
  const total = hours * 3600 + minutes * 60 + seconds;
  return Number.isFinite(total) ? total : null;
}
