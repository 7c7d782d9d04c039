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
    // The client app still boots from the same page; its shell holds the episode as text (no transcript here).
    expect(html).toContain('<div id="root"><article class="page shell-episode">');
    expect(html).not.toContain('shell-transcript-heading');
    // A trailing slash is the same page.
    await t.http().get(`/episodes/${published.id}/`).expect(200);
  });

  it('has the transcript as readable text in the server HTML, outside any <script>, escaped, with speaker and time', async () => {
    const episode = await createEpisode(t, {
      title: 'Pricing without fear',
      description: 'Ada and Ben on pricing.',
      episodeNumber: 9,
      status: 'published' as EpisodeEntity['status'],
      publishedAt: new Date('2026-03-02T10:00:00Z'),
    });
    const vtt = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:04.000',
      '<v Ada Lovelace>Welcome to the show, where <b>margins</b> & pricing meet.',
      '',
      '00:01:05.000 --> 00:01:09.000',
      // Markup is dropped from cue text; entities are text: they must reach the page escaped.
      '<v Ben>Raise prices before you &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; need to.',
      '',
    ].join('\n');
    await (await t.loginAgent()).put(`/api/admin/episodes/${episode.id}/transcript`).send({ fileName: 'ep9.vtt', language: 'en-GB', content: vtt }).expect(200);

    // A plain HTTP GET, as a reader or crawler without JavaScript makes it.
    const html = (await t.http().get(`/episodes/${episode.id}`).expect(200)).text;
    const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const body = withoutScripts.slice(withoutScripts.indexOf('<body>'));
    expect(body).toContain('<h1 class="shell-episode__title">Pricing without fear</h1>');
    expect(body).toContain('<h2 id="shell-transcript-heading" class="episode-notes__heading">Transcript</h2>');
    expect(body).toContain(
      '<p class="episode-transcript__meta"><span class="episode-time">0:00</span> <span class="episode-transcript__speaker">Ada Lovelace</span></p>' +
        '<p class="episode-transcript__text" lang="en-GB">Welcome to the show, where margins &amp; pricing meet.</p>',
    );
    expect(body).toContain('<span class="episode-time">1:05</span> <span class="episode-transcript__speaker">Ben</span>');
    expect(body).toContain('Raise prices before you &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; need to.');
    expect(html).not.toContain('<script>alert(1)');
    expect(body).toContain(`href="/podcast/episodes/${episode.id}/transcript.vtt"`);
    // The text sits in the site's shell, which the app's first render replaces.
    expect(html.indexOf('shell-episode')).toBeGreaterThan(html.indexOf('<div id="root">'));
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
