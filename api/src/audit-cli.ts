import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { verifyAuditChain } from './modules/audit/audit-chain';

const USAGE = `Usage: npm run audit -- verify

  verify walks the audit trail in order and recomputes every entry's hash from its content and the
  previous entry's hash. It exits 0 when the chain holds, 1 naming the first entry that was changed,
  inserted or removed in the database (trigger or not), 2 on a usage error.
  The database is the one \`npm start\` uses: DATABASE_URL when set, else on a bare machine the
  embedded PostgreSQL in DATA_DIR (scripts/with-services.mjs).
`;

export interface AuditCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

/** `npm run audit -- <command>`; returns the exit code. Free of process globals so tests can run it. */
export async function runAuditCli(argv: string[], io: AuditCliIo): Promise<number> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    ({
      positionals,
      values: { help },
    } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (help) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== 'verify') {
    io.stderr.write(`${positionals.length === 0 ? 'No command' : `Unknown command: ${positionals.join(' ')}`}\n\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL));
  await dataSource.initialize();
  try {
    // Read-only: no migrations here (a database without the table has nothing to verify).
    const [{ present }] = (await dataSource.query(`SELECT to_regclass('public.audit_entry') IS NOT NULL AS "present"`)) as Array<{ present: boolean }>;
    if (!present) {
      io.stdout.write('The audit trail is empty (this database has no audit table yet)\n');
      return 0;
    }
    const check = await verifyAuditChain(dataSource);
    if (check.ok) {
      io.stdout.write(`The audit trail holds: ${check.entries} entr${check.entries === 1 ? 'y' : 'ies'} checked\n`);
      return 0;
    }
    io.stderr.write(`The audit trail is broken at entry ${check.brokenId}: ${check.reason}\n`);
    return 1;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runAuditCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
