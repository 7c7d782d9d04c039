import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { QueueName } from '../queue/jobs';
import { jobDuration, jobFailures } from './instruments';

/** Seconds between the job's start and its end, as Bull stamped them (0 when a stamp is missing). */
function runSeconds(job: Job): number {
  const started = job.processedOn;
  return started ? ((job.finishedOn ?? Date.now()) - started) / 1000 : 0;
}

/**
 * Job duration and failures from Bull's local events: they fire in the process that ran the job, so
 * each job is counted once, by the worker (or the server with WORKER=inline) that processed it.
 */
@Injectable()
export class QueueJobMetrics implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Transcode) private readonly transcodeQueue: Queue,
    @InjectQueue(QueueName.Email) private readonly emailQueue: Queue,
  ) {}

  onModuleInit(): void {
    for (const queue of [this.transcodeQueue, this.emailQueue]) {
      queue.on('completed', (job: Job) => jobDuration.observe({ queue: queue.name, name: job.name, outcome: 'completed' }, runSeconds(job)));
      queue.on('failed', (job: Job) => {
        jobFailures.inc({ queue: queue.name, name: job.name });
        jobDuration.observe({ queue: queue.name, name: job.name, outcome: 'failed' }, runSeconds(job));
      });
    }
  }
}
