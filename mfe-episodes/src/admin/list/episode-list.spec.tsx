import { EpisodeFilter } from '@podcast/contracts';
import { apiUrl } from '@podcast/web-kit';
import { descriptionPreview, episodeListQuery, pageCountOf, serverPage, type EpisodeListParams } from './episode-list';

/** The URL the typed client sends for a page. */
const episodeListPath = (params: EpisodeListParams) => apiUrl('/api/admin/episodes', { query: episodeListQuery(params) });

const query = (path: string) => Object.fromEntries(new URL(path, 'http://admin.test').searchParams);

describe('Manage Episodes: what the server is asked for (issue 18)', () => {
  it('asks for pages of 15 from the start of the list', () => {
    expect(episodeListPath({ page: 1, search: '', filter: EpisodeFilter.All })).toBe('/api/admin/episodes?limit=15&offset=0');
    expect(query(episodeListPath({ page: 3, search: '', filter: EpisodeFilter.All }))).toEqual({ limit: '15', offset: '30' });
  });

  it('sends the trimmed search text and any filter but All', () => {
    expect(query(episodeListPath({ page: 1, search: '  Grace Hopper ', filter: EpisodeFilter.Approved }))).toEqual({
      limit: '15',
      offset: '0',
      q: 'Grace Hopper',
      status: 'approved',
    });
    expect(query(episodeListPath({ page: 2, search: '   ', filter: EpisodeFilter.Draft }))).toEqual({ limit: '15', offset: '15', status: 'draft' });
    expect(query(episodeListPath({ page: 1, search: '100% & more', filter: EpisodeFilter.Published })).q).toBe('100% & more');
  });

  it('never sends a search longer than the server accepts', () => {
    expect(query(episodeListPath({ page: 1, search: 'x'.repeat(500), filter: EpisodeFilter.All })).q).toHaveLength(200);
  });
});

describe('Manage Episodes pagination numbers', () => {
  it('gives "Showing X to Y of Z" for a server page', () => {
    expect(serverPage(Array.from({ length: 15 }), 17, 1)).toMatchObject({ page: 1, pageCount: 2, from: 1, to: 15, total: 17 });
    expect(serverPage([16, 17], 17, 2)).toMatchObject({ rows: [16, 17], page: 2, pageCount: 2, from: 16, to: 17 });
    expect(serverPage([], 0, 1)).toMatchObject({ pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it('counts pages of 15', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(15)).toBe(1);
    expect(pageCountOf(16)).toBe(2);
    expect(pageCountOf(32)).toBe(3);
  });

  it('shows the first 60 characters of a description', () => {
    const long = 'x'.repeat(80);
    expect(descriptionPreview(long)).toBe(`${'x'.repeat(60)}...`);
    expect(descriptionPreview('short')).toBe('short');
    expect(descriptionPreview(null)).toBe('');
  });
});
