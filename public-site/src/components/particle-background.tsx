import { useEffect, useRef, useState } from 'react';
import { startParticles } from './particles';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The floating particle background of the home (and login) page; none under prefers-reduced-motion. */
export function ParticleBackground() {
  const container = useRef<HTMLDivElement>(null);
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);

  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (reduced || !container.current) return;
    return startParticles(container.current);
  }, [reduced]);

  if (reduced) return null;
  return <div ref={container} className="particles" aria-hidden="true" data-testid="particles" />;
}
