import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@podcast/web-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import EpisodeGrid, { GRID_PAGE_SIZE } from './episode-grid';
import { nextPageCursor, type EpisodePage } from './public-episode-queries';
import type { PublicEpisode } from './public-episode';

const episode = (id: number): PublicEpisode => ({
  id,
  episodeNumber: id,
  title: `Episode ${id}: growth lessons`,
  description: 'How a founder grew a brand.',
  thumbnailUrl: null,
  duration: '42:18',
  guestName: null,
  publishedAt: '2026-01-03T00:00:00.000Z',
  artwork: null,
});

// jsdom has no fetch Response: what web-kit's client reads of one (ok, status, headers, text).
const answer = (status: number, text: string, headers: Headers) =>
  ({ ok: status < 300, status, statusText: '', headers, text: async () => text }) as unknown as Response;

/**
 * GET /api/episodes over `total` published episodes, newest (highest id) first, as the server answers:
 * X-Total-Count, and an X-Next-Cursor with every full page, also the one that ends the list.
 */
function serveEpisodes(total: number) {
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/episodes') return answer(404, '', new Headers());
    requests.push(url.search);
    const limit = Number(url.searchParams.get('limit'));
    const after = url.searchParams.get('after');
    const start = after === null ? total : Number(after) - 1;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, start)) }, (_, index) => start - index);
    const headers = new Headers({ 'Content-Type': 'application/json', 'X-Total-Count': String(total) });
    if (ids.length === limit) headers.set('X-Next-Cursor', String(ids[ids.length - 1]));
    return answer(200, JSON.stringify(ids.map(episode)), headers);
  }) as typeof fetch;
  return requests;
}

const renderGrid = (layout: 'home' | 'catalog') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EpisodeGrid layout={layout} />
    </QueryClientProvider>,
  );

const cards = () => screen.queryAllByRole('article').length;

describe('Load More Episodes (issue 29: only when more exist)', () => {
  it('is not offered when exactly one page holds every episode (/episodes, 9 of 9)', async () => {
    const requests = serveEpisodes(GRID_PAGE_SIZE);
    renderGrid('catalog');
    await screen.findByText(`${GRID_PAGE_SIZE} episodes available`);
    expect(cards()).toBe(GRID_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Load More Episodes' })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('is not offered on home when the latest and the first grid page are all there are (10 of 10)', async () => {
    serveEpisodes(GRID_PAGE_SIZE + 1);
    renderGrid('home');
    await screen.findByText('Episode 1: growth lessons');
    expect(screen.queryByRole('button', { name: 'Load More Episodes' })).toBeNull();
  });

  it('is offered while more exist, loads the next page, and goes once the last one is listed (/episodes, 10)', async () => {
    const requests = serveEpisodes(GRID_PAGE_SIZE + 1);
    renderGrid('catalog');
    await screen.findByText(`${GRID_PAGE_SIZE + 1} episodes available`);
    expect(cards()).toBe(GRID_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Episodes' }));
    await screen.findByText('Episode 1: growth lessons');
    expect(cards()).toBe(GRID_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Load More Episodes' })).toBeNull();
    expect(requests[1]).toContain('after=2');
  });

  it('goes after a click that completes a list of two full pages (/episodes, 18)', async () => {
    serveEpisodes(2 * GRID_PAGE_SIZE);
    renderGrid('catalog');
    fireEvent.click(await screen.findByRole('button', { name: 'Load More Episodes' }));
    await screen.findByText('Episode 1: growth lessons');
    expect(cards()).toBe(2 * GRID_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Load More Episodes' })).toBeNull();
  });
});

describe('nextPageCursor', () => {
  const page = (count: number, total: number, nextCursor: string | null): EpisodePage => ({
    episodes: Array.from({ length: count }, (_, index) => episode(index + 1)),
    total,
    nextCursor,
  });

  it('continues from the cursor only while fewer than the total are loaded', () => {
    const first = page(9, 12, 'c1');
    expect(nextPageCursor(first, [first])).toBe('c1');
    const whole = page(9, 9, 'c1');
    expect(nextPageCursor(whole, [whole])).toBeUndefined();
    const second = page(9, 18, 'c2');
    expect(nextPageCursor(second, [page(9, 18, 'c1'), second])).toBeUndefined();
  });

  it('ends on a page without a cursor or without episodes', () => {
    const last = page(3, 12, null);
    expect(nextPageCursor(last, [page(9, 12, 'c1'), last])).toBeUndefined();
    const empty = page(0, 12, 'c2');
    expect(nextPageCursor(empty, [page(9, 12, 'c1'), empty])).toBeUndefined();
  });
});
