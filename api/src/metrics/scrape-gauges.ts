import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import { QueueName } from '../queue/jobs';
import { OutboxStatus } from '../queue/outbox/outbox-job.entity';

/**
 * Each probe's budget: they run side by side, so a scrape answers within about a second even when
 * Redis or PostgreSQL does not answer at all (a part that does not answer is reported down, its
 * numbers left out rather than guessed).
 */
export const PROBE_TIMEOUT_MS = 1000;

/** The pg Pool under TypeORM's PostgreSQL driver: the counters it keeps in memory. */
interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * What is read when Prometheus scrapes: queue depth, the outbox backlog, the database pool and
 * whether Redis and PostgreSQL answer. Per app (its own registry), since each app has its own
 * queues and pool; the process-wide counters are in instruments.ts.
 */
@Injectable()
export class ScrapeGauges {
  readonly registry = new Registry();

  private readonly redisUp = this.gauge('podcast_redis_up', 'Whether Redis answered a PING within the probe timeout (1) or not (0)');
  private readonly databaseUp = this.gauge('podcast_database_up', 'Whether PostgreSQL answered the outbox query within the probe timeout (1) or not (0)');
  private readonly queueJobs = this.gauge('podcast_queue_jobs', 'Bull jobs by queue and state (waiting, active, delayed, failed); absent while Redis is down', [
    'queue',
    'state',
  ]);
  private readonly outboxPending = this.gauge('podcast_outbox_pending', 'Outbox rows not yet handed to Bull, by queue; absent while PostgreSQL is down', [
    'queue',
  ]);
  private readonly outboxOldestDue = this.gauge(
    'podcast_outbox_oldest_due_seconds',
    'Age of the oldest outbox row that is due and not yet handed to Bull (0 when none)',
  );
  private readonly poolTotal = this.gauge('podcast_db_pool_connections', 'Connections open in the database pool');
  private readonly poolInUse = this.gauge('podcast_db_pool_in_use', 'Database pool connections checked out by a query or transaction');
  private readonly poolWaiting = this.gauge('podcast_db_pool_waiting', 'Queries waiting for a database pool connection');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Transcode) private readonly transcodeQueue: Queue,
    @InjectQueue(QueueName.Email) private readonly emailQueue: Queue,
  ) {}

  /** Reads every part at once; never rejects, never takes much longer than PROBE_TIMEOUT_MS. */
  async refresh(): Promise<void> {
    this.readPool();
    // Last scrape's depths go first: a queue that does not answer now must not repeat old numbers.
    this.queueJobs.reset();
    await Promise.all([this.readRedis(), this.readQueue(this.transcodeQueue), this.readQueue(this.emailQueue), this.readOutbox()]);
  }

  private gauge<L extends string>(name: string, help: string, labelNames: L[] = []): Gauge<L> {
    return new Gauge<L>({ name, help, labelNames, registers: [this.registry] });
  }

  private readPool(): void {
    const pool = (this.dataSource.driver as unknown as { master?: PoolCounters }).master;
    if (!pool) return;
    this.poolTotal.set(pool.totalCount);
    this.poolInUse.set(pool.totalCount - pool.idleCount);
    this.poolWaiting.set(pool.waitingCount);
  }

  private async readRedis(): Promise<void> {
    const client = this.transcodeQueue.client;
    // While ioredis reconnects it queues commands until Redis is back: ask only a connected client,
    // so an outage adds no commands that would pile up scrape after scrape.
    if (client.status !== 'ready') return void this.redisUp.set(0);
    const up = await withTimeout(client.ping(), PROBE_TIMEOUT_MS, 'Redis did not answer').then(
      () => 1,
      () => 0,
    );
    this.redisUp.set(up);
  }

  private async readQueue(queue: Queue): Promise<void> {
    if (queue.client.status !== 'ready') return;
    try {
      const counts = await withTimeout(queue.getJobCounts(), PROBE_TIMEOUT_MS, 'Redis did not answer');
      for (const state of QUEUE_STATES) this.queueJobs.set({ queue: queue.name, state }, counts[state]);
    } catch {
      // Left out: podcast_redis_up says why.
    }
  }

  private async readOutbox(): Promise<void> {
    try {
      const rows = await withTimeout(
        this.dataSource.query<Array<{ queue: string; pending: string; oldest_due_sec: number | null }>>(
          `SELECT queue, count(*) AS pending, extract(epoch FROM now() - min("availableAt") FILTER (WHERE "availableAt" <= now()))::float8 AS oldest_due_sec
             FROM outbox_job WHERE status = $1 GROUP BY queue`,
          [OutboxStatus.Pending],
        ),
        PROBE_TIMEOUT_MS,
        'PostgreSQL did not answer',
      );
      this.outboxPending.reset();
      // Every queue gets a sample, 0 included, so an alert can tell "no backlog" from "unknown".
      for (const name of Object.values(QueueName)) this.outboxPending.set({ queue: name }, 0);
      let oldest = 0;
      for (const row of rows) {
        this.outboxPending.set({ queue: row.queue }, Number(row.pending));
        oldest = Math.max(oldest, row.oldest_due_sec ?? 0);
      }
      this.outboxOldestDue.set(oldest);
      this.databaseUp.set(1);
    } catch {
      this.outboxPending.reset();
      this.outboxOldestDue.reset();
      this.databaseUp.set(0);
    }
  }
}
