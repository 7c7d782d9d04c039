import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, paddedCopy } from '../media/media-fixtures';
import { buildApiIfStale, databaseContents, filesBySha256, restoreTarget, runCli } from './backup-helpers';

// Issue 33 item 4, the bucket option (DESIGN.md: "folders; a bucket as an option"): `npm run backup --
// --to s3://bucket/prefix` and `npm run restore -- --from s3://bucket/prefix`, against the S3-protocol
// server the media tests use. The install itself keeps its media in a folder; the bucket is reached
// with the BACKUP_S3_* settings alone. The restored instance is compared with the source as the folder
// test does: every table row by row, every media and secret file by sha256.

jest.setTimeout(240_000);

const BUCKET = 'podcast-backups';

describe('npm run backup and npm run restore with a bucket (s3://bucket/prefix)', () => {
  const scratch = mediaScratch();
  const dir = (name: string) => join(scratch.dir, name);
  const restored = restoreTarget('bucket');
  const refused = restoreTarget('bucket_refused');
  let s3: TestS3Server;
  let source: TestApp;
  let sourceOpen = true;
  let bucketEnv: Record<string, string>;
  let sourceEnv: Record<string, string>;

  const keysUnder = async (prefix: string) => (await s3.keysUnder(prefix, BUCKET)).sort();

  beforeAll(async () => {
    await buildApiIfStale();
    s3 = await TestS3Server.start({ buckets: [BUCKET] });
    // Only BACKUP_S3_*: no S3_BUCKET, so the install's media stay in STORAGE_DIR.
    bucketEnv = Object.fromEntries(
      Object.entries(s3.env(BUCKET))
        .filter(([name]) => name !== 'S3_BUCKET')
        .map(([name, value]) => [`BACKUP_${name}`, value]),
    );

    source = await createTestApp({ env: { STORAGE_DIR: dir('source-media') } });
    sourceEnv = { ...bucketEnv, DATABASE_URL: source.database.url, STORAGE_DIR: dir('source-media'), DATA_DIR: dir('source-data') };
    const episode = await createEpisode(source);
    const agent = await source.loginAgent();
    const clip = await makeClip(dir('clip.mp4'), { width: 320, height: 240, seconds: 1 });
    await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', clip, 'Take 1.mp4').expect(200);
    // Over the backup's 16 MiB part size: a multipart upload into the bucket, streamed.
    const large = paddedCopy(clip, dir('large.mp4'), 40 * 1024 * 1024);
    await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', large, 'Long take.mp4').expect(200);
    await agent.post('/api/admin/bookings').send({ name: 'Ada Lovelace', email: 'ada@example.com' }).expect(201);
    mkdirSync(dir('source-data'), { recursive: true });
    writeFileSync(join(dir('source-data'), 'secrets.json'), JSON.stringify({ sessionSecret: 'earlier-session-secret' }));
    await source.close({ keepDatabase: true });
    sourceOpen = false;
  });
  afterAll(async () => {
    if (sourceOpen) await source?.close({ keepDatabase: true });
    await source?.database.drop();
    await restored.drop();
    await refused.drop();
    await s3?.close();
    scratch.dispose();
  });

  it('backs up into a bucket prefix and restores from it into a new database and storage: the same rows and files', async () => {
    const backup = await runCli('backup', ['--to', `s3://${BUCKET}/nightly/one`], sourceEnv);
    expect(backup).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Backed up to s3://${BUCKET}/nightly/one: the database, 2 media files, 1 secret files`),
    });
    const keys = await keysUnder('nightly/one/');
    expect(keys).toEqual(expect.arrayContaining(['nightly/one/database.dump', 'nightly/one/manifest.json', 'nightly/one/data/secrets.json']));
    expect(keys.filter((key) => key.startsWith('nightly/one/media/episodes/'))).toHaveLength(2);
    const manifestText = (await s3.objectBytes('nightly/one/manifest.json', BUCKET)).toString();
    // Names only: the bucket's key is in the environment, never in the backup.
    expect(manifestText).not.toContain('S3RVER');

    const restoreEnv = { ...bucketEnv, DATABASE_URL: restored.url, STORAGE_DIR: dir('restored-media'), DATA_DIR: dir('restored-data') };
    const restore = await runCli('restore', ['--from', `s3://${BUCKET}/nightly/one`], restoreEnv);
    expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('the database and 2 media files') });

    const [before, after] = [await databaseContents(source.database.url), await databaseContents(restored.url)];
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) expect({ table, rows: after.tables[table] }).toEqual({ table, rows: before.tables[table] });
    expect(after.sequences).toEqual(before.sequences);
    expect(before.tables.booking).toHaveLength(1);
    expect(filesBySha256(dir('restored-media'))).toEqual(filesBySha256(dir('source-media')));
    expect(Object.keys(filesBySha256(dir('source-media')))).toHaveLength(2);
    expect(filesBySha256(dir('restored-data'))).toEqual(filesBySha256(dir('source-data')));
  });

  it('refuses a prefix that holds objects, a prefix without a manifest, and a damaged object', async () => {
    const again = await runCli('backup', ['--to', `s3://${BUCKET}/nightly/one`], sourceEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`s3://${BUCKET}/nightly/one is not empty`);

    const target = { ...bucketEnv, DATABASE_URL: refused.url, STORAGE_DIR: dir('refused-media'), DATA_DIR: dir('refused-data') };
    const missing = await runCli('restore', ['--from', `s3://${BUCKET}/nightly/none`], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`s3://${BUCKET}/nightly/none has no manifest.json`);

    // A backup whose media object was replaced by other bytes of the same length: nothing is restored.
    await runCli('backup', ['--to', `s3://${BUCKET}/nightly/two`], sourceEnv).then((result) => expect(result.code).toBe(0));
    const [media] = (await keysUnder('nightly/two/media/')).filter((key) => !key.includes('.partial'));
    const bytes = await s3.objectBytes(media, BUCKET);
    bytes[bytes.length - 1] ^= 1;
    await s3.client(BUCKET).send(new DeleteObjectCommand({ Bucket: BUCKET, Key: media }));
    await s3.client(BUCKET).send(new PutObjectCommand({ Bucket: BUCKET, Key: media, Body: bytes }));
    const damaged = await runCli('restore', ['--from', `s3://${BUCKET}/nightly/two`], target);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(`The backup is damaged; nothing was restored:\n  ${media.slice('nightly/two/'.length)}: sha256 differs from the manifest`);
    // Refused before the database is even created, and no file written.
    expect(existsSync(dir('refused-media'))).toBe(false);
    expect(existsSync(dir('refused-data'))).toBe(false);
  });
});
