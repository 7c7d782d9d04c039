/** Spec §9: 20 initial particles at 500 ms intervals, then one every 2 s, each removed after 25 s. */
export const PARTICLE_TIMINGS = { initialCount: 20, initialIntervalMs: 500, steadyIntervalMs: 2000, lifetimeMs: 25_000 } as const;

export interface ParticleScheduler {
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  setInterval: (run: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
  random: () => number;
}

const browserScheduler = (): ParticleScheduler => ({
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id),
  random: Math.random,
});

/**
 * Adds floating particles to `container` on the spec's schedule; each lives 25 s (its CSS animation
 * lasts as long). Plain DOM, so the particles never re-render React. Returns a stop function that
 * cancels every timer and removes the particles.
 */
export function startParticles(container: HTMLElement, scheduler: ParticleScheduler = browserScheduler()): () => void {
  const { initialCount, initialIntervalMs, steadyIntervalMs, lifetimeMs } = PARTICLE_TIMINGS;
  const timeouts = new Set<number>();
  let interval: number | null = null;

  const later = (run: () => void, ms: number) => {
    const id = scheduler.setTimeout(() => {
      timeouts.delete(id);
      run();
    }, ms);
    timeouts.add(id);
  };

  const spawn = () => {
    const particle = document.createElement('span');
    particle.className = 'particle';
    const size = 2 + scheduler.random() * 5;
    particle.style.left = `${(scheduler.random() * 100).toFixed(2)}%`;
    particle.style.width = `${size.toFixed(1)}px`;
    particle.style.height = `${size.toFixed(1)}px`;
    particle.style.animationDuration = `${lifetimeMs}ms`;
    particle.style.setProperty('--drift', `${((scheduler.random() - 0.5) * 120).toFixed(0)}px`);
    container.appendChild(particle);
    later(() => particle.remove(), lifetimeMs);
  };

  for (let index = 0; index < initialCount; index += 1) later(spawn, index * initialIntervalMs);
  later(() => {
    interval = scheduler.setInterval(spawn, steadyIntervalMs);
  }, initialCount * initialIntervalMs);

  return () => {
    for (const id of timeouts) scheduler.clearTimeout(id);
    timeouts.clear();
    if (interval !== null) scheduler.clearInterval(interval);
    container.replaceChildren();
  };
}
