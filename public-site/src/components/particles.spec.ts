import { PARTICLE_TIMINGS, startParticles } from './particles';

describe('particle background schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const scheduler = () => ({
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
    setInterval: (run: () => void, ms: number) => window.setInterval(run, ms),
    clearInterval: (id: number) => window.clearInterval(id),
    random: () => 0.5,
  });

  it('adds 20 particles 500 ms apart, then one every 2 s, and removes each after 25 s', () => {
    const container = document.createElement('div');
    const stop = startParticles(container, scheduler());
    const count = () => container.querySelectorAll('.particle').length;
    jest.advanceTimersByTime(0);
    expect(count()).toBe(1); // the first at 0 ms
    jest.advanceTimersByTime(500);
    expect(count()).toBe(2);
    jest.advanceTimersByTime(19 * 500 - 500); // t = 9 500 ms: all 20 initial ones
    expect(count()).toBe(20);
    jest.advanceTimersByTime(500); // t = 10 000: the steady interval starts, nothing more yet
    expect(count()).toBe(20);
    jest.advanceTimersByTime(2000); // t = 12 000
    expect(count()).toBe(21);
    jest.advanceTimersByTime(13_000); // t = 25 000: the first particle (born at 0) is gone
    expect(count()).toBe(21 + 6 - 1);
    jest.advanceTimersByTime(60_000); // steady state: 25 s of life at one per 2 s
    expect(count()).toBeGreaterThanOrEqual(12);
    expect(count()).toBeLessThanOrEqual(13);
    stop();
    expect(count()).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(count()).toBe(0);
  });

  it('gives every particle a 25 s animation', () => {
    const container = document.createElement('div');
    const stop = startParticles(container, scheduler());
    jest.advanceTimersByTime(0);
    const particle = container.querySelector<HTMLElement>('.particle');
    expect(particle?.style.animationDuration).toBe(`${PARTICLE_TIMINGS.lifetimeMs}ms`);
    expect(particle?.style.left).toBe('50%');
    stop();
  });
});
