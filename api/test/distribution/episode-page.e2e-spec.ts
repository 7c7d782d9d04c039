import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { HOSTILE_DESCRIPTION, HOSTILE_TITLE, PUBLIC_URL, writeSiteIndex } from './distribution-fixtures';

/** The content of <meta property|name="…" content="…"> in a page, entities decoded. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
  return match ? decode(match[1] as string) : undefined;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('GET /episodes/{id}: the server-rendered head of an episode page', () => {
  let t: TestApp;
  let published: EpisodeEntity;
  let draft: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    published = await createEpisode(t, {
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      guestName: 'Grace Hopper',
      episodeNumber: 4,
      status: 'published' as EpisodeEntity['status'],
      publishedAt: new Date('2026-03-01T10:00:00Z'),
      thumbnailUrl: '/media/episodes/1/poster.jpg?sig=abc',
      duration: '42:18',
    });
    draft = await createEpisode(t, { title: 'Secret draft' });
  });
  afterAll(() => t.close());

  it('carries title, description, canonical URL, Open Graph, Twitter card and JSON-LD, with hostile text as text', async () => {
    const res = await t.http().get(`/episodes/${published.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] as string)).toBe(`${HOSTILE_TITLE} | Learn from the Best`);
    expect(head).not.toContain('Default description');
    expect(head).not.toContain('<script>alert');
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/episodes/${published.id}" />`);
    expect(meta(head, 'og:title')).toBe(HOSTILE_TITLE);
    expect(meta(head, 'og:description')).toBe(HOSTILE_DESCRIPTION);
    expect(meta(head, 'description')).toBe(HOSTILE_DESCRIPTION);
    expect(meta(head, 'og:url')).toBe(`${PUBLIC_URL}/episodes/${published.id}`);
    expect(meta(head, 'og:image')).toBe(`${PUBLIC_URL}/media/episodes/1/poster.jpg?sig=abc`);
    expect(meta(head, 'og:image:alt')).toBe(`Artwork for episode 4: ${HOSTILE_TITLE}`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:image')).toBe(`${PUBLIC_URL}/media/episodes/1/poster.jpg?sig=abc`);
    expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="Learn from the Best" href="${PUBLIC_URL}/feed.xml" />`);

    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] as string;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      url: `${PUBLIC_URL}/episodes/${published.id}`,
      episodeNumber: 4,
      datePublished: '2026-03-01T10:00:00.000Z',
      actor: { '@type': 'Person', name: 'Grace Hopper' },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Learn from the Best', url: `${PUBLIC_URL}/` },
    });
    const data = /<script type="application\/json" id="episode-data">([\s\S]*?)<\/script>/.exec(head)?.[1] as string;
    expect(JSON.parse(data)).toEqual({
      id: published.id,
      episodeNumber: 4,
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      thumbnailUrl: '/media/episodes/1/poster.jpg?sig=abc',
      duration: '42:18',
      guestName: 'Grace Hopper',
      publishedAt: '2026-03-01T10:00:00.000Z',
      artwork: null,
      showNotesHtml: '',
      guest: { name: 'Grace Hopper', role: null, company: null, portrait: null },
      chapters: [],
      transcript: null,
    });
    // The client app still boots from the same page.
    expect(html).toContain('<div id="root"></div>');
    // A trailing slash is the same page.
    await t.http().get(`/episodes/${published.id}/`).expect(200);
  });

  it('answers 404 with the plain site for drafts and unknown ids, and keeps the list page', async () => {
    const hidden = await t.http().get(`/episodes/${draft.id}`).expect(404);
    expect(hidden.text).not.toContain('Secret draft');
    expect(hidden.text).toContain('<div id="root"></div>');
    await t.http().get('/episodes/987654').expect(404);
    await t.http().get('/episodes/99999999999').expect(404);
    await t.http().get('/episodes').expect(200);
    await t.http().get('/episodes/not-a-number').expect(404);
  });
});
