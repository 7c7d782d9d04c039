import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { MIGRATIONS } from '../../src/database/migrations';
import { dropDatabase, withAdminClient } from '../harness/pg-admin';
import { databaseUrl, runId } from '../harness/test-env';

/**
 * The last migration of the release before this one (commit 1c3454a): its processes still run beside
 * the new ones during a rolling upgrade. Raise it when a release is made.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = 'TextTracks1795400001200';

interface ColumnFacts {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

/**
 * docs/deployment.md, "Upgrades with migrations": migrations are additive within a release, so the
 * previous release's processes keep working beside a new one until they are replaced. Its schema is
 * built from its migrations, then this release's run on it: no column it reads or writes may be
 * dropped, renamed or retyped, and nothing may make its inserts fail (a NOT NULL without a default).
 * Such steps wait for a later release (docs/deployment.md, "Pending contract steps").
 */
describe('migrations of this release, for a rolling upgrade', () => {
  const name = `podcast_test_${runId()}_${process.pid}_rolling`;
  let before: ColumnFacts[];
  let after: Map<string, ColumnFacts>;

  beforeAll(async () => {
    await withAdminClient(async (client) => {
      await dropDatabase(client, name);
      await client.query(`CREATE DATABASE "${name}"`);
    });
    const boundary = MIGRATIONS.findIndex((migration) => migration.name === PREVIOUS_RELEASE_LAST_MIGRATION);
    expect(boundary).toBeGreaterThanOrEqual(0);
    before = await migrated(MIGRATIONS.slice(0, boundary + 1));
    after = new Map((await migrated(MIGRATIONS)).map((facts) => [key(facts), facts]));
  });
  afterAll(async () => {
    await withAdminClient((client) => dropDatabase(client, name));
  });

  /** Runs these migrations (those not yet applied) and returns the columns of every table. */
  async function migrated(migrations: typeof MIGRATIONS): Promise<ColumnFacts[]> {
    const dataSource = await new DataSource({ ...dataSourceOptions(databaseUrl(name)), migrations }).initialize();
    try {
      await dataSource.runMigrations();
      const rows = (await dataSource.query(
        `SELECT table_name, column_name, udt_name, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      )) as Array<{ table_name: string; column_name: string; udt_name: string; is_nullable: string; column_default: string | null }>;
      return rows.map((row) => ({
        table: row.table_name,
        column: row.column_name,
        type: row.udt_name,
        nullable: row.is_nullable === 'YES',
        hasDefault: row.column_default !== null,
      }));
    } finally {
      await dataSource.destroy();
    }
  }

  const key = (facts: Pick<ColumnFacts, 'table' | 'column'>) => `${facts.table}.${facts.column}`;

  it("keep every column of the previous release's tables, with its type, nullability and default", () => {
    const broken = before.flatMap((old) => {
      const now = after.get(key(old));
      if (!now) return [`${key(old)} dropped or renamed`];
      const problems: string[] = [];
      if (now.type !== old.type) problems.push(`${key(old)} changed type ${old.type} → ${now.type}`);
      if (old.nullable && !now.nullable) problems.push(`${key(old)} became NOT NULL`);
      if (old.hasDefault && !now.hasDefault && !now.nullable) problems.push(`${key(old)} lost its default`);
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it("add to the previous release's tables only columns its inserts can leave out (nullable or with a default)", () => {
    const oldTables = new Set(before.map((facts) => facts.table));
    const oldColumns = new Set(before.map(key));
    const required = [...after.values()].filter((now) => oldTables.has(now.table) && !oldColumns.has(key(now)) && !now.nullable && !now.hasDefault).map(key);
    expect(required).toEqual([]);
  });
});
