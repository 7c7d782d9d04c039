import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import type { EnvironmentVariables } from './config/app-config';
import { ensureDatabase } from './database/ensure-database';

export interface RunningApp {
  app: NestExpressApplication;
  url: string;
  close: () => Promise<void>;
}

/** Creates the database if missing, builds the app (migrations run on connect) and listens. */
export async function startServer(config: EnvironmentVariables): Promise<RunningApp> {
  await ensureDatabase(config.DATABASE_URL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    // Held until configureApp switches to the pino logger (LOG_LEVEL, LOG_FORMAT), which then prints them.
    bufferLogs: true,
  });
  const setup = configureApp(app, config);
  await app.listen(config.PORT, '0.0.0.0');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await setup.close();
    },
  };
}

export const bootLogger = new Logger('Bootstrap');
