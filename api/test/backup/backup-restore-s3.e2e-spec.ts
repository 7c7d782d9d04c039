import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_DRIVER, type StorageDriver } from '../../src/modules/media/storage/storage.driver';
import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, makeImage, mediaScratch } from '../media/media-fixtures';
import { buildApiIfStale, databaseContents, restoreTarget, runCli } from './backup-helpers';

// The same round trip with S3 storage (S3_BUCKET) on the S3-protocol server the media tests use: the
// backup reads every object of the bucket, the restore writes them into another, empty bucket, with
// their bytes and content types, and refuses a bucket that holds objects.

jest.setTimeout(240_000);

const SOURCE_BUCKET = 'podcast-media';
const TARGET_BUCKET = 'podcast-media-restored';

describe('npm run backup and npm run restore (S3 storage)', () => {
  const scratch = mediaScratch();
  const restored = restoreTarget('s3');
  let s3: TestS3Server;
  let source: TestApp;
  let s3Env: Record<string, string>;
  let sourceOpen = true;

  const objects = async (bucket: string) => {
    const out: Record<string, { sha256: string; contentType?: string }> = {};
    const client = s3.client(bucket);
    for (const object of (await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
      out[object.Key as string] = {
        sha256: createHash('sha256')
          .update(await got.Body!.transformToByteArray())
          .digest('hex'),
        contentType: got.ContentType,
      };
    }
    return out;
  };

  beforeAll(async () => {
    await buildApiIfStale();
    s3 = await TestS3Server.start({ buckets: [SOURCE_BUCKET, TARGET_BUCKET] });
    // The settings without the bucket: the source and the restore each name theirs.
    s3Env = Object.fromEntries(Object.entries(s3.env()).filter(([name]) => name !== 'S3_BUCKET'));
    source = await createTestApp({ env: { ...s3Env, S3_BUCKET: SOURCE_BUCKET } });
    const episode = await createEpisode(source);
    const agent = await source.loginAgent();
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
    const image = await makeImage(join(scratch.dir, 'cover.png'));
    await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', clip).expect(200);
    // An image as the artwork upload stores it, through the app's own S3 driver.
    await source.app.get<StorageDriver>(STORAGE_DRIVER).putFile('uploads/artwork/cover.png', image, 'image/png');
    await source.close({ keepDatabase: true });
    sourceOpen = false;
  });
  afterAll(async () => {
    if (sourceOpen) await source?.close({ keepDatabase: true });
    await source?.database.drop();
    await restored.drop();
    await s3?.close();
    scratch.dispose();
  });

  it('copies every object out of the bucket and into an empty one, and refuses a bucket with objects', async () => {
    const backupDir = join(scratch.dir, 'backup');
    const backup = await runCli('backup', ['--to', backupDir], {
      ...s3Env,
      S3_BUCKET: SOURCE_BUCKET,
      DATABASE_URL: source.database.url,
      DATA_DIR: join(scratch.dir, 'data'),
    });
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('the database, 2 media files') });
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as { storage: unknown; secrets: { fromEnvironment: string[] } };
    expect(manifest.storage).toEqual({ kind: 's3', bucket: SOURCE_BUCKET });
    // Names only: the S3 key is in the environment, not in the backup.
    expect(manifest.secrets.fromEnvironment).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(readFileSync(join(backupDir, 'manifest.json'), 'utf8')).not.toContain('S3RVER');

    const targetEnv = { ...s3Env, S3_BUCKET: TARGET_BUCKET, DATABASE_URL: restored.url, DATA_DIR: join(scratch.dir, 'restored-data') };
    const restore = await runCli('restore', ['--from', backupDir], targetEnv);
    expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('the database and 2 media files') });
    const sourceObjects = await objects(SOURCE_BUCKET);
    expect(
      Object.values(sourceObjects)
        .map((o) => o.contentType)
        .sort(),
    ).toEqual(['image/png', 'video/mp4']);
    expect(await objects(TARGET_BUCKET)).toEqual(sourceObjects);
    expect((await databaseContents(restored.url)).tables).toEqual((await databaseContents(source.database.url)).tables);

    // Now the bucket holds objects: an empty database with it is refused.
    await s3.client(TARGET_BUCKET).send(new PutObjectCommand({ Bucket: TARGET_BUCKET, Key: 'episodes/1/extra.mp4', Body: 'x' }));
    await restored.drop();
    const again = await runCli('restore', ['--from', backupDir], targetEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Restore needs an empty target, and the bucket ${TARGET_BUCKET} already holds files`);
  });
});
