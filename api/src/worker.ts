// First: starts OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before http, express, pg and ioredis load.
import './tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerAppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { ensureDatabase } from './database/ensure-database';
import { useStructuredLogs } from './logging/logging.module';

/** The queue processors alone: run with WORKER=off on the API processes. */
async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.DATABASE_URL);
  const app = await NestFactory.createApplicationContext(WorkerAppModule.register(config), { bufferLogs: true });
  useStructuredLogs(app);
  app.enableShutdownHooks();
  // A running transcode is not waited for (TranscodingModule); a stuck dependency must not hold the exit either.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => setTimeout(() => process.exit(1), 25_000).unref());
  new Logger('Worker').log('Processing the transcode and email queues');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
