import { chartSummary } from './per-day';

const day = (date: string, plays: number, downloads: number) => ({ day: date, plays, downloads });

describe("the Analytics chart's text alternative (chartSummary)", () => {
  it('names the window, the totals and the busiest day', () => {
    const days = [day('2026-11-23', 1, 0), day('2026-11-24', 3, 2), day('2026-11-25', 0, 1)];
    expect(chartSummary('Plays and downloads per day', days)).toBe(
      'Plays and downloads per day, 2026-11-23 to 2026-11-25: 4 plays and 3 downloads in total; busiest day 2026-11-24 (3 plays, 2 downloads)',
    );
  });

  it('counts one in the singular, and the first of equal days is the busiest', () => {
    expect(chartSummary('Per day: Pricing', [day('2026-11-24', 1, 0), day('2026-11-25', 0, 1)])).toBe(
      'Per day: Pricing, 2026-11-24 to 2026-11-25: 1 play and 1 download in total; busiest day 2026-11-24 (1 play, 0 downloads)',
    );
  });

  it('says so when nobody listened, and copes with no days', () => {
    expect(chartSummary('Per day', [day('2026-11-24', 0, 0), day('2026-11-25', 0, 0)])).toBe('Per day, 2026-11-24 to 2026-11-25: no plays or downloads');
    expect(chartSummary('Per day', [])).toBe('Per day: no plays or downloads');
  });
});
