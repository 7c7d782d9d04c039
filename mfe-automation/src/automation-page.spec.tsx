import { StaffRole, areasOf, permissionsOf } from '@podcast/contracts';
import { SESSION_QUERY_KEY, createQueryClient } from '@podcast/web-kit';
import { AdminProviders } from '@podcast/web-kit/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AutomationPage from './automation-page';

// @ant-design/icons' CommonJS build requires the ES build of one @ant-design/colors file, which jest
// cannot load: hand it the CommonJS copy of the same file.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's first render is slow on a busy machine; these are budgets, not timing assertions.
jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };

/** The automation API answering empty lists (and the subscriber summary), recording every request. */
function stubApi(): string[] {
  const requests: string[] = [];
  const json = (body: unknown) =>
    ({
      ok: true,
      status: 200,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => JSON.stringify(body),
    }) as unknown as Response;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname);
    if (url.pathname === '/api/admin/automation/status') return json({ hasEmailConfig: true, configured: true });
    if (url.pathname === '/api/admin/newsletter/subscribers/summary')
      return json({ pending: 0, confirmed: 0, unsubscribed: 0, total: 0, mailConfigured: true });
    return json([]);
  }) as typeof fetch;
  return requests;
}

/** The page as the shell shows it: the session (GET /api/admin/me) is already in the one shared QueryClient. */
function renderAs(role: StaffRole, path = '/admin/automation') {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { id: 3, email: `${role}@example.com`, role, permissions: permissionsOf(role), areas: areasOf(role) });
  return render(
    <QueryClientProvider client={client}>
      <AdminProviders>
        <MemoryRouter initialEntries={[path]}>
          <AutomationPage />
        </MemoryRouter>
      </AdminProviders>
    </QueryClientProvider>,
  );
}

describe('the Subscribers tab follows the session’s permissions (issue 31)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the tab to a role with subscribers.read', async () => {
    stubApi();
    renderAs(StaffRole.Owner);
    expect(await screen.findByRole('tab', { name: 'Subscribers' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rules & Templates' })).toBeTruthy();
  });

  it('hides it from Bookings and Viewer, even when a link asks for it, and never asks for the list', async () => {
    for (const role of [StaffRole.Bookings, StaffRole.Viewer]) {
      const requests = stubApi();
      const { unmount } = renderAs(role, '/admin/automation?tab=subscribers');
      expect(await screen.findByRole('tab', { name: 'Rules & Templates', selected: true }, WAIT)).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Subscribers' })).toBeNull();
      // The page has asked for what it shows; the subscriber list was never among it.
      await waitFor(() => expect(requests).toEqual(expect.arrayContaining(['/api/admin/automation/rules', '/api/admin/automation/templates'])), WAIT);
      expect(requests.filter((path) => path.startsWith('/api/admin/newsletter/subscribers'))).toEqual([]);
      unmount();
    }
  });

  it('leaves out the run history, which names guests, for a role without bookings.read', async () => {
    const viewer = stubApi();
    const first = renderAs(StaffRole.Viewer);
    await waitFor(() => expect(viewer).toEqual(expect.arrayContaining(['/api/admin/automation/rules', '/api/admin/automation/templates'])), WAIT);
    expect(viewer).not.toContain('/api/admin/automation/runs');
    expect(screen.queryByTestId('runs-table')).toBeNull();
    first.unmount();
    const bookings = stubApi();
    renderAs(StaffRole.Bookings);
    await waitFor(() => expect(bookings).toContain('/api/admin/automation/runs'), WAIT);
    expect(await screen.findByTestId('runs-table', {}, WAIT)).toBeTruthy();
  });

  it('opens the tab from a link for the owner', async () => {
    const requests = stubApi();
    renderAs(StaffRole.Owner, '/admin/automation?tab=subscribers');
    expect(await screen.findByRole('tab', { name: 'Subscribers', selected: true }, WAIT)).toBeTruthy();
    await waitFor(() => expect(requests).toContain('/api/admin/newsletter/subscribers/summary'), WAIT);
  });
});

describe('a role that may look but not change (issue 31)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows a Viewer the rules and templates with no button the API would refuse, and says why', async () => {
    stubApi();
    const { unmount } = renderAs(StaffRole.Viewer);
    await screen.findByText('You can look at the rules and templates. Your role does not change them.', {}, WAIT);
    expect(screen.queryByRole('button', { name: /New Rule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New Template/ })).toBeNull();
    expect(screen.queryByText('Test Email System')).toBeNull();
    unmount();
  });

  it('offers Bookings (automation.write) the buttons and no note', async () => {
    stubApi();
    renderAs(StaffRole.Bookings);
    await screen.findByRole('button', { name: /New Rule/ }, WAIT);
    expect(screen.getByRole('button', { name: /New Template/ })).toBeTruthy();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });
});
