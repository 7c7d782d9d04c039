import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import type { Job, JobOptions } from 'bull';
import { inSpan, SpanKind } from '../common/tracer';

/**
 * What a job carries from the code that asked for it to the process that runs it, so its work can be
 * told apart and joined to its cause. Captured when the job is written to the outbox (OutboxService.add,
 * column `outbox_job.context`), handed to Bull with the job by the sweep (the job option
 * JOB_CONTEXT_OPTION), and restored around the processor (runInJobContext / @InJobContext()).
 * Small and flat: every job in Redis and every outbox row holds one.
 */
export interface JobContext {
  /** W3C Trace Context of the span that asked for the job: its processing joins the same trace. */
  traceparent?: string;
  tracestate?: string;
}

/**
 * The Bull job option that carries the context. Bull keeps options it does not know with the job in
 * Redis (Job.toJSON / Job.fromJSON), so the payload stays exactly the registry's payload type.
 */
export const JOB_CONTEXT_OPTION = 'jobContext';

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

/** What the code adding a job knows now, to store with it; null when there is nothing to carry. */
export function captureJobContext(): JobContext | null {
  return orNull(traceFields());
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
  const value = (job.opts as Record<string, unknown>)[JOB_CONTEXT_OPTION];
  if (!value || typeof value !== 'object') return null;
  const { traceparent, tracestate } = value as Record<string, unknown>;
  return orNull({
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    ...(typeof tracestate === 'string' ? { tracestate } : {}),
  });
}

/**
 * Runs a job's processor inside the context it was asked in: a consumer span, child of the span that
 * handed the job to Bull, so an upload and its transcode are one trace.
 */
export function runInJobContext<T>(job: Job, run: () => Promise<T>): Promise<T> {
  return inSpan(
    `process ${job.queue.name}`,
    {
      kind: SpanKind.CONSUMER,
      parent: traceParentOf(jobContextOf(job)),
      attributes: {
        'messaging.system': 'bull',
        'messaging.operation.type': 'process',
        'messaging.destination.name': job.queue.name,
        'messaging.message.id': String(job.id),
        'bull.job.name': job.name,
        'bull.job.attempt': job.attemptsMade + 1,
      },
    },
    run,
  );
}

// Bull's Job is generic in its payload; the decorator takes any processor method's job.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JobMethod = (job: Job<any>) => Promise<unknown>;

/**
 * `runInJobContext` for a `@Process` method. The metadata already on the method (from a decorator
 * listed below this one) is copied to the wrapper, so the order of the two decorators does not matter.
 */
export function InJobContext() {
  return <M extends JobMethod>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    const original = descriptor.value;
    if (!original) return;
    const wrapped = function (this: unknown, job: Job) {
      return runInJobContext(job, () => original.call(this, job));
    };
    for (const key of Reflect.getMetadataKeys(original) as unknown[]) Reflect.defineMetadata(key, Reflect.getMetadata(key, original), wrapped);
    descriptor.value = wrapped as M;
  };
}
