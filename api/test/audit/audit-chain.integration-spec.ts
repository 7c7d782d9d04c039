import 'reflect-metadata';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { runAuditCli } from '../../src/audit-cli';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { verifyAuditChain } from '../../src/modules/audit/audit-chain';
import { entryHash, GENESIS_HASH } from '../../src/modules/audit/audit-hash';
import { appendEntry, CHAIN_COLUMNS, type NewAuditEntry, type StoredAuditRow } from '../../src/modules/audit/audit.repository';
import { createTestDatabase, type TestDatabase } from '../harness/test-app';

const entry = (n: number, fields: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  actorId: 1,
  actorEmail: 'owner@example.com',
  action: AuditAction.EpisodeStatusChanged,
  targetType: AuditTargetType.Episode,
  targetId: String(n),
  targetLabel: `Episode ${n}`,
  changes: { status: { before: 'draft', after: 'published' }, nested: { before: { b: 1, a: [1, 2] }, after: null } },
  requestId: `req-${n}`,
  clientIp: '127.0.0.1',
  ...fields,
});

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    text: () => text,
  };
}

/** Issue 31 item 5: the audit table's hash chain, its append-only trigger, and `npm run audit -- verify`, on a real migrated PostgreSQL. */
describe('the audit chain', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeEach(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  });
  afterEach(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const append = (n: number, fields: Partial<NewAuditEntry> = {}) => dataSource.transaction((manager) => appendEntry(manager, entry(n, fields)));
  const rows = async () => (await dataSource.query(`SELECT ${CHAIN_COLUMNS} FROM "audit_entry" ORDER BY "audit_entry"."id"`)) as StoredAuditRow[];
  const verifyCli = async () => {
    const out = sink();
    const err = sink();
    const code = await runAuditCli(['verify'], { stdout: out.stream, stderr: err.stream, env: { DATABASE_URL: database.url } });
    return { code, stdout: out.text(), stderr: err.text() };
  };
  /** What an operator with superuser rights can do: turn the trigger off, change a row, turn it on again. */
  const tamper = async (sql: string, params: unknown[]) => {
    await dataSource.query('ALTER TABLE "audit_entry" DISABLE TRIGGER "audit_entry_append_only"');
    await dataSource.query(sql, params);
    await dataSource.query('ALTER TABLE "audit_entry" ENABLE TRIGGER "audit_entry_append_only"');
  };

  it('links each entry to the one before by hash, and the hash is of what is stored', async () => {
    for (let n = 1; n <= 3; n += 1) await append(n);
    const stored = await rows();
    expect(stored.map((row) => row.prevHash)).toEqual([GENESIS_HASH, stored[0].hash, stored[1].hash]);
    for (const { prevHash, hash, ...content } of stored) expect(entryHash(prevHash, content)).toBe(hash);
    expect(await verifyAuditChain(dataSource)).toEqual({ ok: true, entries: 3 });
    expect(await verifyCli()).toEqual({ code: 0, stdout: 'The audit trail holds: 3 entries checked\n', stderr: '' });
  });

  it('never forks under concurrent appends: every entry has a distinct predecessor and the chain verifies', async () => {
    // More appends than the pool has connections, all started at once.
    await Promise.all(Array.from({ length: 30 }, (_unused, n) => append(n + 1)));
    const stored = await rows();
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((row) => row.prevHash)).size).toBe(30);
    // Ids and times rise together (both are taken under the lock).
    const times = stored.map((row) => row.at);
    expect([...times].sort()).toEqual(times);
    expect(await verifyAuditChain(dataSource)).toEqual({ ok: true, entries: 30 });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await append(1);
    await expect(dataSource.query(`UPDATE "audit_entry" SET "actorEmail" = 'someone@example.com'`)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(dataSource.query('DELETE FROM "audit_entry"')).rejects.toThrow(/append-only: DELETE refused/);
    await expect(dataSource.query('TRUNCATE "audit_entry"')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await rows()).toHaveLength(1);
  });

  it('finds a row edited with the trigger turned off, naming it', async () => {
    for (let n = 1; n <= 4; n += 1) await append(n);
    const [, second] = await rows();
    await tamper(`UPDATE "audit_entry" SET "actorEmail" = 'innocent@example.com' WHERE "id" = $1`, [second.id]);
    const result = await verifyCli();
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`The audit trail is broken at entry ${second.id}: its content does not match its hash\n`);
  });

  it('finds an edit of the changes, of the time below the millisecond, and a re-hashed row', async () => {
    for (let n = 1; n <= 3; n += 1) await append(n);
    const [first, second, third] = await rows();
    await tamper(`UPDATE "audit_entry" SET "changes" = jsonb_set("changes", '{status,after}', '"draft"') WHERE "id" = $1`, [first.id]);
    expect(await verifyAuditChain(dataSource)).toMatchObject({ ok: false, brokenId: first.id });
    await tamper(`UPDATE "audit_entry" SET "changes" = $2::jsonb WHERE "id" = $1`, [first.id, JSON.stringify(first.changes)]);
    expect(await verifyAuditChain(dataSource)).toEqual({ ok: true, entries: 3 });

    await tamper(`UPDATE "audit_entry" SET "at" = "at" + interval '1 microsecond' WHERE "id" = $1`, [second.id]);
    expect(await verifyAuditChain(dataSource)).toMatchObject({ ok: false, brokenId: second.id });
    await tamper(`UPDATE "audit_entry" SET "at" = $2::timestamptz WHERE "id" = $1`, [second.id, second.at]);

    // A forger who edits a row and recomputes its hash breaks the link of the next one.
    const forged = { ...second, actorEmail: 'innocent@example.com' };
    const { prevHash, hash: _old, ...content } = forged;
    await tamper(`UPDATE "audit_entry" SET "actorEmail" = $2, "hash" = $3 WHERE "id" = $1`, [second.id, forged.actorEmail, entryHash(prevHash, content)]);
    expect(await verifyAuditChain(dataSource)).toEqual({
      ok: false,
      entries: 3,
      brokenId: third.id,
      reason: 'its previous hash is not the hash of the entry before it',
    });
  });

  it('finds a deleted entry in the middle', async () => {
    for (let n = 1; n <= 3; n += 1) await append(n);
    const [, second, third] = await rows();
    await tamper('DELETE FROM "audit_entry" WHERE "id" = $1', [second.id]);
    const result = await verifyCli();
    expect(result).toMatchObject({
      code: 1,
      stderr: `The audit trail is broken at entry ${third.id}: its previous hash is not the hash of the entry before it\n`,
    });
  });

  it('keeps an append that starts after a verify on the same chain', async () => {
    await append(1);
    expect(await verifyAuditChain(dataSource)).toEqual({ ok: true, entries: 1 });
    await append(2, { actorId: null, actorEmail: 'nobody@example.com', changes: null, targetId: null, clientIp: null });
    expect(await verifyAuditChain(dataSource)).toEqual({ ok: true, entries: 2 });
  });

  it('answers a usage error with 2 and the usage', async () => {
    const err = sink();
    const code = await runAuditCli(['check'], { stdout: sink().stream, stderr: err.stream, env: { DATABASE_URL: database.url } });
    expect(code).toBe(2);
    expect(err.text()).toMatch(/^Unknown command: check\n\nUsage: npm run audit -- verify/);
  });
});
