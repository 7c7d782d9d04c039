import { createHash, timingSafeEqual } from 'node:crypto';
import type { EnvironmentVariables } from '../config/app-config';

/**
 * Where /metrics is served (DESIGN.md): on its own port (METRICS_PORT, for a scraper inside the
 * private network), on the main port behind a bearer token (METRICS_TOKEN), or nowhere. Never
 * public by default. With both set the port wins and asks for the token too.
 */
export type MetricsMode = 'port' | 'token' | 'off';

export function metricsMode(config: EnvironmentVariables): MetricsMode {
  if (config.METRICS_PORT !== undefined) return 'port';
  if (config.METRICS_TOKEN) return 'token';
  return 'off';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison is constant-time whatever the lengths (timingSafeEqual needs equal lengths, and an
 * early return on length would tell the token's length).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
