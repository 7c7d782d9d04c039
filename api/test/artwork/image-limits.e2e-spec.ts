import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';
import { IMAGES_BUSY_RETRY_AFTER_SEC } from '../../src/modules/artwork/image-store.service';
import { imageWork, REQUEST_WAIT } from '../../src/modules/images/image-work';
import { createEpisode, mediaScratch } from '../media/media-fixtures';

const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface ImageSet {
  src: string;
  srcset: { avif: string; webp: string; jpeg: string };
  ogImage: string;
  feedImage: string | null;
}

/** Every link of a set: each rendition in each format, the link preview and the feed artwork. */
const linksOf = (set: ImageSet) => [
  ...(['avif', 'webp', 'jpeg'] as const).flatMap((format) => set.srcset[format].split(', ').map((entry) => entry.split(' ')[0])),
  set.ogImage,
  ...(set.feedImage ? [set.feedImage] : []),
];

/** The IFD0 entry that points at the GPS directory (tag 0x8825), as it sits in a little-endian EXIF block. */
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/**
 * Issue 30: images are checked by their header before anything is decoded (a clear 422 naming the
 * limits), a render that fails part-way leaves nothing, and the uploaded file with its EXIF and GPS
 * is not kept: only the renditions, which carry no metadata. An upload that finds the image queue
 * full is answered 503 with Retry-After and leaves nothing.
 */
describe('image limits and metadata (real sharp and storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let gpsPhoto: string;

  beforeAll(async () => {
    t = await createTestApp();
    // A phone photo as it arrives: EXIF with the camera and where it was taken.
    gpsPhoto = join(scratch.dir, 'holiday.jpg');
    writeFileSync(
      gpsPhoto,
      await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#4a7bd0' } })
        .composite([{ input: Buffer.from('<svg width="1600" height="1600"><circle cx="800" cy="800" r="500" fill="#f4d35e"/></svg>') }])
        .jpeg()
        .withExif({
          IFD0: { Make: 'TestCam', Model: 'Phone 9', Artist: 'Someone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2646/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3966/100' },
        })
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const filesUnder = (...path: string[]) => {
    const dir = join(t.config.STORAGE_DIR, ...path);
    return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  };
  const fetchImage = async (url: string) => (await t.http().get(url).buffer(true).parse(asBuffer).expect(200)).body as Buffer;

  /** Every rendition of the set is served, and none carries EXIF (no GPS, no camera), XMP or IPTC. */
  async function expectNoMetadata(set: ImageSet): Promise<void> {
    for (const link of linksOf(set)) {
      const meta = await sharp(await fetchImage(link)).metadata();
      expect({ link, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ link, exif: undefined, xmp: undefined, iptc: undefined });
    }
  }

  it('the test photo carries GPS EXIF, as a phone photo does', async () => {
    const exif = (await sharp(readFileSync(gpsPhoto)).metadata()).exif;
    expect(exif?.includes(GPS_POINTER)).toBe(true);
    expect(exif?.toString('latin1')).toContain('TestCam');
  });

  it('keeps no uploaded file and no metadata of an episode artwork upload', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', gpsPhoto).expect(200);
    const set = res.body.artwork as ImageSet;
    expect(set.feedImage).not.toBeNull();
    const stored = filesUnder('episodes', String(episode.id), 'artwork');
    expect(stored.filter((path) => /source\./.test(path))).toEqual([]);
    expect(stored.filter((path) => /\.(jpg|webp|avif)$/.test(path))).toHaveLength(linksOf(set).length);
    await expectNoMetadata(set);
  });

  it("keeps no uploaded file and no metadata of a guest's portrait", async () => {
    const agent = await t.loginAgent();
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Gus Location' }).expect(201)).body as { id: number };
    const res = await agent.post(`/api/admin/bookings/${guest.id}/portrait`).attach('image', gpsPhoto).expect(200);
    expect(filesUnder('guests', String(guest.id), 'portrait').filter((path) => /source\./.test(path))).toEqual([]);
    await expectNoMetadata(res.body.portrait as ImageSet);
  });

  it("keeps no uploaded file of the create-episode form's thumbnail: its key names the JPEG its url serves", async () => {
    const agent = await t.loginAgent();
    const res = await agent.post('/api/admin/upload/episode').attach('thumbnail', gpsPhoto).expect(200);
    const thumbnail = res.body.files.thumbnail as { key: string; url: string; originalName: string; artwork: ImageSet };
    expect(thumbnail.originalName).toBe('holiday.jpg');
    expect(thumbnail.url).toBe(thumbnail.artwork.src);
    expect(thumbnail.key).toMatch(/^uploads\/artwork\/[0-9a-f-]{36}\/640\.jpg$/);
    const folder = thumbnail.key.split('/').slice(0, 3).join('/');
    const stored = filesUnder(folder);
    expect(stored.filter((path) => /source\./.test(path))).toEqual([]);
    expect(stored).toContain('set.json');
    await expectNoMetadata(thumbnail.artwork);

    // An episode given its URL takes the set; a second one gets a copy of the files (the source is not needed).
    const first = await agent.post('/api/episodes').send({ title: 'Holiday one', description: 'd', thumbnailUrl: thumbnail.url }).expect(201);
    const second = await agent.post('/api/episodes').send({ title: 'Holiday two', description: 'd', thumbnailUrl: thumbnail.url }).expect(201);
    const copy = second.body.artwork as ImageSet;
    expect(copy.src).not.toBe((first.body.artwork as ImageSet).src);
    expect(linksOf(copy)).toHaveLength(linksOf(thumbnail.artwork).length);
    for (const [index, link] of linksOf(copy).entries())
      expect((await fetchImage(link)).equals(await fetchImage(linksOf(thumbnail.artwork)[index]))).toBe(true);
  });

  it('refuses an image past the limits by its header, naming its size and the limits, and keeps nothing', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const strip = join(scratch.dir, 'artwork.png');
    writeFileSync(
      strip,
      await sharp({ create: { width: 200, height: 249_000, channels: 3, background: '#222222' } })
        .png()
        .toBuffer(),
    );
    const res = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', strip).expect(422);
    expect(res.body.message).toBe('artwork.png is 200 × 249000 px; images may be at most 10000 px on a side, 70 megapixels in all and 1:4 in aspect ratio');

    const banner = join(scratch.dir, 'banner.png');
    writeFileSync(
      banner,
      await sharp({ create: { width: 4100, height: 1000, channels: 3, background: '#225522' } })
        .png()
        .toBuffer(),
    );
    const wide = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', banner).expect(422);
    expect(wide.body.message).toMatch(/^banner\.png is 4100 × 1000 px; /);
    const thumb = await agent.post('/api/admin/upload/episode').attach('thumbnail', strip).expect(422);
    expect(thumb.body.message).toMatch(/^artwork\.png is 200 × 249000 px; /);

    expect(filesUnder('episodes', String(episode.id), 'artwork')).toEqual([]);
    expect((await agent.get(`/api/admin/episodes/${episode.id}`).expect(200)).body.artwork).toBeNull();
  });

  it('renders an image at the limits (1:4, the AVIF encoder included)', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const tall = join(scratch.dir, 'tall.png');
    writeFileSync(
      tall,
      await sharp({ create: { width: 2000, height: 8000, channels: 3, background: '#553322' } })
        .png()
        .toBuffer(),
    );
    const res = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', tall).expect(200);
    expect(res.body.artwork).toMatchObject({ width: 1280, height: 5120, sourceWidth: 2000, sourceHeight: 8000, feedImage: null });
    const largest = (res.body.artwork as ImageSet).srcset.avif.split(', ').pop()?.split(' ')[0] ?? '';
    expect(await sharp(await fetchImage(largest)).metadata()).toMatchObject({ width: 1280, height: 5120 });
  });

  it('answers 422 for an image whose header is fine but whose pixels are cut off, and keeps nothing', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const whole = await sharp(readFileSync(gpsPhoto)).png().toBuffer();
    const cut = join(scratch.dir, 'cut.png');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await sharp(readFileSync(cut)).metadata()).toMatchObject({ width: 1600, height: 1600 });
    const res = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', cut).expect(422);
    expect(res.body.message).toBe('The image cannot be used: it could not be decoded');
    expect(filesUnder('episodes', String(episode.id), 'artwork')).toEqual([]);
  });

  it('answers 503 with Retry-After when the image queue is full, keeps nothing of that upload, and takes it once there is room', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    // Fill this process's queue: one render holds the slot (its image is not ready), four wait behind it.
    let release: (image: Buffer) => void = () => undefined;
    const held = new Promise<Buffer>((resolve) => (release = resolve));
    const queued = Array.from({ length: 1 + (REQUEST_WAIT.maxWaiting ?? 0) }, () => imageWork.render(() => held, { minSide: 1 }));
    try {
      const busy = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', gpsPhoto).expect(503);
      expect(busy.headers['retry-after']).toBe(String(IMAGES_BUSY_RETRY_AFTER_SEC));
      expect(busy.body.message).toMatch(/try again/);
      expect(filesUnder('episodes', String(episode.id), 'artwork')).toEqual([]);
      const thumb = await agent.post('/api/admin/upload/episode').attach('thumbnail', gpsPhoto).expect(503);
      expect(thumb.headers['retry-after']).toBe(String(IMAGES_BUSY_RETRY_AFTER_SEC));
      expect(filesUnder('uploads').filter((path) => /source\./.test(path))).toEqual([]);
    } finally {
      release(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
          .png()
          .toBuffer(),
      );
      await Promise.all(queued);
    }
    await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', gpsPhoto).expect(200);
    expect(filesUnder('episodes', String(episode.id), 'artwork').filter((path) => /source\./.test(path))).toEqual([]);
  });
});
