import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import { STORAGE_DRIVER, type StorageDriver } from '../modules/media/storage/storage.driver';
import { QueueName } from '../queue/jobs';

/** Each check's budget; they run side by side, so the answer comes within about this long. */
export const READY_CHECK_TIMEOUT_MS = 1500;

/** A key nothing stores: asking for its size reaches the store (S3 HEAD, a stat on disk) and changes nothing. */
const STORAGE_PROBE_KEY = 'readiness-probe';

export type ReadyPart = 'database' | 'migrations' | 'redis' | 'storage';

/** What anyone may read: which part failed, never why (addresses and error texts go to the log). */
export interface ReadinessReport {
  status: 'ok' | 'error';
  checks: Record<ReadyPart, 'ok' | 'failed'>;
  failed: ReadyPart[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * GET /api/health/ready: whether this process can serve (docs/operations.md, "Health"). PostgreSQL
 * answers and has every migration this build knows, Redis answers, the media store answers.
 */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Readiness');
  /** The last failure logged per part, so a long outage logs once, not at every probe. */
  private readonly failing = new Set<ReadyPart>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async check(): Promise<ReadinessReport> {
    const applied = this.appliedMigrations();
    const [database, migrations, redis, storage] = await Promise.all([
      this.probe('database', () => applied),
      this.probe('migrations', async () => {
        const names = await applied;
        const pending = this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !names.has(name));
        if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`);
      }),
      this.probe('redis', () => {
        // A reconnecting client would queue the PING until Redis is back: say so now instead.
        if (this.queue.client.status !== 'ready') return Promise.reject(new Error(`client ${this.queue.client.status}`));
        return this.queue.client.ping();
      }),
      this.probe('storage', () => this.storage.stat(STORAGE_PROBE_KEY)),
    ]);
    const checks = { database, migrations, redis, storage };
    const failed = (Object.keys(checks) as ReadyPart[]).filter((part) => checks[part] === 'failed');
    return { status: failed.length === 0 ? 'ok' : 'error', checks, failed };
  }

  private async appliedMigrations(): Promise<Set<string>> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows = await this.dataSource.query<Array<{ name: string }>>(`SELECT name FROM "${table}"`);
    return new Set(rows.map((row) => row.name));
  }

  private async probe(part: ReadyPart, run: () => Promise<unknown>): Promise<'ok' | 'failed'> {
    try {
      await withTimeout(run(), READY_CHECK_TIMEOUT_MS, `no answer within ${READY_CHECK_TIMEOUT_MS} ms`);
      if (this.failing.delete(part)) this.logger.log(`${part} is ready again`);
      return 'ok';
    } catch (error) {
      if (!this.failing.has(part)) this.logger.warn(`${part} is not ready: ${message(error)}`);
      this.failing.add(part);
      return 'failed';
    }
  }
}
