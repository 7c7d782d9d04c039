import { bytesForOneMinute, coveredBytes, mergeSpan, type Span } from './served-bytes';

describe('served bytes (IAB v2.2: a minute of content, ranges merged)', () => {
  it('asks one minute of the file at its average bitrate, or all of a file of a minute or less', () => {
    expect(bytesForOneMinute(60_000_000, 3600)).toBe(1_000_000);
    expect(bytesForOneMinute(1_000_001, 120)).toBe(500_001);
    expect(bytesForOneMinute(400_000, 2)).toBe(400_000);
    expect(bytesForOneMinute(400_000, 60)).toBe(400_000);
    // Without a duration the rule cannot take a minute's share: the whole file.
    expect(bytesForOneMinute(400_000, undefined)).toBe(400_000);
    expect(bytesForOneMinute(400_000, Number.NaN)).toBe(400_000);
  });

  it('merges overlapping and touching ranges, so re-reading the same bytes adds none', () => {
    let spans: Span[] = [];
    for (let i = 0; i < 5; i += 1) spans = mergeSpan(spans, { start: 0, end: 65_536 });
    expect(spans).toEqual([{ start: 0, end: 65_536 }]);
    spans = mergeSpan(spans, { start: 100_000, end: 200_000 });
    spans = mergeSpan(spans, { start: 70_000, end: 80_000 });
    expect(spans).toEqual([
      { start: 0, end: 65_536 },
      { start: 70_000, end: 80_000 },
      { start: 100_000, end: 200_000 },
    ]);
    spans = mergeSpan(spans, { start: 65_536, end: 150_000 });
    expect(spans).toEqual([{ start: 0, end: 200_000 }]);
    expect(coveredBytes(spans)).toBe(200_000);
    expect(mergeSpan(spans, { start: 5, end: 5 })).toEqual(spans);
  });

  it('keeps at most maxSpans pieces: a client reading slivers cannot grow the state', () => {
    let spans: Span[] = [];
    for (let i = 0; i < 10; i += 1) spans = mergeSpan(spans, { start: i * 10, end: i * 10 + 1 }, 4);
    expect(spans).toHaveLength(4);
    expect(coveredBytes(spans)).toBe(4);
    // A span that joins pieces is still taken.
    expect(mergeSpan(spans, { start: 0, end: 31 }, 4)).toEqual([{ start: 0, end: 31 }]);
  });
});
