import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { child, children, parseXml } from './mini-xml';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo } from './distribution-fixtures';

const BUCKET = 'podcast-media';

describe('stable enclosures on S3 storage (s3rver): redirect to a freshly presigned URL', () => {
  const scratch = mediaScratch();
  const s3Dir = mkdtempSync(join(tmpdir(), 'podcast-s3rver-'));
  let server: S3rver;
  let t: TestApp;
  let episode: EpisodeEntity;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    episode = await publishedEpisodeWithVideo(t, scratch.dir);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
    scratch.dispose();
  });

  it.each([
    ['/feed.xml', 'video/mp4'],
    ['/feed/audio.xml', 'audio/x-m4a'],
  ])('%s encloses a signature-free URL whose redirect serves the length it announces, with Range', async (feedPath, type) => {
    const xml = (await t.http().get(feedPath).expect(200)).text;
    const enclosure = child(child(child(parseXml(xml), 'channel'), 'item'), 'enclosure').attributes;
    expect(enclosure.type).toBe(type);
    expect(enclosure.url).toMatch(new RegExp(`^${PUBLIC_URL}/podcast/episodes/${episode.id}/(720p\\.mp4|audio\\.m4a)$`));
    expect(xml).not.toMatch(/X-Amz-|[?&]sig=|[?&]expires=/);

    const redirect = await t
      .http()
      .head(pathOf(enclosure.url as string))
      .expect(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const signed = redirect.headers.location as string;
    expect(signed).toContain('X-Amz-Signature=');
    const head = await fetch(signed, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(enclosure.length);
    const partial = await fetch(signed, { headers: { Range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
  });

  it('names each alternate enclosure by its stable URL, whose redirect serves the length the feed announces', async () => {
    const xml = (await t.http().get('/feed.xml').expect(200)).text;
    const alternates = children(child(child(parseXml(xml), 'channel'), 'item'), 'podcast:alternateEnclosure');
    expect(alternates.map((alternate) => alternate.attributes.type)).toEqual(['video/mp4', 'video/mp4', 'video/mp4', 'audio/mp4']);
    for (const alternate of alternates) {
      const [source] = children(alternate, 'podcast:source');
      expect(source?.attributes.uri).toMatch(new RegExp(`^${PUBLIC_URL}/podcast/episodes/${episode.id}/[a-z0-9]+\\.(mp4|m4a)$`));
      const redirect = await t
        .http()
        .head(pathOf(source?.attributes.uri as string))
        .expect(302);
      const head = await fetch(redirect.headers.location as string, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(alternate.attributes.length);
    }
  });
});
