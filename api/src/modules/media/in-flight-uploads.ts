import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The uploads being received right now, so that shutdown can end them properly: SIGTERM waits a
 * grace period for them to finish, then cuts the rest. Cutting a request makes receiveMultipart fail
 * as for a client that went away, which removes the partial file and every part already stored
 * before its promise settles; drain() waits for that, so nothing half-written outlives the process.
 */
@Injectable()
export class InFlightUploads {
  private readonly logger = new Logger('Uploads');
  private readonly running = new Map<Request, Promise<unknown>>();
  private closing = false;

  /** Runs one upload's receiving under watch. */
  track<T>(req: Request, receive: () => Promise<T>): Promise<T> {
    if (this.closing) {
      req.destroy();
      return Promise.reject(new Error('The server is shutting down'));
    }
    const promise = receive();
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(req, settled);
    void settled.finally(() => this.running.delete(req));
    return promise;
  }

  get count(): number {
    return this.running.size;
  }

  /** Lets running uploads finish for `graceMs`, then aborts the rest and waits for their clean-up. */
  async drain(graceMs: number): Promise<void> {
    this.closing = true;
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(this.running.values()), grace]);
    clearTimeout(timer);
    if (this.running.size === 0) return;
    this.logger.warn(`Shutting down: aborting ${this.running.size} upload(s) still in progress`);
    const pending = [...this.running.values()];
    for (const req of this.running.keys()) req.destroy();
    await Promise.all(pending);
  }
}
