import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

/** A signed-in session of one person as its row holds it (session-store.ts writes the metadata). */
export interface StoredStaffSession {
  /** A stable handle for the session: a hash of its id, which is the cookie's secret and never leaves the server. */
  handle: string;
  sid: string;
  device: string | null;
  address: string | null;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
}

interface SessionRow {
  sid: string;
  sess: { device?: unknown; address?: unknown; signedInAt?: unknown; lastWrittenAt?: unknown };
}

/** The handle of a session id (sessions are named by it in the API and the UI). */
export const sessionHandle = (sid: string) => createHash('sha256').update(sid, 'utf8').digest('hex').slice(0, 32);

const dateOf = (value: unknown): Date | null => (typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

// passport keeps the person's id at sess.passport.user (a number); the StaffAccounts migration indexes this expression.
const OWNER = `(sess -> 'passport' ->> 'user')`;

/**
 * The `session` table seen per person (issue 31 item 6): list someone's sessions and end them. Ending
 * one deletes its row: the store reads the row on every request, so the next request of that browser
 * is signed out, in every API process at once.
 */
@Injectable()
export class StaffSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listOf(adminId: number): Promise<StoredStaffSession[]> {
    const rows = await this.dataSource.query<SessionRow[]>(`SELECT sid, sess FROM session WHERE ${OWNER} = $1 AND expire > now()`, [String(adminId)]);
    return rows
      .map((row) => ({
        handle: sessionHandle(row.sid),
        sid: row.sid,
        device: textOf(row.sess.device),
        address: textOf(row.sess.address),
        signedInAt: dateOf(row.sess.signedInAt),
        lastSeenAt: dateOf(row.sess.lastWrittenAt),
      }))
      .sort((a, b) => (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0));
  }

  /** Ends every session of the person except `keepSid` (the one making the change, when it is theirs). */
  async endAllOf(adminId: number, keepSid?: string, manager?: EntityManager): Promise<number> {
    const runner = manager ?? this.dataSource;
    const [, count] = (await runner.query(`DELETE FROM session WHERE ${OWNER} = $1 AND sid <> $2`, [String(adminId), keepSid ?? ''])) as [unknown, number];
    return count;
  }

  /** Ends one session of the person, named by its handle; false when they have no such session. */
  async end(adminId: number, handle: string): Promise<boolean> {
    const session = (await this.listOf(adminId)).find((candidate) => candidate.handle === handle);
    if (!session) return false;
    await this.dataSource.query(`DELETE FROM session WHERE sid = $1 AND ${OWNER} = $2`, [session.sid, String(adminId)]);
    return true;
  }
}
