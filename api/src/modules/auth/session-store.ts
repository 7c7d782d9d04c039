import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData, type Store } from 'express-session';
import type { Pool } from 'pg';

declare module 'express-session' {
  interface SessionData {
    /** When the store last wrote this session's row (ms since the epoch); drives the touch throttle. */
    lastWrittenAt?: number;
    /** Shown in the person's sessions list (issue 31 item 6): set at sign-in by LocalLoginGuard. */
    device?: string;
    address?: string;
    signedInAt?: number;
  }
}

export interface SessionStoreOptions {
  pool: Pool;
  /** A session's row is rewritten by a touch at most this often (SESSION_TOUCH_INTERVAL_SEC). */
  touchIntervalMs: number;
  errorLog: (...args: unknown[]) => void;
}

const PgStore = connectPgSimple(session);

/**
 * connect-pg-simple with touches throttled (issue 18). express-session touches the store at the end
 * of every request that did not change the session, and connect-pg-simple answers each touch with an
 * UPDATE: every admin read wrote the session row. Here a touch within the interval of the row's last
 * write does nothing; a later one rewrites the row (sess and expiry) through set(), which stamps the
 * time of the write into the session itself, so no extra state or read is needed and every process
 * sharing the table agrees. The stored expiry trails the cookie's rolling expiry by at most the interval.
 */
class ThrottledTouchPgStore extends PgStore {
  constructor(
    private readonly touchIntervalMs: number,
    options: ConstructorParameters<typeof PgStore>[0],
  ) {
    super(options);
  }

  override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    sess.lastWrittenAt = Date.now();
    super.set(sid, sess, callback);
  }

  override touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    const writtenAt = sess.lastWrittenAt ?? 0;
    if (Date.now() - writtenAt < this.touchIntervalMs) {
      callback?.();
      return;
    }
    this.set(sid, sess, callback);
  }
}

/** The session store of the admin (and of the few public routes that need a session): the `session` table. */
export function createSessionStore(options: SessionStoreOptions): Store {
  return new ThrottledTouchPgStore(options.touchIntervalMs, {
    pool: options.pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: options.errorLog,
  });
}
