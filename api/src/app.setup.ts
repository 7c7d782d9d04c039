import { Logger } from '@nestjs/common';
import type { Logger as PinoRootLogger } from 'pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import { Pool } from 'pg';
import type { EnvironmentVariables } from './config/app-config';
import { RuntimeSecrets } from './config/runtime-secrets';
import { bodyParsers, refuseUnsafeText } from './common/hostile-input';
import { HttpErrorFilter, toErrorBody } from './common/http-error.filter';
import { globalPrefixExclusions, isSessionFreeRequest } from './common/public-routes';
import { sameOriginGuard } from './common/same-origin.middleware';
import { noStore } from './web/review-page';
import { createValidationPipe } from './common/validation.pipe';
import { requestContextMiddleware, requestIdMiddleware } from './common/request-context';
import { httpLogger } from './logging/http-logger';
import { ROOT_LOGGER, useStructuredLogs } from './logging/logging.module';
import { createSessionStore } from './modules/auth/session-store';
import { RemoteLocations } from './modules/releases/remote-locations';
import { httpMetricsMiddleware } from './metrics/http-metrics.middleware';
import { metricsMode } from './metrics/metrics-access';
import { setupOpenApi } from './openapi';
import { compressResponses } from './web/compress-responses';
import { contentSecurityPolicy } from './web/content-security-policy';
import { remoteLocationsPerRequest } from './web/remote-locations';
import { staticWebHandlers } from './web/static-web';

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** JSON errors for failures raised by Express middleware before a Nest route is reached. */
function expressErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const body = toErrorBody(error);
  res.status(body.statusCode).json(body);
}

const sessionLogger = new Logger('Sessions');

const describeError = (value: unknown) => (value instanceof Error ? value.message : String(value));

/**
 * The session store's own pool. An idle connection that PostgreSQL ends (a restart, a failover,
 * pg_terminate_backend) is reported as an 'error' event on the pool: without a listener Node ends
 * the process. With it the connection is dropped, logged, and the next request opens a new one.
 */
export function createSessionPool(databaseUrl: string): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => sessionLogger.warn(`A session store connection failed and will be replaced: ${error.message}`));
  return pool;
}

/** Everything main.ts and the tests' app share: middleware order matters and lives here once. */
export function configureApp(app: NestExpressApplication, config: EnvironmentVariables): { close: () => Promise<void> } {
  const secrets = app.get(RuntimeSecrets);
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  // Only the public routes declared outside /api (feeds, episode pages, stable media) go without it.
  app.setGlobalPrefix('api', { exclude: globalPrefixExclusions() });

  // Ahead of every other middleware, so a request refused by any of them is timed too (only when metrics are served).
  if (metricsMode(config) !== 'off') app.use(httpMetricsMiddleware);
  // Next, so every answer (an error from any later step included) carries X-Request-Id, and every
  // request is logged under that id (a static file, a refused body and a 404 included).
  useStructuredLogs(app);
  app.use(requestIdMiddleware);
  app.use(httpLogger(app.get<PinoRootLogger>(ROOT_LOGGER)));

  // Where the remotes are: a page's from the release record read for it (web/remote-locations.ts).
  const remoteLocations = app.get(RemoteLocations);
  const remotesPerRequest = remoteLocationsPerRequest(remoteLocations);
  app.use(remotesPerRequest.middleware);
  app.use(
    helmet({
      // The remote origins per response (released ones included), the S3 endpoint from the settings
      // (web/content-security-policy.ts, docs/security.md).
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, remotesPerRequest.basesOf) },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // The guest review routes (issue 35) answer with signed media addresses: never stored, errors included.
  app.use('/api/review', noStore);

  // gzip/brotli above 1 KiB for JSON, HTML, XML and other text; never media, ranges or streams.
  app.use(compressResponses());
  for (const handler of staticWebHandlers(config)) app.use(handler);

  // JSON and form bodies limited per route and in depth; NUL and unpaired surrogates refused (common/hostile-input.ts).
  for (const parser of bodyParsers()) app.use('/api', parser);
  app.use('/api', refuseUnsafeText);
  app.use(sameOriginGuard);

  const sessionPool = createSessionPool(config.DATABASE_URL);
  const sessionMiddleware = session({
    // Rolling: the cookie is renewed on every response, the stored row at most once per touch interval.
    store: createSessionStore({
      pool: sessionPool,
      touchIntervalMs: config.SESSION_TOUCH_INTERVAL_SEC * 1000,
      errorLog: (...args: unknown[]) => sessionLogger.warn(`Session store: ${args.map(describeError).join(' ')}`),
    }),
    name: 'podcast.sid',
    secret: secrets.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: Boolean(config.TRUST_PROXY),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.TRUST_PROXY ? 'auto' : false,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  const passportInit = passport.initialize();
  const passportSession = passport.session();
  // Sessions only on admin routes and the media/comment routes that need them: public reads stay free of a session lookup.
  const needsSession = (req: Request) => req.path.startsWith('/api/') && !isSessionFreeRequest(req.method, req.path);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!needsSession(req)) return next();
    sessionMiddleware(req, res, (error?: unknown) => {
      if (error) return next(error);
      passportInit(req, res, (error2?: unknown) => {
        if (error2) return next(error2);
        passportSession(req, res, next);
      });
    });
  });
  // After the sessions: the request's context (its id, address and signed-in person) for the audit trail.
  app.use(requestContextMiddleware);
  app.use(expressErrorHandler);

  setupOpenApi(app);
  // No app.enableShutdownHooks(): main.ts handles SIGTERM itself, in order (stop accepting, finish or
  // abort uploads, then close the modules); Nest's hook would close the database under running requests.

  return { close: () => sessionPool.end() };
}
