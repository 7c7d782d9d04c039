import { Process } from '@nestjs/bull';
import { applyDecorators, Logger } from '@nestjs/common';
import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import type { Job, JobOptions } from 'bull';
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentRequest } from '../common/request-context';
import { inSpan, SpanKind } from '../common/tracer';
import { processOptions, type JobDefinition } from './jobs';

/**
 * What a job carries from the code that asked for it to the process that runs it, so its work can be
 * told apart and joined to its cause (docs/operations.md, "Logs" and "Traces"). Captured when the job
 * is written to the outbox (OutboxService.add, column `outbox_job.context`), handed to Bull with the
 * job by the sweep (the job option JOB_CONTEXT_OPTION), and restored around the processor
 * (@ProcessJob / processInContext). Small and flat: every job in Redis and every outbox row holds one.
 * The one carrier for such context: add a field here, in captureJobContext and in jobContextOf.
 */
export interface JobContext {
  /** The request (X-Request-Id) that enqueued the job: it appears in the job's log lines. */
  requestId?: string;
  /** W3C Trace Context of the span that asked for the job: its processing joins the same trace. */
  traceparent?: string;
  tracestate?: string;
}

/**
 * The Bull job option that carries the context. Bull keeps options it does not know with the job in
 * Redis (Job.toJSON / Job.fromJSON), so the payload stays exactly the registry's payload type.
 */
export const JOB_CONTEXT_OPTION = 'jobContext';

const storage = new AsyncLocalStorage<JobContext>();
const logger = new Logger('Jobs');

/** The running job's context (null outside a job). */
export const currentJobContext = (): JobContext | null => storage.getStore() ?? null;

/** The trace fields of `from` (the active context by default): empty with tracing off (no propagator is set). */
function traceFields(from: Context = context.active()): JobContext {
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  const fields: JobContext = {};
  if (carrier.traceparent) fields.traceparent = carrier.traceparent;
  if (carrier.tracestate) fields.tracestate = carrier.tracestate;
  return fields;
}

const orNull = (carrier: JobContext): JobContext | null => (Object.keys(carrier).length > 0 ? carrier : null);

/** The request id to pass on: the current request's, or the running job's (a job enqueuing another). */
function requestIdNow(): string | undefined {
  return currentRequest()?.requestId ?? currentJobContext()?.requestId;
}

/** What the code adding a job knows now, to store with it; null when there is nothing to carry. */
export function captureJobContext(): JobContext | null {
  const requestId = requestIdNow();
  return orNull({ ...(requestId ? { requestId } : {}), ...traceFields() });
}

/** A stored context handed on by the sweep: its fields, with the trace moved to the span active now (the hand-over's). */
export function relayJobContext(stored: JobContext | null): JobContext | null {
  return orNull({ ...stored, ...traceFields() });
}

/** The trace a stored context names, as a parent for a span (the root context when it names none). */
export function traceParentOf(carrier: JobContext | null | undefined): Context {
  return carrier?.traceparent ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** Bull options that carry `carrier` with the job. */
export function withJobContext(options: JobOptions, carrier: JobContext | null): JobOptions {
  if (!carrier) return options;
  const carrying: JobOptions & { [JOB_CONTEXT_OPTION]: JobContext } = { ...options, [JOB_CONTEXT_OPTION]: carrier };
  return carrying;
}

/** The context a Bull job was added with (none for a job added before this release or without one). */
export function jobContextOf(job: Job): JobContext | null {
  const value = (job.opts as Record<string, unknown> | undefined)?.[JOB_CONTEXT_OPTION];
  if (!value || typeof value !== 'object') return null;
  const { requestId, traceparent, tracestate } = value as Record<string, unknown>;
  return orNull({
    ...(typeof requestId === 'string' ? { requestId } : {}),
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    ...(typeof tracestate === 'string' ? { tracestate } : {}),
  });
}

/** Runs `work` with `carrier` as the running job's context (its request id in every log line). */
export function runWithJobContext<T>(carrier: JobContext | null, work: () => T): T {
  return storage.run(carrier ?? {}, work);
}

/**
 * Runs one job's processor inside the context it was asked in: its request id restored for the log
 * lines, and a consumer span, child of the span that handed the job to Bull, so an upload and its
 * transcode are one trace. A debug line at its start and end.
 */
export function processInContext<T>(job: Job, work: () => Promise<T>): Promise<T> {
  const carrier = jobContextOf(job);
  return runWithJobContext(carrier, () =>
    inSpan(
      `process ${job.queue.name}`,
      {
        kind: SpanKind.CONSUMER,
        parent: traceParentOf(carrier),
        attributes: {
          'messaging.system': 'bull',
          'messaging.operation.type': 'process',
          'messaging.destination.name': job.queue.name,
          'messaging.message.id': String(job.id),
          'bull.job.name': job.name,
          'bull.job.attempt': job.attemptsMade + 1,
        },
      },
      async () => {
        const started = Date.now();
        logger.debug(`Job ${job.queue.name}/${job.name} ${String(job.id)} started (attempt ${job.attemptsMade + 1})`);
        try {
          return await work();
        } finally {
          logger.debug(`Job ${job.queue.name}/${job.name} ${String(job.id)} ended after ${Date.now() - started} ms`);
        }
      },
    ),
  );
}

/**
 * Bull's Process decorator for a registry entry (JOBS.x), with the processor run in the job's context:
 * what every consumer uses. The method is wrapped before Bull's metadata is set on it.
 */
export function ProcessJob(definition: JobDefinition<unknown>, concurrency: number): MethodDecorator {
  const inContext: MethodDecorator = <T>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<T>) => {
    const original = descriptor.value as (this: unknown, job: Job, ...rest: unknown[]) => Promise<unknown>;
    descriptor.value = function (this: unknown, job: Job, ...rest: unknown[]) {
      return processInContext(job, () => original.call(this, job, ...rest));
    } as T;
  };
  return applyDecorators(inContext, Process(processOptions(definition, concurrency)));
}
