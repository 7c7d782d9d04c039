import { Client } from 'pg';
import { createTestApp, type TestApp } from '../harness/test-app';

interface SessionRow {
  sid: string;
  expire: Date;
  writtenAt: number;
  /** The transaction that wrote this row version: any UPDATE changes it, even one that rewrites equal values. */
  version: string;
}

/** The one session row of the test's database (one admin logged in once). */
async function sessionRow(t: TestApp): Promise<SessionRow> {
  const client = new Client({ connectionString: t.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sid: string; expire: Date; written_at: string; version: string }>(
      `SELECT sid, expire, sess->>'lastWrittenAt' AS written_at, xmin::text AS version FROM session`,
    );
    expect(rows).toHaveLength(1);
    return { sid: rows[0].sid, expire: rows[0].expire, writtenAt: Number(rows[0].written_at), version: rows[0].version };
  } finally {
    await client.end();
  }
}

async function expireSession(t: TestApp, sid: string): Promise<void> {
  const client = new Client({ connectionString: t.database.url });
  await client.connect();
  try {
    await client.query(`UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admin session: touched at most once per interval (issue 18)', () => {
  it('does not write the session row on admin reads within the default minute', async () => {
    const t = await createTestApp();
    try {
      const agent = await t.loginAgent();
      const afterLogin = await sessionRow(t);
      expect(afterLogin.writtenAt).toBeGreaterThan(0);
      for (let read = 0; read < 3; read += 1) {
        const me = await agent.get('/api/admin/me').expect(200);
        // The cookie still rolls on every response.
        expect(String(me.headers['set-cookie'])).toMatch(/podcast\.sid=/);
      }
      await agent.get('/api/admin/episodes').expect(200);
      const afterReads = await sessionRow(t);
      expect(afterReads).toEqual(afterLogin);
    } finally {
      await t.close();
    }
  });

  it('extends the stored expiry once the interval has passed, and an expired session is refused', async () => {
    const t = await createTestApp({ env: { SESSION_TOUCH_INTERVAL_SEC: '1' } });
    try {
      const agent = await t.loginAgent();
      const afterLogin = await sessionRow(t);
      await agent.get('/api/admin/me').expect(200);
      await agent.get('/api/admin/me').expect(200);
      expect(await sessionRow(t)).toEqual(afterLogin);

      await sleep(1100);
      await agent.get('/api/admin/me').expect(200);
      const extended = await sessionRow(t);
      expect(extended.sid).toBe(afterLogin.sid);
      expect(extended.expire.getTime()).toBeGreaterThan(afterLogin.expire.getTime());
      expect(extended.writtenAt).toBeGreaterThan(afterLogin.writtenAt);
      expect(extended.version).not.toBe(afterLogin.version);
      // Still once per interval after the extension.
      await agent.get('/api/admin/me').expect(200);
      expect(await sessionRow(t)).toEqual(extended);

      await expireSession(t, extended.sid);
      await agent.get('/api/admin/me').expect(401);
    } finally {
      await t.close();
    }
  });
});
