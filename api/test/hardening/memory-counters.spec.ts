import { MAX_KEY_CHARS, MemoryCounters } from '../../src/common/rate-limit/counters';

describe('MemoryCounters (the in-process fallback while Redis is away)', () => {
  it('counts within a window', () => {
    const counters = new MemoryCounters(10);
    expect(counters.increment('a', 60_000).count).toBe(1);
    expect(counters.increment('a', 60_000).count).toBe(2);
    expect(counters.get('a').count).toBe(2);
    expect(counters.get('b').count).toBe(0);
  });

  it('stays within its bound however many keys anonymous requests make, and clips long keys', () => {
    const counters = new MemoryCounters(100);
    for (let i = 0; i < 10_000; i += 1) counters.increment(`address-${i}-${'x'.repeat(1000)}`, 60_000);
    expect(counters.size).toBeLessThanOrEqual(100);
    counters.increment('k'.repeat(MAX_KEY_CHARS * 3), 60_000);
    expect(counters.get('k'.repeat(MAX_KEY_CHARS)).count).toBe(1);
  });
});
