import { randomBytes } from 'node:crypto';

/** Base of every test database and Redis prefix; one run, one id (set by global-setup, read by the workers). */
export const PG_ROOT_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function runId(): string {
  const id = process.env.PODCAST_TEST_RUN_ID;
  if (!id) throw new Error('PODCAST_TEST_RUN_ID is not set: run the api tests through jest (global-setup sets it)');
  return id;
}

export const newRunId = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const templateDatabase = (id: string) => `podcast_test_${id}_tpl`;

export const databaseUrl = (name: string) => `${PG_ROOT_URL}/${name}`;
