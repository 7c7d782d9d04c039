/** The Bull queues; every job on them is in jobs.ts. */
export enum QueueName {
  Transcode = 'transcode',
  Email = 'email',
}

export const QUEUE_NAMES = Object.values(QueueName);
