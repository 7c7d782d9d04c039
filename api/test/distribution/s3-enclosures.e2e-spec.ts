import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { child, children, parseXml } from './mini-xml';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo } from './distribution-fixtures';

describe('stable enclosures on S3 storage (s3rver): redirect to a freshly presigned URL', () => {
  const scratch = mediaScratch();
  let s3: TestS3Server;
  let t: TestApp;
  let episode: EpisodeEntity;

  beforeAll(async () => {
    s3 = await TestS3Server.start();
    t = await createTestApp({ env: { PUBLIC_URL, ...s3.env() } });
    episode = await publishedEpisodeWithVideo(t, scratch.dir);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
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
