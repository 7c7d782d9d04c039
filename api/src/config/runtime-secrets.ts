import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentVariables } from './app-config';

/**
 * Secrets that may be generated on first start and must survive restarts (so sessions and signed
 * media links stay valid): kept in DATA_DIR/secrets.json with mode 600, never logged.
 */
export class RuntimeSecrets {
  constructor(
    readonly sessionSecret: string,
    readonly mediaSigningKey: string,
  ) {}

  static load(config: EnvironmentVariables): RuntimeSecrets {
    const file = join(config.DATA_DIR, 'secrets.json');
    let stored: Partial<Record<'sessionSecret' | 'mediaSigningKey', string>> = {};
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      stored = {};
    }
    const next = {
      sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('hex'),
      mediaSigningKey: stored.mediaSigningKey ?? randomBytes(32).toString('hex'),
    };
    if (next.sessionSecret !== stored.sessionSecret || next.mediaSigningKey !== stored.mediaSigningKey) {
      mkdirSync(config.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(next), { mode: 0o600 });
    }
    return new RuntimeSecrets(config.SESSION_SECRET ?? next.sessionSecret, next.mediaSigningKey);
  }
}
