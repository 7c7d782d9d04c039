import { Process } from '@nestjs/bull';
import { applyDecorators, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentRequest } from '../common/request-context';
import { processOptions, type JobDefinition } from './jobs';

/**
 * What a job carries from the code that asked for it (docs/operations.md, "Logs"): taken when the
 * outbox row is written, kept in the row and in the Bull job's data, and restored around the processor.
 * The one carrier for such context: add a field here, and capture and restore it in the two functions below.
 */
export interface JobContext {
  /** The request (X-Request-Id) that enqueued the job: it appears in the job's log lines. */
  requestId?: string;
}

/** The key of the context in a Bull job's data, beside the payload's own fields. */
export const JOB_CONTEXT_FIELD = 'jobContext';

const storage = new AsyncLocalStorage<JobContext>();
const logger = new Logger('Jobs');

/** The running job's context (null outside a job). */
export const currentJobContext = (): JobContext | null => storage.getStore() ?? null;

/** The context to store with a job asked for now: the current request's, or the running job's (a job enqueuing another). */
export function captureJobContext(): JobContext | null {
  const request = currentRequest();
  if (request) return { requestId: request.requestId };
  const job = currentJobContext();
  return job && Object.keys(job).length > 0 ? { ...job } : null;
}

/** Runs `work` (a processor) with `context` restored. */
export function runInJobContext<T>(context: JobContext | null, work: () => T): T {
  return storage.run(context ?? {}, work);
}

/** A Bull job's data: the payload, plus the context when there is one. */
export function jobData(payload: unknown, context: JobContext | null): unknown {
  if (!context || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return { ...payload, [JOB_CONTEXT_FIELD]: context };
}

/** The context a Bull job carries (none for jobs added before it existed, or outside a request). */
export function jobContextOf(job: Job): JobContext | null {
  const data: unknown = job.data;
  if (typeof data !== 'object' || data === null) return null;
  const context = (data as Record<string, unknown>)[JOB_CONTEXT_FIELD];
  if (typeof context !== 'object' || context === null) return null;
  const { requestId } = context as Record<string, unknown>;
  return typeof requestId === 'string' ? { requestId } : {};
}

/** Runs one job's processor in the job's context, with a debug line at its start and end. */
export async function processInContext<T>(job: Job, work: () => Promise<T>): Promise<T> {
  return runInJobContext(jobContextOf(job), async () => {
    const started = Date.now();
    logger.debug(`Job ${job.queue.name}/${job.name} ${String(job.id)} started (attempt ${job.attemptsMade + 1})`);
    try {
      return await work();
    } finally {
      logger.debug(`Job ${job.queue.name}/${job.name} ${String(job.id)} ended after ${Date.now() - started} ms`);
    }
  });
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
