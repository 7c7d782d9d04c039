import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { ensureDatabase } from './database/ensure-database';
import { buildOpenApiDocument } from './openapi';

/** Where `npm run contracts:generate` keeps the document; packages/contracts turns it into types. */
export const OPENAPI_JSON_PATH = resolve(__dirname, '../../packages/contracts/openapi.json');

/** The stable text of the document: key order as built, two-space indent, final newline. */
export const serializeOpenApi = (document: object): string => `${JSON.stringify(document, null, 2)}\n`;

/**
 * Builds the app as main.ts does (it needs the database and Redis, like the server) without
 * listening or running the queue processors, and writes its OpenAPI document.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, WORKER: 'off', LOG_LEVEL: 'error' });
  await ensureDatabase(config.DATABASE_URL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { bodyParser: false, logger: ['error'] });
  const setup = configureApp(app, config);
  try {
    writeFileSync(OPENAPI_JSON_PATH, serializeOpenApi(buildOpenApiDocument(app)));
    process.stdout.write(`Wrote ${OPENAPI_JSON_PATH}\n`);
  } finally {
    await app.close();
    await setup.close();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
