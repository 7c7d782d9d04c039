import 'reflect-metadata';
import { bootLogger, startServer } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  bootLogger.log(`Serving on ${config.PUBLIC_URL ?? server.url} (worker ${config.WORKER})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    bootLogger.log(`${signal}: finishing in-flight requests and jobs, then exiting`);
    // A stuck dependency must not keep the process alive forever.
    setTimeout(() => process.exit(1), 25_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        bootLogger.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    bootLogger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
