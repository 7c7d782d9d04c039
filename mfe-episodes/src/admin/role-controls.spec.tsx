import { EditingStatus, EpisodeStatus, StaffRole, areasOf, permissionsOf, type AdminEpisodeDto, type VideoAssetDto } from '@podcast/contracts';
import { SESSION_QUERY_KEY, createQueryClient } from '@podcast/web-kit';
import { AdminProviders } from '@podcast/web-kit/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import EpisodeDetail from './episode-detail';
import ManageEpisodes from './manage-episodes';

// @ant-design/icons' CommonJS build requires the ES build of one @ant-design/colors file, which jest
// cannot load: hand it the CommonJS copy of the same file.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's first render is slow on a busy machine; these are budgets, not timing assertions.
jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };

const episode = (id: number, status: EpisodeStatus, title: string): AdminEpisodeDto => ({
  id,
  title,
  description: 'About it',
  guestName: null,
  guestId: null,
  episodeNumber: id,
  status,
  editingStatus: EditingStatus.Final,
  duration: '10:00',
  durationManual: false,
  plays: 3,
  createdAt: '2026-01-02T10:00:00.000Z',
  audioUrl: null,
  videoUrl: null,
  thumbnailUrl: null,
  publishedAt: status === EpisodeStatus.Published ? '2026-01-03T10:00:00.000Z' : null,
  finalVideoAssetId: null,
  artwork: null,
  showNotes: '',
  showNotesHtml: '',
  reviewDecision: null,
});

const DRAFT = episode(1, EpisodeStatus.Draft, 'A draft episode');
const PUBLISHED = episode(2, EpisodeStatus.Published, 'A published episode');

const editedVideo = {
  id: 11,
  key: 'videos/cut.mp4',
  s3Key: 'videos/cut.mp4',
  originalName: 'cut.mp4',
  contentType: 'video/mp4',
  type: 'edited',
  version: 1,
  variants: {},
  variantUrls: {},
  transcodingStatus: 'completed',
  transcodingProgress: 100,
  transcodingError: null,
  transcodingJobId: null,
  size: 1000,
  durationSec: 10,
  frameRate: 25,
  url: '/media/cut.mp4',
  publicUrl: '/media/cut.mp4',
  posterUrl: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  commentCount: 0,
} as unknown as VideoAssetDto;

const activeLink = {
  id: 5,
  episodeId: 1,
  videoAssetId: 11,
  version: 1,
  guestName: 'Ada',
  status: 'active',
  hasPasscode: false,
  watermark: false,
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  openCount: 0,
  lastOpenedAt: null,
  opens: [],
  commentCount: 0,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

/** The admin API for one draft (with an edited video and a review link) and one published episode. */
function stubApi(): void {
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    ({
      ok: true,
      status: 200,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
      text: async () => JSON.stringify(body),
    }) as unknown as Response;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/admin/episodes') return json([DRAFT, PUBLISHED], { 'X-Total-Count': '2' });
    const byId = /^\/api\/admin\/episodes\/(\d+)$/.exec(path);
    if (byId) return json(Number(byId[1]) === PUBLISHED.id ? PUBLISHED : DRAFT);
    if (path.endsWith('/video-assets')) return json(path.includes(`/${DRAFT.id}/`) ? [editedVideo] : []);
    if (path.endsWith('/text-tracks')) return json({ chapters: [], transcript: null, finalVideoAssetId: 11, finalVideoDurationSec: 10 });
    if (path.endsWith('/review-links')) return json(path.includes(`/${DRAFT.id}/`) ? [activeLink] : []);
    return json([]);
  }) as typeof fetch;
}

/** A screen as the shell shows it: the session (GET /api/admin/me) is already in the one shared QueryClient. */
function renderAs(role: StaffRole, path: string) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { id: 3, email: `${role}@example.com`, role, permissions: permissionsOf(role), areas: areasOf(role) });
  return render(
    <QueryClientProvider client={client}>
      <AdminProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/episodes" element={<ManageEpisodes />} />
            <Route path="/admin/episodes/:id" element={<EpisodeDetail />} />
          </Routes>
        </MemoryRouter>
      </AdminProviders>
    </QueryClientProvider>,
  );
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('Manage Episodes offers only what the role may do (issue 31)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows a Viewer the episodes with no New Episode, Unpublish or Delete, and says why', async () => {
    stubApi();
    renderAs(StaffRole.Viewer, '/admin/episodes');
    await screen.findByText('A published episode', {}, WAIT);
    expect(screen.getByTestId('read-only-note').textContent).toContain('You can look at the episodes. Your role does not change them.');
    expect(button(/New Episode/)).toBeNull();
    expect(button(/^Unpublish /)).toBeNull();
    expect(button(/^Delete /)).toBeNull();
    // jsdom's matchMedia matches nothing, so the list is the phone's cards: each still opens.
    expect(screen.getByTestId('episode-cards')).toBeTruthy();
    expect(screen.getByLabelText('Open A draft episode')).toBeTruthy();
  });

  it('lets an Editor create and delete a draft, but not unpublish or delete a published episode', async () => {
    stubApi();
    renderAs(StaffRole.Editor, '/admin/episodes');
    await screen.findByText('A published episode', {}, WAIT);
    expect(button(/New Episode/)).not.toBeNull();
    expect(button('Delete A draft episode')).not.toBeNull();
    expect(button('Delete A published episode')).toBeNull();
    expect(button('Unpublish A published episode')).toBeNull();
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      'Publishing and unpublishing are for an Owner or a Producer. Deleting a published episode is for an Owner or a Producer.',
    );
  });

  it('offers an Owner every action and no note', async () => {
    stubApi();
    renderAs(StaffRole.Owner, '/admin/episodes');
    await screen.findByText('A published episode', {}, WAIT);
    expect(button(/New Episode/)).not.toBeNull();
    expect(button('Delete A published episode')).not.toBeNull();
    expect(button('Unpublish A published episode')).not.toBeNull();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });
});

describe('the episode detail offers only what the role may do (issue 31)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows a Viewer the episode, its files and review links with nothing to change, and says why', async () => {
    stubApi();
    renderAs(StaffRole.Viewer, `/admin/episodes/${DRAFT.id}`);
    await screen.findByText('cut.mp4', {}, WAIT);
    await screen.findByText('Version 1 for Ada', {}, WAIT);
    expect(screen.getByTestId('read-only-note').textContent).toContain('You can look at this episode');
    for (const name of [/Edit Episode/, /^Revise$/, /Approve & Publish/, /Upload artwork/, /Use frame/, /^Delete cut\.mp4/, /^Revoke /, /Create review link/]) {
      expect(button(name)).toBeNull();
    }
    expect(screen.queryByText('Choose Edited Video')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByTestId('status-panel').textContent).toContain('Your role does not review or publish it.');
    // Reading stays: the video is previewed and downloaded.
    expect(button('Preview cut.mp4')).not.toBeNull();
    expect(button('Download cut.mp4')).not.toBeNull();
  });

  it('lets an Editor edit, upload and revise, with no Approve & Publish and no Unpublish', async () => {
    stubApi();
    const draft = renderAs(StaffRole.Editor, `/admin/episodes/${DRAFT.id}`);
    await screen.findByText('cut.mp4', {}, WAIT);
    expect(button(/Edit Episode/)).not.toBeNull();
    const panel = within(screen.getByTestId('status-panel'));
    expect(panel.queryByRole('button', { name: 'Revise' })).not.toBeNull();
    expect(panel.queryByRole('button', { name: /Approve & Publish/ })).toBeNull();
    expect(screen.getByTestId('status-panel').textContent).toContain('Publishing it is for an Owner or a Producer.');
    expect(screen.getByText('Choose Edited Video')).toBeTruthy();
    expect(button('Delete cut.mp4')).not.toBeNull();
    expect(button(/^Revoke /)).not.toBeNull();
    draft.unmount();

    stubApi();
    renderAs(StaffRole.Editor, `/admin/episodes/${PUBLISHED.id}`);
    await screen.findByText(/Public since/, {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByTestId('read-only-note').textContent).toBe('Publishing and unpublishing are for an Owner or a Producer.');
  });

  it('offers an Owner Approve & Publish and Unpublish, and no note', async () => {
    stubApi();
    const draft = renderAs(StaffRole.Owner, `/admin/episodes/${DRAFT.id}`);
    await screen.findByText('cut.mp4', {}, WAIT);
    expect(button(/Approve & Publish/)).not.toBeNull();
    expect(screen.queryByRole('radio')).not.toBeNull();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
    draft.unmount();
    stubApi();
    renderAs(StaffRole.Owner, `/admin/episodes/${PUBLISHED.id}`);
    await screen.findByText(/Public since/, {}, WAIT);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });
});
