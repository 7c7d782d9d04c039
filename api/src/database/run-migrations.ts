import type { DataSource } from 'typeorm';

/**
 * The key of the session-level advisory lock held while migrations run (any constant shared by every
 * process of this product; "podcast migrations" in ASCII, truncated to a bigint).
 */
export const MIGRATION_LOCK_KEY = '7021116703418225';

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so that several processes starting at
 * once (API replicas, the worker) run them one after the other: the first applies them, the others
 * wait and then find nothing pending. Without it both create the migrations table and insert the
 * same rows, and one fails on a duplicate key.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
