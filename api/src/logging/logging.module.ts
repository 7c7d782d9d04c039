import { DynamicModule, Global, Module, RequestMethod, type INestApplicationContext } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { EnvironmentVariables } from '../config/app-config';
import { AppLogger } from './app-logger';
import { createLoggers } from './root-logger';

/** The process's pino logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
/** The logger of the one line per request (configureApp mounts the HTTP logger on it; root-logger.ts says why it is apart). */
export const REQUEST_LINE_LOGGER = Symbol('REQUEST_LINE_LOGGER');

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
    const { root, requestLines } = createLoggers(config, destination);
    return {
      module: LoggingModule,
      // forRoutes named (nestjs-pino's own default): left unset, nestjs-pino also binds every path
      // excluded from the /api prefix one by one, as method routes with escaped patterns that no
      // request matches (route-guard.e2e-spec.ts lists them). Lines outside a bound request still get
      // the request id from the root logger's mixin.
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [{ path: '{/*splat}', method: RequestMethod.ALL }] })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }, { provide: REQUEST_LINE_LOGGER, useValue: requestLines }, AppLogger],
      exports: [ROOT_LOGGER, REQUEST_LINE_LOGGER, AppLogger],
    };
  }
}

/** Makes the app log through pino; start with `bufferLogs: true` so Nest's own start-up lines take this path too. */
export function useStructuredLogs(app: INestApplicationContext): void {
  app.useLogger(app.get(AppLogger));
}
