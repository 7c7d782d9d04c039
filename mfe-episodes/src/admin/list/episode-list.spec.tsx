import { EpisodeFilter } from '@podcast/contracts';
import type { AdminEpisodeDto } from '../api-dto';
import { descriptionPreview, filterEpisodes, matchesFilter, paginate } from './episode-list';

type Row = Pick<AdminEpisodeDto, 'title' | 'description' | 'guestName'> & { status: string; editingStatus: string | null };

const episode = (over: Partial<Row>): Row => ({
  title: 'Scaling a store',
  description: 'How a shop grew',
  guestName: null,
  status: 'draft',
  editingStatus: 'raw',
  ...over,
});

describe('Manage Episodes filter, search and pagination', () => {
  it('counts published or final episodes as Approved', () => {
    expect(matchesFilter(episode({ status: 'published', editingStatus: 'editing' }), EpisodeFilter.Approved)).toBe(true);
    expect(matchesFilter(episode({ status: 'draft', editingStatus: 'final' }), EpisodeFilter.Approved)).toBe(true);
    expect(matchesFilter(episode({ status: 'draft', editingStatus: 'review' }), EpisodeFilter.Approved)).toBe(false);
  });

  it('filters Published and Draft by status, and All keeps everything', () => {
    const list = [episode({ status: 'published' }), episode({ status: 'draft', editingStatus: 'final' })];
    expect(filterEpisodes(list, '', EpisodeFilter.Published)).toHaveLength(1);
    expect(filterEpisodes(list, '', EpisodeFilter.Draft)).toEqual([list[1]]);
    expect(filterEpisodes(list, '', EpisodeFilter.All)).toHaveLength(2);
  });

  it('searches title, guest and description case-insensitively', () => {
    const list = [episode({ title: 'Pricing SaaS' }), episode({ guestName: 'Grace Hopper' }), episode({ description: 'Wholesale RETAIL secrets' })];
    expect(filterEpisodes(list, 'saas', EpisodeFilter.All)).toEqual([list[0]]);
    expect(filterEpisodes(list, 'hopper', EpisodeFilter.All)).toEqual([list[1]]);
    expect(filterEpisodes(list, '  retail ', EpisodeFilter.All)).toEqual([list[2]]);
    expect(filterEpisodes(list, 'nothing like it', EpisodeFilter.All)).toEqual([]);
  });

  it('pages by 15 with the "Showing X to Y of Z" numbers', () => {
    const rows = Array.from({ length: 32 }, (_, index) => index + 1);
    expect(paginate(rows, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 15, total: 32 });
    expect(paginate(rows, 3)).toMatchObject({ rows: [31, 32], from: 31, to: 32 });
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate([], 1)).toMatchObject({ pageCount: 1, from: 0, to: 0, total: 0 });
    expect(paginate(rows.slice(0, 15), 1).pageCount).toBe(1);
    expect(paginate(rows.slice(0, 16), 2).rows).toEqual([16]);
  });

  it('shows the first 60 characters of a description', () => {
    const long = 'x'.repeat(80);
    expect(descriptionPreview(long)).toBe(`${'x'.repeat(60)}...`);
    expect(descriptionPreview('short')).toBe('short');
    expect(descriptionPreview(null)).toBe('');
  });
});
