import { StaffRole, areasOf, permissionsOf } from '@podcast/contracts';
import { SESSION_QUERY_KEY, createQueryClient } from '@podcast/web-kit';
import { AdminProviders } from '@podcast/web-kit/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import EditingBoard from './editing-board';

// @ant-design/icons' CommonJS build requires the ES build of one @ant-design/colors file, which jest
// cannot load: hand it the CommonJS copy of the same file.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's first render is slow on a busy machine; these are budgets, not timing assertions.
jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };

const card = (id: number, title: string, editingStatus: string) => ({
  id,
  title,
  guestName: null,
  episodeNumber: id,
  status: 'draft',
  editingStatus,
  reviewDecision: null,
});

/** The board's one request: the episodes, one in Filmed and one in Review. */
function stubApi(): void {
  globalThis.fetch = jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        statusText: '',
        headers: new Headers({ 'Content-Type': 'application/json' }),
        text: async () => JSON.stringify([card(1, 'Filmed one', 'raw'), card(2, 'Ready one', 'final')]),
      }) as unknown as Response,
  ) as typeof fetch;
}

function renderAs(role: StaffRole) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { id: 3, email: `${role}@example.com`, role, permissions: permissionsOf(role), areas: areasOf(role) });
  return render(
    <QueryClientProvider client={client}>
      <AdminProviders>
        <MemoryRouter initialEntries={['/admin/editing']}>
          <EditingBoard />
        </MemoryRouter>
      </AdminProviders>
    </QueryClientProvider>,
  );
}

/** The entries of a card's open "Move to…" menu. */
async function menuEntries(heading: string): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: `Move to…: ${heading}` }));
  const menu = await screen.findByRole('menu', {}, WAIT);
  return Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent ?? '');
}

describe('the Editing board offers only the moves the role may make (issue 31)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('gives an Editor Start Edit and the editing columns, but no Publish button, menu entry or column, and says why', async () => {
    stubApi();
    renderAs(StaffRole.Editor);
    await screen.findByText('Ready one', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Start Edit: Filmed one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish: Ready one' })).toBeNull();
    expect(screen.queryByTestId('kanban-column-publish')).toBeNull();
    expect(screen.queryByText(/Drop episodes here to publish/)).toBeNull();
    expect(screen.getByTestId('kanban-handle-1')).toBeTruthy();
    expect(screen.getByTestId('read-only-note').textContent).toBe(
      'You can move episodes between the editing columns. Publishing is for an Owner or a Producer, so there is no Publish column.',
    );
    expect(await menuEntries('Ready one')).toEqual(['Filmed', 'Editing', 'Revise']);
  });

  it('gives an Owner Publish on the card, in the menu and as a column, and no note', async () => {
    stubApi();
    renderAs(StaffRole.Owner);
    await screen.findByText('Ready one', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Publish: Ready one' })).toBeTruthy();
    expect(screen.getByTestId('kanban-column-publish')).toBeTruthy();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
    expect(await menuEntries('Ready one')).toEqual(['Filmed', 'Editing', 'Revise', 'Publish']);
  });

  it('gives a role without episodes.write (a Viewer) nothing to move, only the cards to open', async () => {
    stubApi();
    renderAs(StaffRole.Viewer);
    await screen.findByText('Ready one', {}, WAIT);
    expect(screen.queryByRole('button', { name: /^(Start Edit|To Review|Publish):/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move to…/ })).toBeNull();
    expect(screen.queryByTestId('kanban-handle-1')).toBeNull();
    expect(screen.getByTestId('read-only-note').textContent).toBe('You can look at the board. Your role does not move episodes.');
    expect(screen.getByRole('link', { name: 'Ready one' })).toBeTruthy();
  });
});
