import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { QueueName } from '../queue/jobs';

export interface ComponentHealth {
  status: 'up' | 'down';
}

/**
 * What anyone may read: up or down per part, nothing else. Addresses, error texts and queue sizes
 * stay in the logs (an anonymous caller must not learn where Redis lives or why it failed).
 */
export interface HealthReport {
  status: 'ok' | 'error';
  database: ComponentHealth;
  redis: ComponentHealth;
  queues: Record<string, ComponentHealth>;
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');
  /** The last state of each part, so a long outage logs once when it starts and once when it ends. */
  private readonly lastState = new Map<string, 'up' | 'down'>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Transcode) private readonly transcodeQueue: Queue,
    @InjectQueue(QueueName.Email) private readonly emailQueue: Queue,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis, transcode, email] = await Promise.all([
      this.probe('database', () => this.dataSource.query('SELECT 1')),
      this.probe('redis', () => this.transcodeQueue.client.ping()),
      this.probe(`queue ${QueueName.Transcode}`, () => this.transcodeQueue.getJobCounts()),
      this.probe(`queue ${QueueName.Email}`, () => this.emailQueue.getJobCounts()),
    ]);
    const queues = { [QueueName.Transcode]: transcode, [QueueName.Email]: email };
    const allUp = database.status === 'up' && redis.status === 'up' && Object.values(queues).every((q) => q.status === 'up');
    return { status: allUp ? 'ok' : 'error', database, redis, queues };
  }

  private async probe(part: string, run: () => Promise<unknown>): Promise<ComponentHealth> {
    try {
      await withTimeout(run());
      if (this.lastState.get(part) === 'down') this.logger.log(`${part} is up again`);
      this.lastState.set(part, 'up');
      return { status: 'up' };
    } catch (error) {
      if (this.lastState.get(part) !== 'down') this.logger.warn(`${part} is down: ${message(error)}`);
      this.lastState.set(part, 'down');
      return { status: 'down' };
    }
  }
}
