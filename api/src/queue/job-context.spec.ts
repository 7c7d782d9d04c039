import 'reflect-metadata';
import type { Job } from 'bull';
import {
  captureJobContext,
  currentJobContext,
  JOB_CONTEXT_OPTION,
  jobContextOf,
  ProcessJob,
  relayJobContext,
  runWithJobContext,
  withJobContext,
} from './job-context';
import { JOBS } from './jobs';

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** A Bull job as a processor gets it: options read back from Redis (JSON), as Job.fromJSON does. */
const jobWith = (opts: object) =>
  ({ id: '7', name: 'x', data: {}, attemptsMade: 0, queue: { name: 'q' }, opts: JSON.parse(JSON.stringify(opts)) }) as unknown as Job;

describe('job context', () => {
  it('is nothing to carry while tracing is off (no SDK in this process)', () => {
    expect(captureJobContext()).toBeNull();
    expect(relayJobContext(null)).toBeNull();
    expect(withJobContext({ attempts: 3 }, null)).toEqual({ attempts: 3 });
  });

  it('travels with the job as a Bull option and is read back', () => {
    const opts = withJobContext({ jobId: 'k', attempts: 3 }, { traceparent: TRACEPARENT });
    expect(opts).toMatchObject({ jobId: 'k', attempts: 3, [JOB_CONTEXT_OPTION]: { traceparent: TRACEPARENT } });
    expect(jobContextOf(jobWith(opts))).toEqual({ traceparent: TRACEPARENT });
  });

  it('reads nothing from a job without one, or with a mangled one', () => {
    expect(jobContextOf(jobWith({ attempts: 1 }))).toBeNull();
    expect(jobContextOf(jobWith({ [JOB_CONTEXT_OPTION]: 'text' }))).toBeNull();
    expect(jobContextOf(jobWith({ [JOB_CONTEXT_OPTION]: { traceparent: 5, other: 'x' } }))).toBeNull();
  });

  it('keeps the stored fields when the sweep has no span of its own to put in', () => {
    expect(relayJobContext({ traceparent: TRACEPARENT, tracestate: 'a=1' })).toEqual({ traceparent: TRACEPARENT, tracestate: 'a=1' });
  });

  it("carries the running job's request id into the jobs it asks for", () => {
    expect(runWithJobContext({ requestId: 'req-1' }, () => captureJobContext())).toEqual({ requestId: 'req-1' });
    expect(jobContextOf(jobWith(withJobContext({}, { requestId: 'req-1', traceparent: TRACEPARENT })))).toEqual({
      requestId: 'req-1',
      traceparent: TRACEPARENT,
    });
  });

  describe('@ProcessJob()', () => {
    class Processor {
      calls: unknown[] = [];
      seen: unknown[] = [];

      @ProcessJob(JOBS.newsletterConfirmation, 2)
      async confirm(job: Job): Promise<string> {
        this.calls.push(job.id);
        this.seen.push(currentJobContext()?.requestId);
        return 'ran';
      }
    }

    it("binds the method to its registry entry with Bull's metadata", () => {
      const keys = Reflect.getMetadataKeys(Processor.prototype.confirm);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.map((key) => Reflect.getMetadata(key, Processor.prototype.confirm))).toContainEqual(
        expect.objectContaining({ name: JOBS.newsletterConfirmation.name, concurrency: 2 }),
      );
    });

    it("runs the method on its instance in the job's context and returns what it returns", async () => {
      const processor = new Processor();
      await expect(processor.confirm(jobWith({ [JOB_CONTEXT_OPTION]: { requestId: 'req-9', traceparent: TRACEPARENT } }))).resolves.toBe('ran');
      await expect(processor.confirm(jobWith({}))).resolves.toBe('ran');
      expect(processor.calls).toEqual(['7', '7']);
      expect(processor.seen).toEqual(['req-9', undefined]);
    });
  });
});
