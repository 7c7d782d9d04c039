import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EntityManager } from 'typeorm';
import { JOBS, jobByName } from '../../src/queue/jobs';
import { OutboxService } from '../../src/queue/outbox/outbox.service';

const API_SRC = join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Issue 32 item 2: every job is in api/src/queue/jobs.ts, and only the outbox sweep talks to Bull's add. */
describe('job registry', () => {
  it('names each job once per queue, and finds it by name', () => {
    const keys = Object.values(JOBS).map((job) => `${job.queue}/${job.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const job of Object.values(JOBS)) expect(jobByName(job.queue, job.name)).toBe(job);
    expect(jobByName('email', 'no-such-job')).toBeUndefined();
  });

  it('is what every consumer binds to, and the outbox sweep is the one producer', () => {
    const consumers: string[] = [];
    const producers: string[] = [];
    for (const file of sourceFiles(API_SRC)) {
      const text = readFileSync(file, 'utf8');
      const name = relative(API_SRC, file);
      // Bull's own decorator is not used directly: ProcessJob (queue/job-context.ts) binds to an entry and restores the job's context.
      for (const match of text.matchAll(/@Process\(([^)]*\)?)\)/g)) consumers.push(`${name}: ${match[0]}`);
      for (const match of text.matchAll(/@ProcessJob\(([^)]*)\)/g)) if (!match[1].startsWith('JOBS.')) consumers.push(`${name}: ${match[0]}`);
      for (const match of text.matchAll(/\.process\(([^,)]*)/g)) if (!match[1].startsWith('JOBS.')) consumers.push(`${name}: ${match[0]}`);
      if (/\bnew Bull\b/.test(text)) producers.push(`${name}: new Bull`);
      // A Bull queue's add, outside the sweep.
      if (/from 'bull'/.test(text) && /\bqueue\.add\(/.test(text) && name !== join('queue', 'outbox', 'outbox-sweeper.ts'))
        producers.push(`${name}: queue.add`);
    }
    expect(consumers).toEqual([]);
    expect(producers).toEqual([]);
  });
});

/** Checked by `npm run typecheck`, never run: a producer cannot hand a job the wrong payload. */
export function wrongPayloadIsATypeError(manager: EntityManager, outbox: OutboxService): void {
  // @ts-expect-error: a mailing's job carries an issueId, not a subscriberId.
  void outbox.add(manager, JOBS.newsletterIssue, { subscriberId: 1 }, 'key');
  void outbox.add(manager, JOBS.newsletterIssue, { issueId: 1 }, 'key');
}
