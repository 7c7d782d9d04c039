import type { AnalyticsDayDto } from '@podcast/contracts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The chart's text alternative in one sentence (its accessible name): the window, the totals and the
 * busiest day. The figures of every day are in the table the screen offers beside it.
 */
export function chartSummary(title: string, days: readonly AnalyticsDayDto[]): string {
  const range = days.length > 0 ? `, ${days[0].day} to ${days[days.length - 1].day}` : '';
  const plays = days.reduce((sum, day) => sum + day.plays, 0);
  const downloads = days.reduce((sum, day) => sum + day.downloads, 0);
  if (plays + downloads === 0) return `${title}${range}: no plays or downloads`;
  const busiest = days.reduce((best, day) => (day.plays + day.downloads > best.plays + best.downloads ? day : best));
  return (
    `${title}${range}: ${count(plays, 'play', 'plays')} and ${count(downloads, 'download', 'downloads')} in total; ` +
    `busiest day ${busiest.day} (${count(busiest.plays, 'play', 'plays')}, ${count(busiest.downloads, 'download', 'downloads')})`
  );
}
