import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { EnvironmentVariables } from './app-config';

type SecretName = 'sessionSecret' | 'mediaSigningKey';

/**
 * The session secret and the media signing key. A setting (SESSION_SECRET, MEDIA_SIGNING_KEY) wins;
 * otherwise the value is generated once per deployment and kept in PostgreSQL (`runtime_secret`),
 * where insert-if-absent makes processes starting at the same instant agree: every API process and
 * worker signs and checks with the same key. Never logged.
 */
export class RuntimeSecrets {
  constructor(
    readonly sessionSecret: string,
    readonly mediaSigningKey: string,
  ) {}

  static async load(config: EnvironmentVariables, dataSource: DataSource): Promise<RuntimeSecrets> {
    const earlier = readEarlierSecretsFile(config.DATA_DIR);
    const sessionSecret = config.SESSION_SECRET ?? (await sharedSecret(dataSource, 'sessionSecret', earlier.sessionSecret));
    const mediaSigningKey = config.MEDIA_SIGNING_KEY ?? (await sharedSecret(dataSource, 'mediaSigningKey', earlier.mediaSigningKey));
    return new RuntimeSecrets(sessionSecret, mediaSigningKey);
  }
}

/** The stored value of `name`, storing `candidate` (or a fresh random key) if there is none yet. */
async function sharedSecret(dataSource: DataSource, name: SecretName, candidate: string | undefined): Promise<string> {
  // A concurrent insert of the same name waits for the first to commit, then does nothing.
  await dataSource.query('INSERT INTO runtime_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate ?? randomBytes(32).toString('hex'),
  ]);
  const rows = (await dataSource.query('SELECT value FROM runtime_secret WHERE name = $1', [name])) as { value: string }[];
  const value = rows[0]?.value;
  if (!value) throw new Error(`Could not read the ${name} from runtime_secret`);
  return value;
}

/**
 * Before secrets moved to PostgreSQL they were kept in DATA_DIR/secrets.json; an existing install
 * carries them over on its first start, so its sessions and signed links stay valid.
 */
function readEarlierSecretsFile(dataDir: string): Partial<Record<SecretName, string>> {
  try {
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Partial<Record<SecretName, unknown>>;
    return {
      sessionSecret: typeof stored.sessionSecret === 'string' ? stored.sessionSecret : undefined,
      mediaSigningKey: typeof stored.mediaSigningKey === 'string' ? stored.mediaSigningKey : undefined,
    };
  } catch {
    return {};
  }
}
