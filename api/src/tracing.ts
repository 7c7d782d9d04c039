import type { InstrumentationConfigMap } from '@opentelemetry/auto-instrumentations-node';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { Span } from '@opentelemetry/api';
import type { IncomingMessage } from 'node:http';

/**
 * OpenTelemetry traces (docs/operations.md, "Traces"), started on import. main.ts and worker.ts import
 * this file first, so the instrumentations patch http, express, pg and ioredis before Nest, TypeORM or
 * Bull load them. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing happens: the SDK is not even loaded (the
 * requires below run only when it is set), and the spans our code starts through @opentelemetry/api
 * (jobs, ffmpeg) are its no-op spans.
 */

/** The libraries traced by default; OTEL_NODE_ENABLED_INSTRUMENTATIONS replaces the list (fs and dns stay off: noise, and a cost on every file read). */
const DEFAULT_INSTRUMENTATIONS = 'http,express,pg,ioredis';
/** How long a stopping process waits for its last spans to be exported. */
const FLUSH_TIMEOUT_MS = 2_000;

/** A layer type of the express instrumentation (its enum's string values; the package itself is loaded only with tracing on). */
type ExpressLayerType = NonNullable<NonNullable<InstrumentationConfigMap['@opentelemetry/instrumentation-express']>['ignoreLayersType']>[number];

let sdk: NodeSDK | undefined;

export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

/** Health probes arrive every few seconds from every orchestrator: a trace each would bury the real ones. */
const isHealthProbe = (request: IncomingMessage) => /^\/api\/health(\/|\?|$)/.test(request.url ?? '');

/**
 * Link secrets travel in paths (`/api/newsletter/confirm/:token`, `/api/unsubscribe/:token`): such a
 * request's span keeps its route, placeholder included, as its path. (`sig` and the S3 signatures in
 * query strings are redacted by the instrumentation itself.)
 */
function hideTokenPath(span: Span, request: unknown): void {
  const route = (request as { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string' && /:\w*token/i.test(route)) span.setAttribute('url.path', route);
}

/** A Redis command with its keys only: values (job payloads in Bull's scripts, cached pages) stay out of traces. */
function redisStatement(command: string, args: unknown[]): string {
  const keys = /^eval/i.test(command) ? args.slice(2, 2 + (Number(args[1]) || 0)) : args.slice(0, 1);
  return [command, ...keys.map((key) => (typeof key === 'string' || typeof key === 'number' ? String(key) : '?'))].join(' ');
}

function startTracing(): void {
  if (!tracingEnabled()) return;
  process.env.OTEL_NODE_ENABLED_INSTRUMENTATIONS ??= DEFAULT_INSTRUMENTATIONS;
  /* eslint-disable @typescript-eslint/no-require-imports -- lazy on purpose: a process without an endpoint never loads the SDK */
  const { NodeSDK: Sdk } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { getNodeAutoInstrumentations } = require('@opentelemetry/auto-instrumentations-node') as typeof import('@opentelemetry/auto-instrumentations-node');
  /* eslint-enable @typescript-eslint/no-require-imports */
  sdk = new Sdk({
    // Which entry point runs tells the two apart in a trace view (OTEL_SERVICE_NAME wins when set).
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() ? undefined : /worker\.js$/.test(process.argv[1] ?? '') ? 'podcast-worker' : 'podcast-api',
    // The exporter (OTLP over OTEL_EXPORTER_OTLP_PROTOCOL), batching (OTEL_BSP_*), sampling and
    // OTEL_SERVICE_NAME come from the standard variables. Metrics and logs have their own pipelines
    // (/metrics, the JSON log), so the SDK sets up traces only.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      getNodeAutoInstrumentations({
        '@opentelemetry/instrumentation-http': {
          ignoreIncomingRequestHook: isHealthProbe,
          applyCustomAttributesOnSpan: hideTokenPath,
          requireParentforOutgoingSpans: true,
        },
        // Route handlers, not each of the dozen middlewares every request goes through.
        '@opentelemetry/instrumentation-express': { ignoreLayersType: ['middleware' as ExpressLayerType] },
        // Queries and Redis commands inside a request or a job; the outbox sweep and Bull's own polling
        // every few seconds would otherwise be a trace of their own each time.
        '@opentelemetry/instrumentation-pg': { requireParentSpan: true },
        '@opentelemetry/instrumentation-ioredis': { requireParentSpan: true, dbStatementSerializer: redisStatement },
      }),
    ],
  });
  sdk.start();
}

/**
 * Exports the spans still buffered and stops the SDK, waiting FLUSH_TIMEOUT_MS at most (an unreachable
 * collector must not hold a stopping process). Nothing to do when tracing is off.
 */
export async function flushTracing(timeoutMs = FLUSH_TIMEOUT_MS): Promise<void> {
  const running = sdk;
  if (!running) return;
  sdk = undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  await Promise.race([running.shutdown().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

startTracing();
