import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeImage, mediaScratch } from '../media/media-fixtures';
import { child, children, parseXml } from '../distribution/mini-xml';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo, writeSiteIndex } from '../distribution/distribution-fixtures';

const run = promisify(execFile);
const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A real picture made by ffmpeg's test pattern, in the format the extension names. */
async function picture(path: string, width: number, height: number): Promise<string> {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}`, '-frames:v', '1', path]);
  return path;
}

interface ImageSet {
  alt: string;
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string; jpeg: string };
  ogImage: string;
  feedImage: string | null;
}

const candidates = (srcset: string) => srcset.split(', ').map((entry) => ({ url: entry.split(' ')[0], width: Number(entry.split(' ')[1].replace('w', '')) }));

describe('episode artwork, guest portraits and show notes (real sharp, ffmpeg and storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let square: string;
  let wide: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    square = await picture(join(scratch.dir, 'square.png'), 1600, 1600);
    wide = await picture(join(scratch.dir, 'wide.jpg'), 800, 450);
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const artworkFolders = (episodeId: number) => {
    const dir = join(t.config.STORAGE_DIR, 'episodes', String(episodeId), 'artwork');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const fetchImage = (url: string) =>
    t
      .http()
      .get(url.startsWith('http') ? pathOf(url) : url)
      .buffer(true)
      .parse(asBuffer);

  it('stores an uploaded square image in every width and format, serves them, and uses it for cards, pages and feeds', async () => {
    const episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Closing big deals', episodeNumber: 41 });
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', square).expect(200);
    const artwork = res.body.artwork as ImageSet;
    expect(artwork).toMatchObject({ alt: 'Artwork for episode 41: Closing big deals', width: 1280, height: 1280 });
    expect(res.body.thumbnailUrl).toBe(artwork.src);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const list = candidates(artwork.srcset[format]);
      expect(list.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1280]);
      const smallest = await fetchImage(list[0].url).expect(200);
      expect(smallest.headers['content-type']).toBe(type);
      expect((smallest.body as Buffer).length).toBeGreaterThan(500);
    }
    expect(artwork.feedImage).not.toBeNull();
    const feedImage = await fetchImage(artwork.feedImage as string).expect(200);
    expect(feedImage.headers['content-type']).toBe('image/jpeg');
    writeFileSync(join(scratch.dir, 'feed.jpg'), feedImage.body as Buffer);
    const probe = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', join(scratch.dir, 'feed.jpg')]);
    expect(probe.stdout.trim()).toBe('1600,1600');

    // The public list, the episode and its page carry the same set.
    const list = await t.http().get('/api/episodes').expect(200);
    expect((list.body as Array<{ id: number; artwork: ImageSet | null }>).find((item) => item.id === episode.id)?.artwork).toEqual(artwork);
    const detail = await t.http().get(`/api/episodes/${episode.id}`).expect(200);
    expect(detail.body.artwork).toEqual(artwork);
    const page = await t.http().get(`/episodes/${episode.id}`).expect(200);
    expect(page.text).toContain(`<meta property="og:image" content="${PUBLIC_URL}${artwork.ogImage.replace(/&/g, '&amp;')}" />`);
    expect(page.text).toContain('<meta property="og:image:alt" content="Artwork for episode 41: Closing big deals" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.text)?.[1] ?? '{}') as { video?: Record<string, string> };
    expect(jsonLd.video).toMatchObject({ '@type': 'VideoObject', name: 'Closing big deals', thumbnailUrl: `${PUBLIC_URL}${artwork.ogImage}` });
    expect(jsonLd.video?.contentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/podcast/episodes/${episode.id}/`));
    expect(jsonLd.video?.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(jsonLd.video?.duration).toMatch(/^PT0H0M[12]S$/);

    // The feeds' item image is the square 1400+ px rendition.
    const rss = parseXml((await t.http().get('/feed.xml').expect(200)).text);
    const item = children(child(rss, 'channel'), 'item').find((candidate) => child(candidate, 'title').text === 'Closing big deals');
    expect(child(item!, 'itunes:image').attributes.href).toBe(`${PUBLIC_URL}${artwork.feedImage}`);
  });

  it('replaces the artwork (the old files go), answers non-square images without a feed image, and removes it', async () => {
    const episode = await createEpisode(t, { title: 'Wide shot', episodeNumber: 7 });
    const agent = await t.loginAgent();
    const first = (await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', square).expect(200)).body.artwork as ImageSet;
    expect(artworkFolders(episode.id)).toHaveLength(1);
    const second = (await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', wide).expect(200)).body.artwork as ImageSet;
    expect(artworkFolders(episode.id)).toHaveLength(1);
    await fetchImage(candidates(first.srcset.jpeg)[0].url).expect(404);
    expect(candidates(second.srcset.webp).map((candidate) => candidate.width)).toEqual([320, 640, 800]);
    expect(second).toMatchObject({ width: 800, height: 450, feedImage: null });

    const removed = await agent.delete(`/api/admin/episodes/${episode.id}/artwork`).expect(200);
    expect(removed.body).toMatchObject({ artwork: null, thumbnailUrl: null });
    expect(artworkFolders(episode.id)).toHaveLength(0);
  });

  it('keeps an admin-typed thumbnail URL when artwork it did not come from is removed', async () => {
    const episode = await createEpisode(t, { thumbnailUrl: 'https://cdn.example.com/poster.jpg' });
    const agent = await t.loginAgent();
    await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', wide).expect(200);
    await agent.patch(`/api/admin/episodes/${episode.id}`).send({ thumbnailUrl: 'https://cdn.example.com/other.jpg' }).expect(200);
    const removed = await agent.delete(`/api/admin/episodes/${episode.id}/artwork`).expect(200);
    expect(removed.body).toMatchObject({ artwork: null, thumbnailUrl: 'https://cdn.example.com/other.jpg' });
  });

  it('refuses what cannot become artwork with a clear 4xx and keeps nothing', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const tiny = await makeImage(join(scratch.dir, 'tiny.png'));
    const small = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', tiny).expect(422);
    expect(small.body.message).toBe('The image must be at least 200×200 px (this one is 64×64)');
    const text = join(scratch.dir, 'notes.txt');
    writeFileSync(text, 'not an image at all');
    await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', text).expect(415);
    const broken = join(scratch.dir, 'broken.png');
    writeFileSync(broken, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]));
    const undecodable = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', broken);
    expect([415, 422]).toContain(undecodable.status);
    const none = await agent.post(`/api/admin/episodes/${episode.id}/artwork`).field('other', 'x').expect(400);
    expect(none.body.message).toBe('No image uploaded (field: image)');
    expect(artworkFolders(episode.id)).toHaveLength(0);
    expect((await agent.get(`/api/admin/episodes/${episode.id}`).expect(200)).body.artwork).toBeNull();

    await agent.post('/api/admin/episodes/999999/artwork').attach('image', wide).expect(404);
    await t.http().post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', wide).expect(401);
    await t.http().delete(`/api/admin/episodes/${episode.id}/artwork`).expect(401);
    await t.http().post(`/api/admin/episodes/${episode.id}/artwork/frame`).send({ timecodeSec: 1 }).expect(401);
  });

  it('makes the artwork from a frame of the final video, and says why it cannot', async () => {
    const agent = await t.loginAgent();
    const withoutVideo = await createEpisode(t);
    const conflict = await agent.post(`/api/admin/episodes/${withoutVideo.id}/artwork/frame`).send({ timecodeSec: 1 }).expect(409);
    expect(conflict.body.message).toBe('This episode has no final video yet');

    const episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Frame pick' });
    for (const timecodeSec of ['abc', -1, null]) {
      const bad = await agent.post(`/api/admin/episodes/${episode.id}/artwork/frame`).send({ timecodeSec }).expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('Time code must be a number of seconds from 0');
    }
    const past = await agent.post(`/api/admin/episodes/${episode.id}/artwork/frame`).send({ timecodeSec: 3600 }).expect(400);
    expect(past.body.message).toMatch(/^The time code is past the end of the video \(0:0[12]\)$/);

    const picked = await agent.post(`/api/admin/episodes/${episode.id}/artwork/frame`).send({ timecodeSec: 1.2 }).expect(200);
    expect(picked.body.artwork).toMatchObject({ width: 1280, height: 720, feedImage: null });
    expect(picked.body.thumbnailUrl).toBe(picked.body.artwork.src);
    await fetchImage(picked.body.artwork.ogImage).expect(200);
  });

  it('deleting an episode removes its artwork files', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    await agent.post(`/api/admin/episodes/${episode.id}/artwork`).attach('image', wide).expect(200);
    expect(artworkFolders(episode.id)).toHaveLength(1);
    await agent.delete(`/api/admin/episodes/${episode.id}`).expect(204);
    expect(artworkFolders(episode.id)).toHaveLength(0);
  });

  it("gives a guest a portrait, shows it with their role and company on their episode's page, and removes its files with the guest", async () => {
    const agent = await t.loginAgent();
    const guest = (
      await agent
        .post('/api/admin/bookings')
        .send({ name: 'Grace Hopper', company: 'Navy Labs', position: 'Rear Admiral', email: 'grace@example.com' })
        .expect(201)
    ).body as { id: number };
    const withPortrait = await agent.post(`/api/admin/bookings/${guest.id}/portrait`).attach('image', square).expect(200);
    const portrait = withPortrait.body.portrait as ImageSet;
    expect(portrait).toMatchObject({ alt: 'Portrait of Grace Hopper', width: 1280 });
    const listed = await agent.get('/api/admin/bookings').expect(200);
    expect((listed.body as Array<{ id: number; portrait: ImageSet | null }>).find((row) => row.id === guest.id)?.portrait).toEqual(portrait);

    const episode = await createEpisode(t, { guestName: '  grace HOPPER ', guestId: guest.id, status: 'published' as never, publishedAt: new Date() });
    const detail = await t.http().get(`/api/episodes/${episode.id}`).expect(200);
    expect(detail.body.guest).toEqual({ name: 'Grace Hopper', role: 'Rear Admiral', company: 'Navy Labs', portrait });
    const unknownGuest = await createEpisode(t, { guestName: 'Nobody Known', status: 'published' as never, publishedAt: new Date() });
    expect((await t.http().get(`/api/episodes/${unknownGuest.id}`).expect(200)).body.guest).toEqual({
      name: 'Nobody Known',
      role: null,
      company: null,
      portrait: null,
    });
    const noGuest = await createEpisode(t, { guestName: null, status: 'published' as never, publishedAt: new Date() });
    expect((await t.http().get(`/api/episodes/${noGuest.id}`).expect(200)).body.guest).toBeNull();

    const portraitDir = join(t.config.STORAGE_DIR, 'guests', String(guest.id), 'portrait');
    expect(readdirSync(portraitDir)).toHaveLength(1);
    await agent.post('/api/admin/bookings/999999/portrait').attach('image', wide).expect(404);
    await t.http().post(`/api/admin/bookings/${guest.id}/portrait`).attach('image', wide).expect(401);
    await agent.delete(`/api/admin/bookings/${guest.id}`).expect(204);
    expect(existsSync(portraitDir) ? readdirSync(portraitDir) : []).toHaveLength(0);
  });

  it('removes a portrait on request', async () => {
    const agent = await t.loginAgent();
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Alan Kay' }).expect(201)).body as { id: number };
    await agent.post(`/api/admin/bookings/${guest.id}/portrait`).attach('image', wide).expect(200);
    const removed = await agent.delete(`/api/admin/bookings/${guest.id}/portrait`).expect(200);
    expect(removed.body.portrait).toBeNull();
    expect(readdirSync(join(t.config.STORAGE_DIR, 'guests', String(guest.id), 'portrait'))).toHaveLength(0);
  });

  it('renders Markdown show notes once on the server, sanitised, for the episode page and the feeds', async () => {
    const episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Notes episode' });
    const agent = await t.loginAgent();
    const notes = '# Links\n\nRead [the book](https://example.com/book) and <script>alert(1)</script> [bad](javascript:alert(1)).\n\n- one\n- **two**';
    const saved = await agent.patch(`/api/admin/episodes/${episode.id}`).send({ showNotes: notes }).expect(200);
    expect(saved.body.showNotes).toBe(notes);
    const detail = await t.http().get(`/api/episodes/${episode.id}`).expect(200);
    const html = detail.body.showNotesHtml as string;
    expect(html).toContain('<h2>Links</h2>');
    expect(html).toContain('<a href="https://example.com/book" rel="nofollow noopener noreferrer">the book</a>');
    expect(html).toContain('<strong>two</strong>');
    expect(html).not.toMatch(/script|javascript:/i);

    const rss = parseXml((await t.http().get('/feed.xml').expect(200)).text);
    const item = children(child(rss, 'channel'), 'item').find((candidate) => child(candidate, 'title').text === 'Notes episode');
    expect(child(item!, 'content:encoded').text).toBe(html);

    const tooLong = await agent
      .patch(`/api/admin/episodes/${episode.id}`)
      .send({ showNotes: 'x'.repeat(20_001) })
      .expect(400);
    expect(JSON.stringify(tooLong.body.message)).toContain('Show notes must be text of at most 20000 characters');
    await agent.patch(`/api/admin/episodes/${episode.id}`).send({ showNotes: null }).expect(400);
    const cleared = await agent.patch(`/api/admin/episodes/${episode.id}`).send({ showNotes: '' }).expect(200);
    expect(cleared.body.showNotes).toBe('');
    expect((await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body.showNotesHtml).toBe('');
  });
});
