import { useEffect, useState, type CSSProperties } from 'react';
import { useReducedMotion } from './reduced-motion';

/** Spec §9: 20 initial particles at 500 ms intervals, then one every 2 s, each removed after 25 s. */
export const PARTICLE_TIMING = {
  initialCount: 20,
  initialIntervalMs: 500,
  steadyIntervalMs: 2000,
  lifetimeMs: 25_000,
} as const;

export interface Particle {
  id: number;
  /** Horizontal start, in % of the container width. */
  left: number;
  /** Diameter in px. */
  size: number;
  opacity: number;
  /** Sideways drift over the particle's life, in px. */
  drift: number;
}

export function createParticle(id: number, random: () => number = Math.random): Particle {
  return {
    id,
    left: random() * 100,
    size: 2 + random() * 4,
    opacity: 0.25 + random() * 0.45,
    drift: (random() - 0.5) * 120,
  };
}

/**
 * The live particles on the spec's schedule. Every particle is dropped again after its lifetime, so
 * the list stays bounded (about lifetime / steady interval particles once the start burst is over).
 */
export function useParticles(enabled: boolean, random: () => number = Math.random): Particle[] {
  const [particles, setParticles] = useState<Particle[]>([]);
  useEffect(() => {
    if (!enabled) {
      setParticles([]);
      return;
    }
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let nextId = 0;
    let spawned = 0;
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const spawn = () => {
      const particle = createParticle(nextId++, random);
      spawned += 1;
      setParticles((current) => [...current, particle]);
      later(PARTICLE_TIMING.lifetimeMs, () => setParticles((current) => current.filter((p) => p.id !== particle.id)));
      const initial = spawned < PARTICLE_TIMING.initialCount;
      later(initial ? PARTICLE_TIMING.initialIntervalMs : PARTICLE_TIMING.steadyIntervalMs, spawn);
    };
    spawn();
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, [enabled, random]);
  return particles;
}

const KEYFRAMES = `@keyframes podcast-particle-rise {
  0% { transform: translate3d(0, 0, 0); opacity: 0; }
  10% { opacity: var(--particle-opacity); }
  85% { opacity: var(--particle-opacity); }
  100% { transform: translate3d(var(--particle-drift), -110vh, 0); opacity: 0; }
}`;

export interface ParticleBackgroundProps {
  /** Particle colour; the brand gold by default. */
  color?: string;
  /** `fixed` covers the viewport (home, login); `absolute` fills the nearest positioned parent. */
  position?: 'fixed' | 'absolute';
  /** Injected for tests; Math.random otherwise. */
  random?: () => number;
}

/**
 * The floating particle background of the home and login pages (spec §2, §9). Plain React and CSS,
 * no antd, so the public site can use it too. Decorative only: hidden from assistive technology,
 * never catches the pointer, and renders nothing for visitors who prefer reduced motion.
 */
export function ParticleBackground({ color = 'var(--brand-gold, #f5b301)', position = 'fixed', random }: ParticleBackgroundProps) {
  const reduced = useReducedMotion();
  const particles = useParticles(!reduced, random);
  if (reduced) return null;
  const container: CSSProperties = { position, inset: 0, overflow: 'hidden', pointerEvents: 'none', zIndex: 0 };
  return (
    <div aria-hidden="true" data-testid="particle-background" style={container}>
      <style>{KEYFRAMES}</style>
      {particles.map((particle) => (
        <span
          key={particle.id}
          data-particle=""
          style={
            {
              position: 'absolute',
              bottom: -10,
              left: `${particle.left}%`,
              width: particle.size,
              height: particle.size,
              borderRadius: '50%',
              background: color,
              boxShadow: `0 0 ${particle.size * 2}px ${color}`,
              opacity: 0,
              '--particle-opacity': particle.opacity,
              '--particle-drift': `${particle.drift}px`,
              animation: `podcast-particle-rise ${PARTICLE_TIMING.lifetimeMs}ms linear forwards`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
