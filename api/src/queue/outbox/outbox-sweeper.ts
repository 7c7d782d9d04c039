import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job, JobOptions, Queue } from 'bull';
import { Repository } from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout';
import { jobData } from '../job-context';
import { jobByName, QUEUE_NAMES, QueueName } from '../jobs';
import { OutboxJobEntity, OutboxStatus } from './outbox-job.entity';

/** How often every process looks for due rows and for dispatched jobs Redis lost. */
export const SWEEP_INTERVAL_MS = 2_000;
/** Rows handed to Bull per sweep. */
const BATCH = 100;
/** A Redis call of the sweep that takes longer than this counts as Redis being away. */
const REDIS_CALL_TIMEOUT_MS = 3_000;
/** Another process's sweep leaves rows it is handing over alone for this long. */
const CLAIM_LEASE_SEC = 30;
/** A dispatched job is looked for in Redis again after this long (a restarted Redis may have lost it). */
const RECHECK_SEC = 10;
/** The longest wait between two hand-over tries of a row while Redis is away. */
const MAX_BACKOFF_MS = 30_000;
/** Finished rows are kept this long (what ran, and when), then deleted, at most once an hour. */
const KEEP_FINISHED_DAYS = 7;
const PURGE_EVERY_MS = 60 * 60_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Moves the outbox into Bull, on every process (API and worker), every SWEEP_INTERVAL_MS:
 * - due pending rows are added under their idempotency key as the job id (Bull ignores an add whose
 *   id it holds, so two sweeps, or a late add of a timed-out call, never make two jobs), then marked
 *   dispatched; a row Redis does not take is tried again with a growing backoff. Nothing waits on
 *   Redis longer than REDIS_CALL_TIMEOUT_MS, so an outage slows the sweep and stops nothing else.
 * - dispatched rows are checked in Redis: a job that is gone (Redis restarted without its data) is
 *   made pending again; the processors are idempotent by key, so running it again is safe.
 * - a job that completes (or fails for good) in this process marks its row done (or failed).
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private redisAway = false;
  private lastPurge = 0;
  private closed = false;
  private readonly queues = new Map<string, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @InjectRepository(OutboxJobEntity) private readonly rows: Repository<OutboxJobEntity>,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    for (const name of QUEUE_NAMES) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      this.queues.set(name, queue);
      queue.on('completed', (job: Job) => void this.finished(job, OutboxStatus.Done, null));
      queue.on('failed', (job: Job, error: Error) => {
        if (job.attemptsMade >= (job.opts.attempts ?? 1)) void this.finished(job, OutboxStatus.Failed, error.message);
      });
    }
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.sweep();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass (also what a test calls to not wait for the timer); concurrent calls share the running pass. */
  sweep(): Promise<void> {
    this.sweeping ??= this.pass()
      .catch((error: unknown) => {
        if (!this.closed) this.logger.warn(`Outbox sweep failed, next in ${SWEEP_INTERVAL_MS} ms: ${errorText(error)}`);
      })
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async pass(): Promise<void> {
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await this.rows.query(`DELETE FROM "outbox_job" WHERE "status" IN ($1, $2) AND "finishedAt" < now() - make_interval(days => $3)`, [
        OutboxStatus.Done,
        OutboxStatus.Failed,
        KEEP_FINISHED_DAYS,
      ]);
    }
    for (const row of await this.claimDue()) {
      if (this.closed) return;
      // Redis did not take it: the rest waits for the next pass (each row keeps its own backoff).
      if (!(await this.dispatch(row))) return;
    }
    await this.recheckDispatched();
  }

  /** Due pending rows, leased to this process for CLAIM_LEASE_SEC (SKIP LOCKED: sweeps never wait on each other). */
  private async claimDue(): Promise<OutboxJobEntity[]> {
    const result = (await this.rows.query(
      `UPDATE "outbox_job" SET "availableAt" = now() + make_interval(secs => $3)
       WHERE "id" IN (SELECT "id" FROM "outbox_job" WHERE "status" = $1 AND "availableAt" <= now() ORDER BY "id" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [OutboxStatus.Pending, BATCH, CLAIM_LEASE_SEC],
    )) as [OutboxJobEntity[], number];
    return result[0].sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Hands one row to Bull; false when Redis did not take it (the rest of the batch waits for the next pass). */
  private async dispatch(row: OutboxJobEntity): Promise<boolean> {
    const queue = this.queues.get(row.queue);
    if (!queue || !jobByName(row.queue, row.name)) {
      // Written by a release that knew a job this one does not (a rollback): kept, failed, visible.
      await this.rows.update(
        { id: row.id },
        { status: OutboxStatus.Failed, lastError: `No job ${row.queue}/${row.name} in this release`, finishedAt: new Date() },
      );
      return true;
    }
    try {
      await withTimeout(queue.add(row.name, jobData(row.payload, row.context), this.jobOptions(row)), REDIS_CALL_TIMEOUT_MS, 'Redis did not answer in time');
    } catch (error) {
      const backoff = Math.min(MAX_BACKOFF_MS, SWEEP_INTERVAL_MS * 2 ** Math.min(row.dispatchAttempts, 10));
      await this.rows.update(
        { id: row.id, status: OutboxStatus.Pending },
        { dispatchAttempts: row.dispatchAttempts + 1, availableAt: new Date(Date.now() + backoff), lastError: errorText(error).slice(0, 1000) },
      );
      this.away(error);
      return false;
    }
    this.back();
    await this.rows.update(
      { id: row.id, status: OutboxStatus.Pending },
      { status: OutboxStatus.Dispatched, dispatchedAt: new Date(), checkedAt: new Date(), lastError: null },
    );
    return true;
  }

  /** Dispatched rows not looked at for RECHECK_SEC: still in Redis, finished, or lost (then pending again). */
  private async recheckDispatched(): Promise<void> {
    const rows = (await this.rows.query(
      `UPDATE "outbox_job" SET "checkedAt" = now()
       WHERE "id" IN (SELECT "id" FROM "outbox_job" WHERE "status" = $1 AND "checkedAt" < now() - make_interval(secs => $2) ORDER BY "checkedAt" LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [OutboxStatus.Dispatched, RECHECK_SEC, BATCH],
    )) as [OutboxJobEntity[], number];
    for (const row of rows[0]) {
      if (this.closed) return;
      const queue = this.queues.get(row.queue);
      if (!queue) continue;
      let job: Job | null;
      let state: string | undefined;
      try {
        job = await withTimeout(queue.getJob(row.idempotencyKey), REDIS_CALL_TIMEOUT_MS, 'Redis did not answer in time');
        state = job ? await withTimeout(job.getState(), REDIS_CALL_TIMEOUT_MS, 'Redis did not answer in time') : undefined;
      } catch (error) {
        this.away(error);
        return;
      }
      this.back();
      if (!job) {
        this.logger.warn(`Job ${row.name} ${row.idempotencyKey} is no longer in Redis: dispatching it again`);
        await this.rows.update({ id: row.id, status: OutboxStatus.Dispatched }, { status: OutboxStatus.Pending, availableAt: new Date() });
      } else if (state === 'completed') {
        await this.finished(job, OutboxStatus.Done, null);
      } else if (state === 'failed' && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        await this.finished(job, OutboxStatus.Failed, job.failedReason ?? null);
      }
    }
  }

  private async finished(job: Job, status: OutboxStatus.Done | OutboxStatus.Failed, error: string | null): Promise<void> {
    await this.rows
      .update(
        { idempotencyKey: String(job.id), queue: job.queue.name, status: OutboxStatus.Dispatched },
        { status, finishedAt: new Date(), lastError: error?.slice(0, 1000) ?? null },
      )
      .catch((failure: unknown) => this.logger.warn(`Could not record job ${String(job.id)} as ${status}: ${errorText(failure)}`));
  }

  private jobOptions(row: OutboxJobEntity): JobOptions {
    const transcode = row.queue === QueueName.Transcode;
    return {
      jobId: row.idempotencyKey,
      attempts: transcode ? this.config.TRANSCODE_ATTEMPTS : this.config.EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: transcode ? this.config.TRANSCODE_BACKOFF_MS : this.config.EMAIL_JOB_BACKOFF_MS },
      // Finished jobs stay a while so the recheck can read how they ended if this process missed the event.
      removeOnComplete: 1000,
      removeOnFail: 5000,
    };
  }

  private away(error: unknown): void {
    if (!this.redisAway) this.logger.warn(`Redis is not taking jobs (${errorText(error)}); they stay in the outbox and go when it is back`);
    this.redisAway = true;
  }

  private back(): void {
    if (this.redisAway) this.logger.log('Redis takes jobs again: handing over the outbox');
    this.redisAway = false;
  }
}
