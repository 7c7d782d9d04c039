import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/database/migrations';
import { MediaSigner } from '../../src/modules/media/media-signer';
import { ServerProcess } from './server-process';

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Issue 13: three API processes started at the same instant on a database that does not exist yet,
 * each with its own DATA_DIR (as separate containers would be) and no SESSION_SECRET or
 * MEDIA_SIGNING_KEY set. They must run the migrations once and agree on one generated key of each kind.
 */
describe('three processes starting at once share their generated secrets', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-secrets-'));
  const shared = ServerProcess.settings(scratch);
  const servers = [0, 1, 2].map((i) => new ServerProcess({ ...shared, DATA_DIR: join(scratch, `data-${i}`), STORAGE_DIR: join(scratch, `media-${i}`) }));

  beforeAll(async () => {
    await Promise.all(servers.map((server) => server.start()));
  });

  afterAll(async () => {
    await Promise.all(servers.slice(1).map((server) => server.kill()));
    await servers[0].dispose();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('ran each migration once, with no error in any log', async () => {
    const applied = await query<{ name: string }>(shared.DATABASE_URL, 'SELECT name FROM migrations ORDER BY id');
    expect(applied).toHaveLength(MIGRATIONS.length);
    for (const server of servers) expect(server.output()).not.toMatch(/duplicate key|ERROR/i);
  });

  it('stored one session secret and one media signing key, never in a log', async () => {
    const rows = await query<{ name: string; value: string }>(shared.DATABASE_URL, 'SELECT name, value FROM runtime_secret ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['mediaSigningKey', 'sessionSecret']);
    for (const server of servers) for (const row of rows) expect(server.output()).not.toContain(row.value);
  });

  it('a session made by one process is honoured by the others', async () => {
    const cookie = await servers[0].login();
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/admin/episodes`, { headers: { cookie } });
      expect(res.status).toBe(200);
    }
  });

  it('a media link signed with the stored key is accepted by every process, one signed otherwise by none', async () => {
    const [{ value }] = await query<{ value: string }>(shared.DATABASE_URL, "SELECT value FROM runtime_secret WHERE name = 'mediaSigningKey'");
    const link = { key: 'episodes/1/raw/missing.mp4', expires: Math.floor(Date.now() / 1000) + 300 };
    const signed = new MediaSigner(value).fileUrl(link);
    const forged = new MediaSigner(`${value}-other`).fileUrl(link);
    for (const server of servers) {
      // A valid signature for a file that does not exist: 404, not the 403 of a refused signature.
      expect((await fetch(`${server.url}${signed}`)).status).toBe(404);
      expect((await fetch(`${server.url}${forged}`)).status).toBe(403);
    }
  });
});
