import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArtworkPicture } from '@podcast/web-kit';
import EpisodeCard from './episode-card';
import { guestAffiliation, transcriptFold } from './episode-details';
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
  feedImageSize: null,
  sourceWidth: 1280,
  sourceHeight: 720,
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
  chapters: [],
  transcript: null,
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

const TEXT_TRACKS: Pick<PublicEpisodeDetail, 'chapters' | 'transcript'> = {
  chapters: [
    { startSeconds: 0, title: 'Intro' },
    { startSeconds: 6, title: 'The deal' },
  ],
  transcript: {
    language: 'en',
    vttUrl: '/podcast/episodes/3/transcript.vtt',
    srtUrl: '/podcast/episodes/3/transcript.srt',
    paragraphs: [
      { startSeconds: 0, speaker: 'Ada Kowalski', text: 'Welcome to the show.' },
      { startSeconds: 6, speaker: null, text: 'Here is the deal we made.' },
    ],
  },
};

describe('EpisodeCard on the episode page: chapters and transcript', () => {
  const playing = { paused: true };
  beforeAll(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => playing.paused });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      playing.paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = () => undefined;
    HTMLMediaElement.prototype.load = () => undefined;
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('lists the chapters and the transcript with speakers, times and downloads, and a time plays the video from there', async () => {
    const sources = { original: '/media/o.mp4', '720p': '/media/720p.mp4', '480p': null };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const body = String(input).endsWith('/approved-video') ? { approved: true, variants: sources } : null;
      // jsdom has no Response: what the API client reads of one.
      return { ok: true, status: body ? 200 : 204, text: async () => (body ? JSON.stringify(body) : '') } as Response;
    }) as typeof fetch;
    await act(async () => {
      render(wrap(<EpisodeCard episode={{ ...EPISODE, ...TEXT_TRACKS }} defaultExpanded variant="page" />));
    });
    const chapters = await screen.findByRole('region', { name: 'Chapters' });
    expect([...chapters.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['0:00Intro', '0:06The deal']);
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(transcript.querySelector('h2')?.textContent).toBe('Transcript');
    expect(transcript.textContent).toContain('Ada Kowalski');
    expect(transcript.textContent).toContain('Welcome to the show.');
    expect(transcript.querySelector('.episode-transcript__text')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'WebVTT' }).getAttribute('href')).toBe('/podcast/episodes/3/transcript.vtt');
    expect(screen.getByRole('link', { name: 'SRT' }).getAttribute('href')).toBe('/podcast/episodes/3/transcript.srt');
    // A short transcript shows whole.
    expect(transcript.querySelector('details')).toBeNull();

    // The detail's chapters and captions went to the player, which asked nothing more.
    await screen.findByTestId('video-player');
    expect(screen.getByRole('button', { name: 'Chapters' })).toBeTruthy();
    expect(document.querySelector('track')?.getAttribute('src')).toBe('/podcast/episodes/3/transcript.vtt');
    expect((globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/text-tracks'));

    const video = document.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
    fireEvent(video, new Event('loadedmetadata'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play from 0:06: The deal' }));
    });
    expect(video.currentTime).toBe(6);
    expect(video.paused).toBe(false);
    await act(async () => {
      fireEvent.click(transcript.querySelector('button') as HTMLButtonElement);
    });
    expect(video.currentTime).toBe(0);
  });

  it('folds a long transcript after its first paragraphs, with every word still in the page', async () => {
    const paragraphs = Array.from({ length: 30 }, (_, index) => ({
      startSeconds: index * 40,
      speaker: null,
      text: `Paragraph ${index + 1}. ${'Words. '.repeat(20)}`,
    }));
    await act(async () => {
      render(wrap(<EpisodeCard episode={{ ...EPISODE, transcript: { ...TEXT_TRACKS.transcript!, paragraphs } }} variant="page" />));
    });
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const details = transcript.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Show the full transcript');
    expect(transcript.textContent).toContain('Paragraph 30.');
    expect(details.textContent).not.toContain('Paragraph 1.');
    // No chapters: no Chapters section.
    expect(screen.queryByRole('region', { name: 'Chapters' })).toBeNull();
  });

  it('without chapters and transcript adds nothing', async () => {
    await act(async () => {
      render(wrap(<EpisodeCard episode={{ ...EPISODE, guest: null, showNotesHtml: '' }} variant="page" />));
    });
    expect(screen.queryByRole('region', { name: 'Chapters' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });
});

describe('transcriptFold', () => {
  const paragraph = (length: number) => ({ text: 'x'.repeat(length) });

  it('shows a short transcript whole', () => {
    expect(transcriptFold([paragraph(900), paragraph(900)])).toBe(2);
    expect(transcriptFold([])).toBe(0);
  });

  it('shows the first paragraphs of a long one, up to the preview length, at least one', () => {
    expect(transcriptFold([paragraph(400), paragraph(400), paragraph(400), paragraph(1000)])).toBe(2);
    expect(transcriptFold([paragraph(5000), paragraph(10)])).toBe(1);
    expect(
      transcriptFold(
        Array.from({ length: 10 }, () => paragraph(300)),
        1800,
        900,
      ),
    ).toBe(3);
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
