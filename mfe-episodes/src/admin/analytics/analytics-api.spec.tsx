import { QueryClientProvider } from '@tanstack/react-query';
import { announceChange, createQueryClient } from '@podcast/web-kit';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEpisodeOptions } from './analytics-api';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The API as the typed client reads it (jsdom has no Response): GET /api/admin/episodes answers `titles`. */
function serveEpisodes(titles: () => string[]) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://admin.test');
    asked.push(`${url.pathname}${url.search}`);
    const rows = titles().map((title, index) => ({ id: index + 1, episodeNumber: index + 1, title }));
    return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(rows) } as Response;
  }) as typeof fetch;
  return asked;
}

describe('Analytics episode picker (useEpisodeOptions)', () => {
  it("asks what Manage Episodes asks (episodeListQuery: 20 from the start, the trimmed search) and refreshes when anyone announces an 'episodes' change", async () => {
    let titles = ['Pricing', 'Hiring'];
    const asked = serveEpisodes(() => titles);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(({ search }) => useEpisodeOptions(search), { wrapper, initialProps: { search: '' } });
    await waitFor(() =>
      expect(result.current.data).toEqual([
        { value: 1, label: '#1 Pricing' },
        { value: 2, label: '#2 Hiring' },
      ]),
    );
    expect(asked).toEqual(['/api/admin/episodes?limit=20&offset=0']);

    // Renamed and created elsewhere (the detail, the create form, another remote on the page).
    titles = ['Pricing, revisited', 'Hiring', 'Brand new'];
    await act(() => announceChange(client, ['episodes']));
    await waitFor(() => expect(result.current.data?.map((option) => option.label)).toEqual(['#1 Pricing, revisited', '#2 Hiring', '#3 Brand new']));
    expect(asked).toHaveLength(2);

    rerender({ search: '  Pricing ' });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('/api/admin/episodes?limit=20&offset=0&q=Pricing');

    // Other resources leave it alone.
    await act(() => announceChange(client, ['bookings', 'comments']));
    expect(asked).toHaveLength(3);
  });
});
