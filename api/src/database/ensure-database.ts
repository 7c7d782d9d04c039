import { Client } from 'pg';

/**
 * Codes PostgreSQL answers when another process created the database first: 42P04 (duplicate_database)
 * when it was already committed, 23505 (unique_violation on pg_database's name index) when both
 * CREATE DATABASE statements ran at the same moment.
 */
const CREATED_BY_ANOTHER = new Set(['42P04', '23505']);

/** Creates the database named in DATABASE_URL when it does not exist yet (`npm start` on a fresh machine). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  // A connection cut while we talk is reported on the query; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } catch (error) {
    // Several processes starting at once race to create it; the losers find it there.
    if (!CREATED_BY_ANOTHER.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
