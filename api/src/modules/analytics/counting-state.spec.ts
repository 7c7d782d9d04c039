import { mergeServed, MemoryCountingStore } from './counting-state';

describe('counting state in one process (the fallback while Redis is away)', () => {
  it("merges a listener's spans and answers the bytes covered", async () => {
    const store = new MemoryCountingStore();
    expect(await store.mergeSpan('a', { start: 0, end: 3 }, 60_000)).toBe(3);
    expect(await store.mergeSpan('a', { start: 0, end: 3 }, 60_000)).toBe(3);
    expect(await store.mergeSpan('a', { start: 3, end: 10 }, 60_000)).toBe(10);
    expect(await store.mergeSpan('b', { start: 0, end: 4 }, 60_000)).toBe(4);
  });

  it('admits listeners up to the cap; one admitted stays admitted, others are refused', async () => {
    const store = new MemoryCountingStore();
    expect(await store.admit('client', 'ua1', 2, 60_000)).toBe(true);
    expect(await store.admit('client', 'ua2', 2, 60_000)).toBe(true);
    expect(await store.admit('client', 'ua3', 2, 60_000)).toBe(false);
    expect(await store.admit('client', 'ua1', 2, 60_000)).toBe(true);
    expect(await store.admit('other client', 'ua3', 2, 60_000)).toBe(true);
  });

  it('forgets expired state, and keeps at most its bound of entries', async () => {
    const store = new MemoryCountingStore(3);
    expect(await store.admit('gone', 'ua1', 1, -1)).toBe(true);
    expect(await store.admit('gone', 'ua2', 1, 60_000)).toBe(true);
    for (let i = 0; i < 10; i += 1) await store.mergeSpan(`k${i}`, { start: 0, end: 1 }, 60_000);
    // k0 was pushed out by the bound: it starts again from nothing.
    expect(await store.mergeSpan('k0', { start: 5, end: 6 }, 60_000)).toBe(1);
    expect(await store.mergeSpan('k9', { start: 5, end: 6 }, 60_000)).toBe(2);
  });

  it("keeps bytes for at most `cap` listeners of a client: a fourth's spans are not stored, the measured go on merging", async () => {
    const store = new MemoryCountingStore();
    const keys = (listener: string) => ({ measured: 'measured:client', spans: `served:${listener}` });
    const probe = [{ start: 0, end: 3 }];
    for (let i = 0; i < 50; i += 1) expect(await mergeServed(store, keys(`ua${i}`), `ua${i}`, 3, probe, 60_000)).toBe(i < 3 ? 3 : 0);
    // No state was written for the others: their spans key starts from nothing.
    expect(await store.mergeSpan('served:ua3', { start: 10, end: 11 }, 60_000)).toBe(1);
    // A measured listener's further ranges merge as before; another client has its own room.
    expect(await mergeServed(store, keys('ua0'), 'ua0', 3, [{ start: 3, end: 10 }], 60_000)).toBe(10);
    expect(await mergeServed(store, { measured: 'measured:other', spans: 'served:other ua9' }, 'ua9', 3, probe, 60_000)).toBe(3);
  });
});
