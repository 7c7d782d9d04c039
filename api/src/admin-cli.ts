import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { SharedCounters } from './common/rate-limit/counters';
import { ConfigError, loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { ensureDatabase } from './database/ensure-database';
import { AdminUserEntity } from './modules/auth/admin-user.entity';
import { AdminUserRepository } from './modules/auth/admin-user.repository';
import { DEFAULT_ADMIN_EMAIL } from './modules/auth/auth.service';
import { LoginThrottleService } from './modules/auth/login-throttle.service';
import { hashPassword } from './modules/auth/password-hasher';

export const MIN_PASSWORD_LENGTH = STAFF_PASSWORD_MIN_LENGTH;

const USAGE = `Usage: npm run admin -- set-password [--email <address>] [--password <password>]
       npm run admin -- set-role --email <address> --role <${STAFF_ROLES.join('|')}>

  set-password sets an admin's password (creating the admin, as an owner, if the address is new;
  an existing admin keeps their role, and is enabled again if an owner had disabled it) and clears
  its failed-login count. The address defaults to
  ADMIN_EMAIL, else the first admin. The password comes from --password, else ADMIN_PASSWORD, else
  it is asked for on stdin (hidden on a terminal).
  set-role gives an existing admin a role: \`--role owner\` is the way back in when no owner is left.
  Database and Redis are the ones \`npm start\` uses: DATABASE_URL and REDIS_URL when set, else on a
  bare machine the embedded PostgreSQL (and Redis) in DATA_DIR (scripts/with-services.mjs).
`;

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

/** `npm run admin -- <command>`; returns the exit code. Kept free of process globals so tests can run it. */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    io.stdout.write(USAGE);
    return values.help ? 0 : 2;
  }
  const command = positionals[0];
  if ((command !== 'set-password' && command !== 'set-role') || positionals.length > 1) {
    io.stderr.write(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'set-role' && (!values.email || !isStaffRole(values.role))) {
    io.stderr.write(`set-role needs --email and --role (one of ${STAFF_ROLES.join(', ')})\n\n${USAGE}`);
    return 2;
  }

  const { ADMIN_PASSWORD: envPassword, ...serverEnv } = io.env;
  let config;
  try {
    // The server's settings, minus ADMIN_PASSWORD: here it is only a password source.
    config = loadConfig(serverEnv);
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }

  if (command === 'set-role') return setRole(config, values.email as string, values.role as StaffRole, io);

  const password = values.password ?? (envPassword || undefined) ?? (await promptPassword(io));
  if (password === undefined || password.length < MIN_PASSWORD_LENGTH) {
    io.stderr.write(`Password must be at least ${MIN_PASSWORD_LENGTH} characters\n`);
    return 1;
  }

  await ensureDatabase(config.DATABASE_URL);
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const admins = new AdminUserRepository(dataSource.getRepository(AdminUserEntity));
    const email = (values.email ?? config.ADMIN_EMAIL ?? (await admins.findFirst())?.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
    const existing = await admins.findByEmail(email);
    await admins.upsert(email, await hashPassword(password));
    // The way back in: an account an owner disabled is enabled again by whoever runs this on the server.
    const enabled = existing?.disabledAt ? await admins.enable(email) : false;
    await clearFailedLogins(config, email, io);
    io.stdout.write(`${existing ? 'Updated the password of' : 'Created the admin'} ${email}${enabled ? ' and enabled it again' : ''}\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

async function setRole(config: ReturnType<typeof loadConfig>, email: string, role: StaffRole, io: CliIo): Promise<number> {
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = new DataSource(dataSourceOptions(config.DATABASE_URL));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const admins = new AdminUserRepository(dataSource.getRepository(AdminUserEntity));
    if (!(await admins.setRole(email, role))) {
      io.stderr.write(`No admin ${email.trim().toLowerCase()}: create them with set-password first\n`);
      return 1;
    }
    io.stdout.write(`${email.trim().toLowerCase()} is now ${STAFF_ROLE_LABELS[role]}\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}

async function clearFailedLogins(config: ReturnType<typeof loadConfig>, email: string, io: CliIo): Promise<void> {
  // Outside Nest nothing awaits the connection (onModuleInit): without this the first delete meets a
  // client still connecting, which refuses commands (no offline queue), and the count stays.
  const counters = new SharedCounters(config);
  await counters.onModuleInit();
  const throttle = new LoginThrottleService(config, counters);
  try {
    await throttle.clearUsername(email);
  } catch (error) {
    io.stderr.write(`Note: could not clear the failed-login count in Redis (${(error as Error).message}); it expires by itself.\n`);
  } finally {
    counters.onModuleDestroy();
  }
}

/** Reads a password: hidden with a confirmation on a terminal, the first line of piped input otherwise. */
async function promptPassword(io: CliIo): Promise<string | undefined> {
  if (!io.stdin.isTTY) return readFirstLine(io.stdin);
  const first = await readHidden(io, 'New admin password: ');
  const second = await readHidden(io, 'Repeat it: ');
  if (first !== second) {
    io.stderr.write('The passwords do not match\n');
    return undefined;
  }
  return first;
}

function readFirstLine(input: NodeJS.ReadableStream): Promise<string | undefined> {
  return new Promise((resolve) => {
    const lines = createInterface({ input, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line.replace(/\r$/, ''));
    });
    lines.once('close', () => {
      if (!answered) resolve(undefined);
    });
  });
}

function readHidden(io: CliIo, question: string): Promise<string> {
  return new Promise((resolve) => {
    io.stdout.write(question);
    io.stdin.setRawMode?.(true);
    let value = '';
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          io.stdin.setRawMode?.(false);
          io.stdin.removeListener('data', onData);
          io.stdin.pause();
          io.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    io.stdin.on('data', onData);
    io.stdin.resume();
  });
}

if (require.main === module) {
  runAdminCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
