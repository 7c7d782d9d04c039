import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArtworkPicture } from './artwork-picture';
import EpisodeCard from './episode-card';
import { guestAffiliation } from './episode-details';
import type { ImageSet, PublicEpisodeDetail } from './public-episode';

const IMAGE: ImageSet = {
  alt: 'Ada Kowalski in the studio',
  width: 1280,
  height: 720,
  src: '/media/artwork/1/640.jpg',
  srcset: {
    avif: '/media/artwork/1/320.avif 320w, /media/artwork/1/640.avif 640w',
    webp: '/media/artwork/1/320.webp 320w, /media/artwork/1/640.webp 640w',
    jpeg: '/media/artwork/1/320.jpg 320w, /media/artwork/1/640.jpg 640w',
  },
  ogImage: '/media/artwork/1/1200.jpg',
  feedImage: null,
};

const EPISODE: PublicEpisodeDetail = {
  id: 3,
  episodeNumber: 7,
  title: 'Wholesale without losing the brand',
  description: 'How a founder grew a brand.',
  thumbnailUrl: null,
  duration: '42:18',
  guestName: 'Ada Kowalski',
  publishedAt: '2026-01-03T00:00:00.000Z',
  artwork: null,
  showNotesHtml: '<p>We cover <strong>pricing</strong>.</p>',
  guest: { name: 'Ada Kowalski', role: 'Head of Growth', company: 'Northwind Goods', portrait: null },
};

function wrap(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  // approved-video: no video; play: accepted.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/approved-video')
      ? new Response(JSON.stringify({ approved: false, variants: { original: null, '720p': null, '480p': null } }), { status: 200 })
      : new Response(null, { status: 204 }),
  ) as typeof fetch;
});

describe('ArtworkPicture', () => {
  it('offers AVIF, then WebP, then a JPEG img with srcset, sizes, intrinsic size and alt; lazy unless it is the LCP image', () => {
    const { container, rerender } = render(<ArtworkPicture image={IMAGE} sizes="373px" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(IMAGE.srcset.avif);
    expect(sources[1].getAttribute('sizes')).toBe('373px');
    const img = screen.getByRole('img', { name: IMAGE.alt });
    expect(img.getAttribute('src')).toBe(IMAGE.src);
    expect(img.getAttribute('srcset')).toBe(IMAGE.srcset.jpeg);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    rerender(<ArtworkPicture image={IMAGE} sizes="373px" priority />);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('EpisodeCard', () => {
  it('shows the artwork on the thumbnail, and without one the gradient with nothing written on it', () => {
    const { unmount } = render(wrap(<EpisodeCard episode={{ ...EPISODE, artwork: IMAGE }} />));
    const thumb = screen.getByRole('button', { name: `Play episode 7: ${EPISODE.title}` });
    expect(thumb.querySelector('picture img')?.getAttribute('alt')).toBe(IMAGE.alt);
    unmount();
    render(wrap(<EpisodeCard episode={EPISODE} />));
    const bare = screen.getByRole('button', { name: `Play episode 7: ${EPISODE.title}` });
    expect(bare.querySelector('img, picture')).toBeNull();
    expect(bare.textContent).toBe('');
  });

  it("links the title to the episode's page, while the thumbnail and Watch Video still expand the card", async () => {
    render(wrap(<EpisodeCard episode={EPISODE} />));
    const link = screen.getByRole('link', { name: EPISODE.title });
    expect(link.getAttribute('href')).toBe('/episodes/3');
    expect(link.closest('h3')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Watch Video' }));
    });
    expect(screen.getByRole('button', { name: 'Close Video' })).toBeTruthy();
    // Expanded, the title still leads to the page.
    expect(screen.getByRole('link', { name: EPISODE.title }).getAttribute('href')).toBe('/episodes/3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close Video' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Play episode 7: ${EPISODE.title}` }));
    });
    expect(screen.getByRole('button', { name: 'Close Video' })).toBeTruthy();
  });

  it('on the episode page keeps title, description, guest and show notes when the player closes', async () => {
    await act(async () => {
      render(wrap(<EpisodeCard episode={{ ...EPISODE, artwork: IMAGE }} defaultExpanded variant="page" />));
    });
    const details = async () => {
      expect(screen.getByRole('heading', { level: 1, name: EPISODE.title })).toBeTruthy();
      expect(screen.getByText(EPISODE.description)).toBeTruthy();
      expect(await screen.findByText('Head of Growth at Northwind Goods')).toBeTruthy();
      expect(screen.getByTestId('show-notes').querySelector('strong')?.textContent).toBe('pricing');
    };
    await details();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close Video' }));
    });
    expect(screen.queryByRole('button', { name: 'Close Video' })).toBeNull();
    await details();
    // Play again from the artwork.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Play episode 7: ${EPISODE.title}` }));
    });
    expect(screen.getByRole('button', { name: 'Close Video' })).toBeTruthy();
  });
});

describe('guestAffiliation', () => {
  it.each([
    ['Head of Growth', 'Acme', 'Head of Growth at Acme'],
    ['Head of Growth', null, 'Head of Growth'],
    [null, 'Acme', 'Acme'],
    ['  ', ' ', null],
    [null, null, null],
  ])('%p and %p give %p', (role, company, expected) => {
    expect(guestAffiliation(role, company)).toBe(expected);
  });
});
