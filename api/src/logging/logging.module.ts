import { DynamicModule, Global, Module, type INestApplicationContext } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { EnvironmentVariables } from '../config/app-config';
import { AppLogger } from './app-logger';
import { createRootLogger } from './root-logger';

/** The process's pino logger (configureApp mounts the HTTP logger on it). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Structured logs (docs/operations.md, "Logs"): pino through nestjs-pino. The HTTP logger is mounted
 * by configureApp, first in line (useExisting: nestjs-pino mounts none of its own), so every request is
 * logged, static files and refused bodies included; nestjs-pino's middleware then keeps each request's
 * logger for the code that runs inside it.
 */
@Global()
@Module({})
export class LoggingModule {
  /** `destination`: where the lines go (stdout when unset; tests capture them). */
  static register(config: EnvironmentVariables, destination?: DestinationStream): DynamicModule {
    const root = createRootLogger(config, destination);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }, AppLogger],
      exports: [ROOT_LOGGER, AppLogger],
    };
  }
}

/** Makes the app log through pino; start with `bufferLogs: true` so Nest's own start-up lines take this path too. */
export function useStructuredLogs(app: INestApplicationContext): void {
  app.useLogger(app.get(AppLogger));
}
