import { episodeHeadTags, injectHead } from './episode-page-head';

describe('episode page head', () => {
  const tags = episodeHeadTags({
    title: 'Scaling "SaaS" </script><b>fast</b>',
    description: 'A & B',
    canonicalUrl: 'https://show.example.com/episodes/3',
    imageUrl: 'https://show.example.com/media/poster.jpg',
    siteName: 'Learn from the Best',
    publishedAt: new Date('2026-03-01T00:00:00Z'),
    durationSec: 125,
    episodeNumber: 3,
    guestName: 'Grace',
    seriesName: 'Learn from the Best',
    seriesUrl: 'https://show.example.com/',
  });

  it('describes a published video as a VideoObject and gives the image its alt text', () => {
    const withVideo = episodeHeadTags({
      title: 'Pricing',
      description: 'How to price',
      canonicalUrl: 'https://show.example.com/episodes/9',
      imageUrl: 'https://show.example.com/media/stable/og.jpg',
      imageAlt: 'Artwork for episode 9: Pricing',
      siteName: 'Learn from the Best',
      publishedAt: new Date('2026-03-01T00:00:00Z'),
      durationSec: 3725,
      episodeNumber: 9,
      seriesName: 'Learn from the Best',
      seriesUrl: 'https://show.example.com/',
      contentUrl: 'https://show.example.com/podcast/episodes/9/video-720p.mp4',
    });
    expect(withVideo).toContain('<meta property="og:image:alt" content="Artwork for episode 9: Pricing" />');
    expect(withVideo).toContain('<meta name="twitter:image:alt" content="Artwork for episode 9: Pricing" />');
    const jsonLd = withVideo.slice(withVideo.indexOf('<script type="application/ld+json">') + 35, withVideo.lastIndexOf('</script>'));
    expect(JSON.parse(jsonLd).video).toEqual({
      '@type': 'VideoObject',
      name: 'Pricing',
      description: 'How to price',
      contentUrl: 'https://show.example.com/podcast/episodes/9/video-720p.mp4',
      thumbnailUrl: 'https://show.example.com/media/stable/og.jpg',
      uploadDate: '2026-03-01T00:00:00.000Z',
      duration: 'PT1H2M5S',
    });
    // Without a published video there is no VideoObject.
    expect(JSON.parse(tags.slice(tags.indexOf('<script type="application/ld+json">') + 35, tags.lastIndexOf('</script>'))).video).toBeUndefined();
  });

  it('escapes text in tags and keeps JSON-LD from closing its script', () => {
    expect(tags).toContain('<title>Scaling &quot;SaaS&quot; &lt;/script&gt;&lt;b&gt;fast&lt;/b&gt; | Learn from the Best</title>');
    expect(tags).toContain('<meta property="og:description" content="A &amp; B" />');
    const jsonLd = tags.slice(tags.indexOf('<script type="application/ld+json">') + 35, tags.lastIndexOf('</script>'));
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Scaling "SaaS" </script><b>fast</b>',
      episodeNumber: 3,
      timeRequired: 'PT0H2M5S',
    });
  });

  it('replaces the built title and description and keeps the rest of the page', () => {
    const html = '<html><head><title>Site</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>';
    const page = injectHead(html, tags);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('content="default"');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('twitter:card');
  });
});
