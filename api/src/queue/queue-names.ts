/** Every Bull queue and job name, in one place; producers go through the domain's queue service. */
export enum QueueName {
  Transcode = 'transcode',
  Email = 'email',
}

export const QUEUE_NAMES = Object.values(QueueName);
