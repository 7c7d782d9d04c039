import { Client } from 'pg';

/** What a backup and a restore need to know about a database, read over one short connection. */
export interface DatabaseFacts {
  serverMajor: number;
  serverVersion: string;
  /** Tables, views and sequences outside PostgreSQL's own schemas: 0 means an empty database. */
  relations: number;
  lastMigration: string | null;
  /** Names of the generated secrets kept in `runtime_secret` (never their values). */
  secretNames: string[];
}

export async function readDatabaseFacts(databaseUrl: string): Promise<DatabaseFacts> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const version = await client.query<{ num: string; text: string }>(
      `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text`,
    );
    const relations = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%'`,
    );
    const tables = await client.query<{ migrations: boolean; secrets: boolean }>(
      `SELECT to_regclass('public.migrations') IS NOT NULL AS migrations, to_regclass('public.runtime_secret') IS NOT NULL AS secrets`,
    );
    const { migrations, secrets } = tables.rows[0];
    const last = migrations
      ? (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1')).rows[0]
      : undefined;
    const secretNames = secrets ? (await client.query<{ name: string }>('SELECT name FROM runtime_secret ORDER BY name')).rows.map((row) => row.name) : [];
    return {
      serverMajor: Math.floor(Number(version.rows[0].num) / 10000),
      serverVersion: version.rows[0].text,
      relations: relations.rows[0].n,
      lastMigration: last?.name ?? null,
      secretNames,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
