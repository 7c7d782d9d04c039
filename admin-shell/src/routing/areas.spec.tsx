import { AdminArea, StaffRole, areasOf, permissionsOf, type AdminMeDto } from '@podcast/contracts';
import { SESSION_QUERY_KEY, createQueryClient } from '@podcast/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SidebarNav } from '../layout/admin-layout';
import { RequireArea } from './area-gate';
import { firstOpenPath, visibleNavEntries } from './areas';
import { ADMIN_ROUTES } from './route-table';

// @ant-design/icons' CommonJS build requires the ES build of one @ant-design/colors file, which jest
// cannot load: hand it the CommonJS copy of the same file.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// The closed-area page is a lazy chunk rendered by antd, slow on a busy machine: budgets, not timing assertions.
jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };

/** A session as GET /api/admin/me answers it for a person of `role`. */
function sessionOf(role: StaffRole): AdminMeDto {
  return { id: 7, email: `${role}@example.com`, name: null, role, permissions: permissionsOf(role), areas: areasOf(role), twoFactor: 'none' };
}

const labels = (role: StaffRole) => visibleNavEntries(areasOf(role)).map((entry) => entry.label);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The shell's routes with a stand-in for each remote screen, so a test sees which screen would load. */
function renderRoutes(role: StaffRole, path: string) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, sessionOf(role));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {ADMIN_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RequireArea area={route.area} landing={route.landing}>
                  <p>remote screen {route.screen}</p>
                  <Where />
                </RequireArea>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the sidebar shows only the areas the role opens (issue 31 item 3)', () => {
  it('names each route’s area', () => {
    expect(Object.fromEntries(ADMIN_ROUTES.map((route) => [route.path, route.area]))).toEqual({
      '/admin': AdminArea.Episodes,
      '/admin/episodes': AdminArea.Episodes,
      '/admin/episodes/:id': AdminArea.Episodes,
      '/admin/bookings': AdminArea.Bookings,
      '/admin/automation': AdminArea.Automation,
      '/admin/editing': AdminArea.Editing,
      '/admin/analytics': AdminArea.Analytics,
    });
  });

  it('lists the entries of each role', () => {
    expect(labels(StaffRole.Owner)).toEqual([
      'Outreach & Bookings',
      'Email Automation',
      'Editing & Publishing',
      'Manage Episodes',
      'Analytics',
      'Team',
      'Audit trail',
    ]);
    expect(labels(StaffRole.Producer)).toEqual(['Editing & Publishing', 'Manage Episodes', 'Analytics']);
    expect(labels(StaffRole.Editor)).toEqual(['Editing & Publishing', 'Manage Episodes']);
    expect(labels(StaffRole.Bookings)).toEqual(['Outreach & Bookings', 'Email Automation']);
    expect(labels(StaffRole.Viewer)).toEqual(['Email Automation', 'Manage Episodes', 'Analytics']);
    expect(visibleNavEntries([])).toEqual([]);
  });

  it('renders only those links in the navigation', async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, sessionOf(StaffRole.Bookings));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/bookings']}>
          <SidebarNav pathname="/admin/bookings" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // antd's Menu measures its items in an effect after the first paint.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Outreach & Bookings', '/admin/bookings'],
      ['Email Automation', '/admin/automation'],
    ]);
  });
});

describe('the landing (/admin) and deep links to closed areas', () => {
  it('lands a person without Episodes on their first open area', () => {
    expect(firstOpenPath(areasOf(StaffRole.Bookings))).toBe('/admin/bookings');
    expect(firstOpenPath([AdminArea.Analytics])).toBe('/admin/analytics');
    expect(firstOpenPath([AdminArea.Team])).toBe('/admin/team');
    expect(firstOpenPath([])).toBeNull();
    renderRoutes(StaffRole.Bookings, '/admin');
    expect(screen.getByTestId('where').textContent).toBe('/admin/bookings');
    expect(screen.getByText('remote screen bookings')).toBeTruthy();
  });

  it('keeps Manage Episodes as the landing of everyone with Episodes', () => {
    for (const role of [StaffRole.Owner, StaffRole.Producer, StaffRole.Editor, StaffRole.Viewer]) {
      const { unmount } = renderRoutes(role, '/admin');
      expect(screen.getByTestId('where').textContent).toBe('/admin');
      expect(screen.getByText('remote screen manageEpisodes')).toBeTruthy();
      unmount();
    }
  });

  it('shows the closed-area page, not the screen, for a deep link to a closed area', async () => {
    renderRoutes(StaffRole.Bookings, '/admin/editing');
    const heading = await screen.findByRole('heading', { level: 1, name: 'No access to Editing' }, WAIT);
    expect(heading).toBeTruthy();
    expect(screen.getByText('Your role (Bookings) does not open the Editing area, so this page is not shown to you.')).toBeTruthy();
    expect(screen.getByText('Ask an owner of this back office to change your role.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Outreach & Bookings' }).getAttribute('href')).toBe('/admin/bookings');
    // The remote's screen is never rendered, so nothing loads its remote entry.
    expect(screen.queryByText(/remote screen/)).toBeNull();
    // The layout around it shows the person's own areas only.
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByText('Editing & Publishing')).toBeNull();
    expect(within(nav).getByText('Email Automation')).toBeTruthy();
  });

  it('closes an episode’s page to Bookings and Bookings to an Editor, and opens Analytics to an Owner', async () => {
    const { unmount } = renderRoutes(StaffRole.Bookings, '/admin/episodes/12');
    await screen.findByRole('heading', { level: 1, name: 'No access to Episodes' }, WAIT);
    unmount();
    const second = renderRoutes(StaffRole.Editor, '/admin/bookings');
    await screen.findByRole('heading', { level: 1, name: 'No access to Bookings' }, WAIT);
    expect(screen.getByRole('link', { name: 'Go to Editing & Publishing' })).toBeTruthy();
    second.unmount();
    renderRoutes(StaffRole.Owner, '/admin/analytics');
    expect(screen.getByText('remote screen analytics')).toBeTruthy();
  });
});
