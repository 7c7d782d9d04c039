import { ServiceUnavailableException } from '@nestjs/common';

/**
 * The longest a request waits on Redis (Bull's clients queue commands while disconnected, so a call
 * would otherwise wait for the whole outage).
 */
export const REDIS_REQUEST_TIMEOUT_MS = 2000;
/** What a 503 caused by Redis asks the client to wait before trying again. */
export const REDIS_RETRY_AFTER_SEC = 5;

/** A 503 the exception filter answers with a Retry-After header. */
export class RedisUnavailableException extends ServiceUnavailableException {
  readonly retryAfterSec = REDIS_RETRY_AFTER_SEC;
  constructor() {
    super('The queue is not reachable right now; try again shortly');
  }
}

/** `promise`, or a RedisUnavailableException after `ms` (the call itself may still complete later). */
export function withRedisTimeout<T>(promise: Promise<T>, ms = REDIS_REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableException()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
