import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { QueueName } from '../queue/queue-names';

export interface ComponentHealth {
  status: 'up' | 'down';
  error?: string;
}

export interface QueueHealth extends ComponentHealth {
  waiting?: number;
  active?: number;
  failed?: number;
  delayed?: number;
}

export interface HealthReport {
  status: 'ok' | 'error';
  database: ComponentHealth;
  redis: ComponentHealth;
  queues: Record<string, QueueHealth>;
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref())]);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Transcode) private readonly transcodeQueue: Queue,
    @InjectQueue(QueueName.Email) private readonly emailQueue: Queue,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis, transcode, email] = await Promise.all([
      this.probe(() => this.dataSource.query('SELECT 1')),
      this.probe(() => this.transcodeQueue.client.ping()),
      this.queueHealth(this.transcodeQueue),
      this.queueHealth(this.emailQueue),
    ]);
    const queues = { [QueueName.Transcode]: transcode, [QueueName.Email]: email };
    const allUp = database.status === 'up' && redis.status === 'up' && Object.values(queues).every((q) => q.status === 'up');
    return { status: allUp ? 'ok' : 'error', database, redis, queues };
  }

  private async probe(run: () => Promise<unknown>): Promise<ComponentHealth> {
    try {
      await withTimeout(run());
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: message(error) };
    }
  }

  private async queueHealth(queue: Queue): Promise<QueueHealth> {
    try {
      const counts = await withTimeout(queue.getJobCounts());
      return { status: 'up', waiting: counts.waiting, active: counts.active, failed: counts.failed, delayed: counts.delayed };
    } catch (error) {
      return { status: 'down', error: message(error) };
    }
  }
}
