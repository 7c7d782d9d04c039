import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';
import { makeClip, mediaScratch, waitFor } from '../media/media-fixtures';
import { child, children, parseXml, type XmlElement } from '../distribution/mini-xml';
import { pathOf, PUBLIC_URL } from '../distribution/distribution-fixtures';

const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface UploadedArtwork {
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string; jpeg: string };
  feedImage: string | null;
  feedImageSize: number | null;
  sourceWidth: number | null;
  sourceHeight: number | null;
  message: string;
}

/** A real picture: a gradient with a circle, so every rendition has something to encode. */
async function picture(path: string, width: number, height: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e63946"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f1faee"/></svg>`;
  writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
  return path;
}

const widthsOf = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1].replace('w', '')));

/**
 * Issue 29 item 6: the spec's create-episode thumbnail (POST /api/admin/upload/episode, then
 * thumbnailUrl) goes through the artwork pipeline, with real sharp, ffmpeg, storage and feeds.
 */
describe("the create-episode form's thumbnail becomes artwork", () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let square: string;
  let wide: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    square = await picture(join(scratch.dir, 'square-1400.png'), 1400, 1400);
    wide = await picture(join(scratch.dir, 'wide.png'), 1200, 675);
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const fetchFile = (url: string) =>
    t
      .http()
      .get(url.startsWith('http') ? pathOf(url) : url)
      .buffer(true)
      .parse(asBuffer);
  const uploadedFolders = () => {
    const dir = join(t.config.STORAGE_DIR, 'uploads', 'artwork');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const itemOf = async (feed: string, title: string): Promise<XmlElement | undefined> => {
    const rss = parseXml((await t.http().get(feed).expect(200)).text);
    return children(child(rss, 'channel'), 'item').find((candidate) => child(candidate, 'title').text === title);
  };

  it('answers srcset renditions and 1400 px feed artwork, and the episode given its URL shows them on cards and in both feeds', async () => {
    const agent = await t.loginAgent();
    const upload = await agent.post('/api/admin/upload/episode').attach('thumbnail', square).expect(200);
    const thumbnail = upload.body.files.thumbnail as { url: string; type: string; originalName: string; artwork: UploadedArtwork };
    expect(thumbnail).toMatchObject({ type: 'image/png', originalName: 'square-1400.png' });
    expect(thumbnail.url).toBe(thumbnail.artwork.src);
    expect(thumbnail.artwork).toMatchObject({ width: 1280, height: 1280, sourceWidth: 1400, sourceHeight: 1400, feedImageSize: 1400 });
    expect(thumbnail.artwork.message).toBe('Web images up to 1280 × 1280 px; feed artwork 1400 × 1400 px for podcast apps.');
    for (const format of ['avif', 'webp', 'jpeg'] as const) expect(widthsOf(thumbnail.artwork.srcset[format])).toEqual([320, 640, 960, 1280]);
    expect((await fetchFile(thumbnail.url).expect(200)).headers['content-type']).toBe('image/jpeg');

    // The feed artwork is stored at the source's 1400 px, square (Apple Podcasts' minimum).
    const feedArt = await fetchFile(thumbnail.artwork.feedImage as string).expect(200);
    expect(await sharp(feedArt.body as Buffer).metadata()).toMatchObject({ width: 1400, height: 1400, format: 'jpeg' });

    // The spec's create-episode body, with the upload's URL as thumbnailUrl.
    const created = await agent
      .post('/api/episodes')
      .send({
        title: 'Thumbnail through the pipeline',
        description: 'Made with the spec form',
        episodeNumber: 70,
        guestName: 'Ada',
        thumbnailUrl: thumbnail.url,
      })
      .expect(201);
    expect(created.body.thumbnailUrl).toBe(thumbnail.url);
    expect(created.body.artwork).toMatchObject({
      alt: 'Artwork for episode 70: Thumbnail through the pipeline',
      srcset: thumbnail.artwork.srcset,
      feedImageSize: 1400,
    });

    // A final video through the real pipeline, then published: the feeds list episodes with one.
    const clip = await makeClip(join(scratch.dir, 'final.mp4'), { width: 640, height: 360, seconds: 2 });
    await agent.post(`/api/admin/episodes/${created.body.id}/upload-video`).attach('media', clip).expect(200);
    await waitFor(
      async () => {
        const assets = (await agent.get(`/api/admin/episodes/${created.body.id}/video-assets`).expect(200)).body as Array<{ transcodingStatus: string }>;
        if (assets[0]?.transcodingStatus === 'failed') throw new Error('transcoding failed');
        return assets[0]?.transcodingStatus === 'completed';
      },
      90_000,
      'the final video to finish transcoding',
    );
    await agent.patch(`/api/admin/episodes/${created.body.id}`).send({ status: 'published', editingStatus: 'final' }).expect(200);

    const list = await t.http().get('/api/episodes').expect(200);
    const card = (list.body as Array<{ id: number; artwork: UploadedArtwork | null; thumbnailUrl: string }>).find((item) => item.id === created.body.id);
    expect(card?.artwork?.srcset).toEqual(thumbnail.artwork.srcset);
    expect(card?.thumbnailUrl).toBe(thumbnail.url);
    for (const feed of ['/feed.xml', '/feed/audio.xml']) {
      const item = await itemOf(feed, 'Thumbnail through the pipeline');
      expect(item).toBeDefined();
      expect(child(item!, 'itunes:image').attributes.href).toBe(`${PUBLIC_URL}${thumbnail.artwork.feedImage}`);
    }
  });

  it('says truthfully when there is no feed artwork, copies a set two episodes are given, and removes it with its episode', async () => {
    const agent = await t.loginAgent();
    const upload = await agent.post('/api/admin/upload/episode').attach('thumbnail', wide).expect(200);
    const artwork = upload.body.files.thumbnail.artwork as UploadedArtwork;
    expect(artwork).toMatchObject({ width: 1200, height: 675, feedImage: null, feedImageSize: null, sourceWidth: 1200, sourceHeight: 675 });
    expect(artwork.message).toBe(
      "Web images up to 1200 × 675 px. No feed artwork: podcast apps need a square image of at least 1400 × 1400 px (this image is 1200 × 675 px), so they show the show's artwork.",
    );
    const folder = pathOf(`${PUBLIC_URL}${artwork.src}`).split('/')[4];
    expect(uploadedFolders()).toContain(folder);

    const first = (await agent.post('/api/episodes').send({ title: 'First', description: 'd', thumbnailUrl: artwork.src }).expect(201)).body as {
      id: number;
      artwork: UploadedArtwork;
    };
    // An absolute URL of ours is recognised too; the second episode gets its own copy of the files.
    const second = (await agent.post('/api/episodes').send({ title: 'Second', description: 'd' }).expect(201)).body as { id: number };
    const patched = await agent
      .patch(`/api/admin/episodes/${second.id}`)
      .send({ thumbnailUrl: `${PUBLIC_URL}${artwork.src}` })
      .expect(200);
    expect(patched.body.artwork.srcset.jpeg).not.toBe(first.artwork.srcset.jpeg);
    expect(widthsOf(patched.body.artwork.srcset.jpeg)).toEqual([320, 640, 960, 1200]);
    expect(patched.body.thumbnailUrl).toBe(patched.body.artwork.src);

    await agent.delete(`/api/admin/episodes/${first.id}`).expect(204);
    expect(uploadedFolders()).not.toContain(folder);
    await fetchFile(patched.body.artwork.src).expect(200);

    // Any other URL stays a plain thumbnail.
    const plain = await agent.post('/api/episodes').send({ title: 'Plain', description: 'd', thumbnailUrl: 'https://cdn.example.com/p.jpg' }).expect(201);
    expect(plain.body).toMatchObject({ thumbnailUrl: 'https://cdn.example.com/p.jpg', artwork: null });
    const forged = artwork.src.replace(/sig=[^&]+/, 'sig=forged');
    const notOurs = await agent.post('/api/episodes').send({ title: 'Forged', description: 'd', thumbnailUrl: forged }).expect(201);
    expect(notOurs.body.artwork).toBeNull();
  });

  it('refuses an undecodable thumbnail with 422 and keeps none of the request’s files', async () => {
    const agent = await t.loginAgent();
    const before = uploadedFolders().length;
    const broken = join(scratch.dir, 'broken.png');
    writeFileSync(broken, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]));
    const res = await agent.post('/api/admin/upload/episode').attach('thumbnail', broken);
    expect([415, 422]).toContain(res.status);
    expect(uploadedFolders()).toHaveLength(before);
  });
});
