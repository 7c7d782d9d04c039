import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { STORAGE_DRIVER, type StorageDriver } from '../../src/modules/media/storage/storage.driver';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch } from '../media/media-fixtures';
import { subscriberRow } from '../newsletter/subscriber.factory';
import { buildApiIfStale, databaseContents, filesBySha256, restoreTarget, runCli } from './backup-helpers';

// Issue 33 item 4: a backup that has been restored. An instance is filled through the API (an episode
// with an uploaded clip, bookings, newsletter subscribers, an admin session), `npm run backup` (its node
// command, as package.json has it) writes a folder, `npm run restore` brings it into a new database and
// a new storage folder, and the two instances are compared: every table row by row, every media file by
// sha256; an app started on the restored data accepts the signed link and the session cookie made before.

jest.setTimeout(240_000);

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('npm run backup and npm run restore (local storage)', () => {
  const scratch = mediaScratch();
  const dir = (name: string) => join(scratch.dir, name);
  const restored = restoreTarget('a');
  const refused = restoreTarget('b');
  let source: TestApp;
  let clipBytes: Buffer;
  let signedUrl: string;
  let cookie: string;
  let sourceEnv: Record<string, string>;
  let sourceOpen = true;

  beforeAll(async () => {
    await buildApiIfStale();
    source = await createTestApp({ env: { STORAGE_DIR: dir('source-media') } });
    sourceEnv = { DATABASE_URL: source.database.url, STORAGE_DIR: dir('source-media'), DATA_DIR: dir('source-data') };

    const clip = await makeClip(dir('clip.mp4'), { width: 320, height: 240, seconds: 1 });
    clipBytes = readFileSync(clip);
    const episode = await createEpisode(source);
    const agent = await source.loginAgent();
    const upload = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', clip, 'Take 1.mp4').expect(200);
    signedUrl = (await agent.get(`/api/media/signed-url/${upload.body.file.key as string}`).expect(200)).body.url as string;
    // A file written through the storage driver as the transcoder does (a second folder level).
    await source.app
      .get<StorageDriver>(STORAGE_DRIVER)
      .put(`episodes/${episode.id}/derived/poster.jpg`, Readable.from([Buffer.from('poster bytes')]), 'image/jpeg');
    await agent.post('/api/admin/bookings').send({ name: 'Ada Lovelace', email: 'ada@example.com', outreachStatus: 'contacted' }).expect(201);
    await agent.post('/api/admin/bookings').send({ name: 'Grace Hopper', email: 'grace@example.com' }).expect(201);
    await source.app
      .get(DataSource)
      .getRepository(NewsletterSubscriberEntity)
      .save([subscriberRow({ email: 'one@example.com' }), subscriberRow({ email: 'two@example.com', confirmToken: 'a-confirm-secret' })]);
    const login = await source.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    await source.http().get('/api/admin/me').set('Cookie', cookie).expect(200);
    // Stopped, so that nothing (a session touch, a sweep) changes a row between the backup and the comparison.
    await source.close({ keepDatabase: true });
    sourceOpen = false;
  });
  afterAll(async () => {
    // A failed step above leaves the app running: stop it, or its timers outlive the test file.
    if (sourceOpen) await source?.close({ keepDatabase: true });
    await source?.database.drop();
    await restored.drop();
    await refused.drop();
    scratch.dispose();
  });

  it('backs up, restores into a new database and storage, and the restored instance is the same', async () => {
    // An install from before secrets moved to PostgreSQL still has DATA_DIR/secrets.json: it travels too.
    mkdirSync(dir('source-data'), { recursive: true });
    writeFileSync(join(dir('source-data'), 'secrets.json'), JSON.stringify({ sessionSecret: 'earlier-session-secret' }));
    const backup = await runCli('backup', ['--to', dir('backup')], sourceEnv);
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining(`Backed up to ${dir('backup')}: the database, 2 media files`) });

    const manifest = JSON.parse(readFileSync(join(dir('backup'), 'manifest.json'), 'utf8')) as {
      appVersion: string;
      lastMigration: string;
      secrets: { inDatabase: string[]; fromEnvironment: string[]; files: string[] };
      files: Array<{ path: string; size: number; sha256: string }>;
    };
    const lastRun = (await databaseContents(source.database.url)).tables.migrations.map((row) => JSON.parse(row) as { name: string; timestamp: string });
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.lastMigration).toBe(lastRun.sort((a, b) => Number(b.timestamp) - Number(a.timestamp))[0].name);
    expect(manifest.secrets).toEqual({ inDatabase: ['mediaSigningKey', 'sessionSecret'], fromEnvironment: [], files: ['data/secrets.json'] });
    const mediaInBackup = Object.fromEntries(manifest.files.filter((f) => f.path.startsWith('media/')).map((f) => [f.path.slice('media/'.length), f.sha256]));
    expect(mediaInBackup).toEqual(filesBySha256(dir('source-media')));
    expect(manifest.files.map((f) => f.path)).toContain('database.dump');

    const restore = await runCli('restore', ['--from', dir('backup')], {
      DATABASE_URL: restored.url,
      STORAGE_DIR: dir('restored-media'),
      DATA_DIR: dir('restored-data'),
    });
    expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('the database and 2 media files') });

    const [before, after] = [await databaseContents(source.database.url), await databaseContents(restored.url)];
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) expect({ table, rows: after.tables[table] }).toEqual({ table, rows: before.tables[table] });
    expect(after.sequences).toEqual(before.sequences);
    expect(before.tables.booking).toHaveLength(2);
    expect(before.tables.newsletter_subscriber).toHaveLength(2);
    expect(filesBySha256(dir('restored-media'))).toEqual(filesBySha256(dir('source-media')));
    expect(filesBySha256(dir('restored-data'))).toEqual(filesBySha256(dir('source-data')));

    // An app on the restored data: the link signed before the backup and the session cookie still work.
    const app = await createTestApp({ database: restored, env: { STORAGE_DIR: dir('restored-media') } });
    try {
      const file = await app.http().get(signedUrl).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(file.body as Buffer, clipBytes)).toBe(0);
      const me = await app.http().get('/api/admin/me').set('Cookie', cookie).expect(200);
      expect(me.body.email).toBe(TEST_ADMIN.email);
      const bookings = await app.http().get('/api/admin/bookings').set('Cookie', cookie).expect(200);
      expect(JSON.stringify(bookings.body)).toContain('Ada Lovelace');
    } finally {
      await app.close({ keepDatabase: true });
    }
  });

  it('refuses a database with tables or a storage with files, changing nothing, unless --force', async () => {
    await runCli('backup', ['--to', dir('backup-2')], sourceEnv).then((r) => expect(r.code).toBe(0));

    // The source itself: a database with tables and a storage with files.
    const intoSource = await runCli('restore', ['--from', dir('backup-2')], sourceEnv);
    expect(intoSource.code).toBe(1);
    expect(intoSource.stderr).toMatch(
      /Restore needs an empty target, and the database already has \d+ tables, sequences or views; the storage folder .* already holds files/,
    );

    // An empty database but a storage folder with a file in it: refused, and the database stays empty.
    const strayStorage = dir('stray-media');
    mkdirSync(join(strayStorage, 'episodes', '9'), { recursive: true });
    writeFileSync(join(strayStorage, 'episodes', '9', 'left-over.mp4'), 'bytes');
    await runCli('restore', ['--from', dir('backup-2')], { DATABASE_URL: refused.url, STORAGE_DIR: strayStorage, DATA_DIR: dir('refused-data') }).then((r) => {
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`the storage folder ${strayStorage} already holds files`);
      expect(r.stderr).not.toContain('the database already has');
    });
    expect(Object.keys((await databaseContents(refused.url)).tables)).toEqual([]);

    // A damaged backup is refused before anything is written.
    const media = JSON.parse(readFileSync(join(dir('backup-2'), 'manifest.json'), 'utf8')).files.find((f: { path: string }) => f.path.startsWith('media/')) as {
      path: string;
    };
    const original = readFileSync(join(dir('backup-2'), media.path));
    writeFileSync(join(dir('backup-2'), media.path), Buffer.concat([original.subarray(0, -1), Buffer.from([original[original.length - 1] ^ 1])]));
    const damaged = await runCli('restore', ['--from', dir('backup-2')], {
      DATABASE_URL: refused.url,
      STORAGE_DIR: dir('fresh-media'),
      DATA_DIR: dir('refused-data'),
    });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(`The backup is damaged; nothing was restored:\n  ${media.path}: sha256 differs from the manifest`);
    expect(Object.keys((await databaseContents(refused.url)).tables)).toEqual([]);
    writeFileSync(join(dir('backup-2'), media.path), original);

    // --force restores over the restored instance of the first test (the same data again).
    const forced = await runCli('restore', ['--from', dir('backup-2'), '--force'], {
      DATABASE_URL: restored.url,
      STORAGE_DIR: dir('restored-media'),
      DATA_DIR: dir('restored-data'),
    });
    expect(forced.code).toBe(0);
    expect((await databaseContents(restored.url)).tables.newsletter_subscriber).toHaveLength(2);
  });

  it('answers usage errors with exit 2: no folder, another scheme; refuses a folder that is not empty', async () => {
    expect((await runCli('backup', [], sourceEnv)).code).toBe(2);
    const ftp = await runCli('backup', ['--to', 'ftp://backups/podcast'], sourceEnv);
    expect(ftp.code).toBe(2);
    expect(ftp.stderr).toContain('--to takes a folder or s3://bucket/prefix, not ftp://backups/podcast');
    const notEmpty = await runCli('backup', ['--to', dir('source-media')], sourceEnv);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('is not empty: a backup goes into a new or empty folder');
  });
});
