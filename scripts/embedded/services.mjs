// What `npm start` does on a bare machine: with no DATABASE_URL and nothing on PostgreSQL's port it
// runs an embedded PostgreSQL, with no REDIS_URL and nothing on Redis' port a redis-server from PATH,
// both with their data under DATA_DIR. A configured DATABASE_URL or REDIS_URL is never replaced: if it
// is unreachable, the API reports it as it always does.
import { relative, resolve } from 'node:path';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres, stopLeftoverPostgres } from './postgres.mjs';
import { LOCALHOST, StartError, isListening } from './processes.mjs';
import { findRedisServer, redisMissingMessage, startEmbeddedRedis, stopLeftoverRedis } from './redis.mjs';

/** The ports of the API's default DATABASE_URL and REDIS_URL (api/src/config/app-config.ts). */
const DEFAULT_POSTGRES_PORT = 5432;
const DEFAULT_REDIS_PORT = 6379;

function portSetting(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StartError(`${name} must be a TCP port (1-65535), got "${raw}"`);
  return port;
}

/**
 * Starts what is missing and resolves with the settings the API process needs to use it, and a
 * function stopping what was started (in reverse order). `env` is the user's environment: a setting
 * counts as configured when it is there, whatever the API's defaults are.
 *
 * `beside: true` is for a command run beside the server (`npm run admin`, `npm run release`, through
 * scripts/with-services.mjs): the embedded services a running `npm start` has are used as they are
 * (its PostgreSQL with the password in DATA_DIR), not stopped as leftovers; what is not running is
 * started for the command and stopped after it. `redis: false`: the command needs no Redis.
 */
export async function startMissingServices({ root, env, log, beside = false, redis = true }) {
  const dataDir = resolve(root, env.DATA_DIR || './data');
  const postgresPort = portSetting(env, 'EMBEDDED_POSTGRES_PORT', DEFAULT_POSTGRES_PORT);
  const redisPort = portSetting(env, 'EMBEDDED_REDIS_PORT', DEFAULT_REDIS_PORT);
  const runningPostgresUrl = beside && !env.DATABASE_URL ? runningEmbeddedPostgresUrl(dataDir) : undefined;
  if (!env.DATABASE_URL && !beside) await stopLeftoverPostgres(dataDir);
  if (!env.REDIS_URL && redis && !beside) await stopLeftoverRedis(dataDir);
  const needPostgres = !env.DATABASE_URL && !runningPostgresUrl && !(await isListening(postgresPort));
  const needRedis = redis && !env.REDIS_URL && !(await isListening(redisPort));

  // Everything that can stop the start is checked before anything is started.
  const redisServer = needRedis ? findRedisServer(env.PATH) : undefined;
  if (needRedis && !redisServer) throw new StartError(redisMissingMessage(redisPort));

  const settings = {};
  if (runningPostgresUrl) settings.DATABASE_URL = runningPostgresUrl;
  // A server found on a port other than the default one is what the default URL means here.
  else if (!env.DATABASE_URL && !needPostgres && postgresPort !== DEFAULT_POSTGRES_PORT) {
    settings.DATABASE_URL = `postgres://postgres@${LOCALHOST}:${postgresPort}/podcast`;
  }
  if (redis && !env.REDIS_URL && !needRedis && redisPort !== DEFAULT_REDIS_PORT) {
    settings.REDIS_URL = `redis://${LOCALHOST}:${redisPort}`;
  }

  const started = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  const where = (folder) => {
    const path = relative(root, resolve(dataDir, folder));
    return path.startsWith('..') ? resolve(dataDir, folder) : path;
  };
  try {
    if (needPostgres) {
      log(`No DATABASE_URL and nothing on ${LOCALHOST}:${postgresPort}: starting an embedded PostgreSQL (data in ${where('postgres')})`);
      const postgres = await startEmbeddedPostgres({ dataDir, port: postgresPort });
      started.push(postgres);
      settings.DATABASE_URL = postgres.url;
    }
    if (needRedis) {
      log(`No REDIS_URL and nothing on ${LOCALHOST}:${redisPort}: starting ${redisServer} (data in ${where('redis')})`);
      const redis = await startEmbeddedRedis({ dataDir, port: redisPort, command: redisServer });
      started.push(redis);
      settings.REDIS_URL = redis.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { settings, stop };
}
