import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { EnvironmentVariables, loadConfig } from '../../src/config/app-config';
import { dropDatabase, withAdminClient } from './pg-admin';
import { databaseUrl, REDIS_URL, runId, templateDatabase } from './test-env';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };

let counter = 0;

export interface TestDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database cloned from the run's migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  counter += 1;
  const name = `podcast_test_${runId()}_${process.pid}_${counter}`;
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase(runId())}"`);
  });
  return { name, url: databaseUrl(name), drop: () => withAdminClient((client) => dropDatabase(client, name)) };
}

export interface TestApp {
  app: NestExpressApplication;
  config: EnvironmentVariables;
  database: TestDatabase;
  /** supertest against the app (no session). */
  http: () => TestAgent;
  /** A supertest agent already logged in as the admin. */
  loginAgent: () => Promise<TestAgent>;
  /** Stops the app; with keepDatabase the next createTestApp({database}) sees the same data (restart tests). */
  close: (options?: { keepDatabase?: boolean }) => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (an app restart over the same data). */
  database?: TestDatabase;
  /**
   * Where the app's log lines go (default stdout, at LOG_LEVEL error). nestjs-pino keeps one root logger
   * per process: lines logged outside a request go to the first app's, so capture in the first app of a file.
   */
  logs?: DestinationStream;
}

/**
 * The whole API, as main.ts builds it, on its own database, Redis prefix and storage folder.
 * Nothing is mocked: real PostgreSQL, real Redis, real queues.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-test-'));
  const prefix = `test:${runId()}:${database.name}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: join(scratch, 'data'),
    STORAGE_DIR: join(scratch, 'media'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'error',
    WEB_ROOT: join(scratch, 'web'),
    ...options.env,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, options.logs), { bodyParser: false, bufferLogs: true });
  const setup = configureApp(app, config);
  await app.init();
  const server = app.getHttpServer();

  return {
    app,
    config,
    database,
    http: () => request(server) as unknown as TestAgent,
    loginAgent: async () => {
      const agent = request.agent(server);
      await agent.post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
      return agent;
    },
    close: async ({ keepDatabase = false } = {}) => {
      await app.close();
      await setup.close();
      rmSync(scratch, { recursive: true, force: true });
      if (!keepDatabase) {
        await database.drop();
        await deleteRedisKeys(prefix);
      }
    },
  };
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
