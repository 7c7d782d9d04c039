import 'reflect-metadata';
import { Process } from '@nestjs/bull';
import type { Job } from 'bull';
import { captureJobContext, InJobContext, JOB_CONTEXT_OPTION, jobContextOf, relayJobContext, withJobContext } from './job-context';

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

  describe('@InJobContext()', () => {
    class Processor {
      calls: unknown[] = [];

      @Process({ name: 'first' })
      @InJobContext()
      async wrappedFirst(job: Job): Promise<string> {
        this.calls.push(job.id);
        return 'first ran';
      }

      @InJobContext()
      @Process({ name: 'second' })
      async wrappedLast(job: Job): Promise<string> {
        this.calls.push(job.id);
        return 'second ran';
      }

      @Process({ name: 'plain' })
      async plain(): Promise<void> {}
    }

    it('keeps the @Process binding whichever order the two are written in', () => {
      const keys = Reflect.getMetadataKeys(Processor.prototype.plain);
      expect(keys.length).toBeGreaterThan(0);
      for (const method of [Processor.prototype.wrappedFirst, Processor.prototype.wrappedLast]) {
        for (const key of keys) expect(Reflect.getMetadata(key, method)).toBeDefined();
      }
      expect(Reflect.getMetadata(keys[0], Processor.prototype.wrappedFirst)).toMatchObject({ name: 'first' });
      expect(Reflect.getMetadata(keys[0], Processor.prototype.wrappedLast)).toMatchObject({ name: 'second' });
    });

    it('runs the method on its instance and returns what it returns', async () => {
      const processor = new Processor();
      await expect(processor.wrappedFirst(jobWith({ [JOB_CONTEXT_OPTION]: { traceparent: TRACEPARENT } }))).resolves.toBe('first ran');
      await expect(processor.wrappedLast(jobWith({}))).resolves.toBe('second ran');
      expect(processor.calls).toEqual(['7', '7']);
    });
  });
});
