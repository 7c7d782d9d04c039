// First: starts OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before http, express, pg and ioredis load.
import './tracing';
import 'reflect-metadata';
import type { Server } from 'node:http';
import { bootLogger, startServer } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { InFlightUploads } from './modules/media/in-flight-uploads';

/** How long running uploads may take to finish after SIGTERM before they are cut (and their files removed). */
const UPLOAD_GRACE_MS = 10_000;
/** How long other requests get once uploads are done, before their connections are closed. */
const REQUEST_GRACE_MS = 3_000;
/** A stuck dependency must not keep the process alive: well inside the usual 30 s kill timeout. */
const HARD_EXIT_MS = 25_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  bootLogger.log(`Serving on ${config.PUBLIC_URL ?? server.url} (worker ${config.WORKER})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bootLogger.log(`${signal}: no new connections; finishing in-flight requests, then exiting`);
    setTimeout(() => process.exit(1), HARD_EXIT_MS).unref();
    const http = server.app.getHttpServer() as Server;
    // 1. Stop accepting; idle keep-alive connections go now.
    const drained = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeIdleConnections();
    // 2. Uploads finish within the grace period or are aborted, their partial files removed.
    await server.app.get(InFlightUploads).drain(UPLOAD_GRACE_MS);
    // 3. Other requests get a moment, then what is left is cut.
    await Promise.race([drained, delay(REQUEST_GRACE_MS)]);
    http.closeAllConnections();
    // 4. Modules close (queues, database), with no request left to use them.
    await server.close();
  };
  const onSignal = (signal: string) =>
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        bootLogger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        process.exit(1);
      },
    );
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    bootLogger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
