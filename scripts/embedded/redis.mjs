// A Redis for `npm start` on a machine without one: the redis-server found on PATH, with its data in
// DATA_DIR/redis.
import { accessSync, constants, mkdirSync, realpathSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, join } from 'node:path';
import { LOCALHOST, cwdOf, isAlive, readPidFile, spawnService, stopChild, stopLeftover, tail, waitReady } from './processes.mjs';

const START_TIMEOUT_MS = 60_000;

/** The redis-server executable on PATH, if any. */
export function findRedisServer(path = '') {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** The one line `npm start` stops with when it needs a Redis and cannot run one. */
export function redisMissingMessage(port) {
  const install = process.platform === 'darwin' ? 'brew install redis' : 'apt-get install redis-server';
  return `Redis is not running on ${LOCALHOST}:${port} and redis-server is not installed: ${install}, or set REDIS_URL`;
}

/**
 * Stops a redis-server left by an `npm start` that was killed: its pid file names it, and it runs in
 * our folder. Called before the port is probed, so that a leftover is not taken for the machine's Redis.
 */
export async function stopLeftoverRedis(dataDir) {
  const dir = join(dataDir, 'redis');
  const pid = readPidFile(join(dir, 'redis.pid'));
  if (pid !== undefined && isAlive(pid) && cwdOf(pid) === realpathSync(dir)) await stopLeftover(pid, 'SIGTERM');
}

/** Whether Redis answers PING (a Redis still loading its data answers -LOADING). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: LOCALHOST, port });
    let reply = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts redis-server on 127.0.0.1:port with its data (append-only file and snapshots) in
 * DATA_DIR/redis, and resolves with the REDIS_URL to use and a stop function (SIGTERM: save and exit).
 */
export async function startEmbeddedRedis({ dataDir, port, command }) {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'redis.pid');
  const logFile = join(dir, 'redis.log');

  const child = spawnService(
    command,
    ['--bind', LOCALHOST, '--port', String(port), '--dir', dir, '--pidfile', pidFile, '--appendonly', 'yes', '--daemonize', 'no'],
    { cwd: dir, logFile },
  );
  try {
    await waitReady(child, () => answersPing(port), START_TIMEOUT_MS, 'redis-server');
  } catch (error) {
    await stopChild(child, 'SIGTERM');
    throw new Error(`${error.message}:\n${tail(logFile)}`, { cause: error });
  }
  return { pid: child.pid, url: `redis://${LOCALHOST}:${port}`, stop: () => stopChild(child, 'SIGTERM') };
}
