import { SendThrottle } from './send-throttle';

/** An in-memory stand-in for the two Redis commands, so the window arithmetic is tested alone. */
function fakeRedis() {
  const counters = new Map<string, number>();
  return {
    counters,
    incr: (key: string) => {
      counters.set(key, (counters.get(key) ?? 0) + 1);
      return Promise.resolve(counters.get(key) as number);
    },
    pexpire: () => Promise.resolve(1),
  };
}

describe('SendThrottle', () => {
  it('lets `perMinute` sends through in a minute and makes the next wait for the following minute', async () => {
    let clock = 60_000 * 1000 + 10_000;
    const waits: number[] = [];
    const redis = fakeRedis();
    const throttle = new SendThrottle(
      redis as never,
      'k',
      3,
      () => clock,
      (ms) => {
        waits.push(ms);
        clock += ms;
        return Promise.resolve();
      },
    );
    for (let i = 0; i < 3; i += 1) expect(await throttle.take()).toBe(true);
    expect(waits).toEqual([]);
    expect(await throttle.take()).toBe(true);
    expect(waits).toEqual([50_005]);
    expect(Math.floor(clock / 60_000)).toBe(1001);
  });

  it('gives up at once when its signal is aborted (shutdown)', async () => {
    const stop = new AbortController();
    stop.abort();
    const throttle = new SendThrottle(fakeRedis() as never, 'k', 1);
    expect(await throttle.take(stop.signal)).toBe(false);
  });
});
