import { SESSION_QUERY_KEY, createQueryClient } from '@podcast/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES } from './route-table';
import { RequireAdmin, type LoggedOutBehaviour } from './route-access';
import { loginPathFor, safeReturnPath } from './return-path';

function renderGuarded(loggedOut: LoggedOutBehaviour, session: { id: number; email: string } | null) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/somewhere']}>
        <Routes>
          <Route path="/admin/somewhere" element={<RequireAdmin loggedOut={loggedOut}>secret screen</RequireAdmin>} />
          <Route path="/admin" element={<p>admin root</p>} />
          <Route path="/admin/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route access (spec §2 "Admin shell")', () => {
  it('declares each screen’s logged-out behaviour', () => {
    const behaviour = Object.fromEntries(ADMIN_ROUTES.map((route) => [route.path, route.loggedOut]));
    expect(behaviour).toEqual({
      '/admin': 'redirect-login',
      '/admin/episodes': 'redirect-login',
      '/admin/episodes/:id': 'message',
      '/admin/bookings': 'message',
      '/admin/automation': 'redirect-admin',
      '/admin/editing': 'message',
      '/admin/analytics': 'redirect-login',
    });
  });

  it('shows the screen to a logged-in admin', () => {
    renderGuarded('message', { id: 1, email: 'a@b.co' });
    expect(screen.getByText('secret screen')).toBeTruthy();
  });

  it('shows the login message with a Go to Login link', () => {
    renderGuarded('message', null);
    expect(screen.getByText('Please log in to access this page')).toBeTruthy();
    // The link leads to /admin/login and remembers the page, so the login returns here.
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/admin/login?next=%2Fadmin%2Fsomewhere');
    expect(screen.queryByText('secret screen')).toBeNull();
  });

  it('redirects to /admin or /admin/login', () => {
    renderGuarded('redirect-admin', null);
    expect(screen.getByText('admin root')).toBeTruthy();
  });

  it('redirects to /admin/login', () => {
    renderGuarded('redirect-login', null);
    expect(screen.getByText('login page')).toBeTruthy();
  });
});

describe('the page a login returns to', () => {
  it('returns to the admin page that asked, with its query', () => {
    expect(safeReturnPath('/admin/bookings')).toBe('/admin/bookings');
    expect(safeReturnPath('/admin/episodes/12?tab=media')).toBe('/admin/episodes/12?tab=media');
    expect(loginPathFor('/admin/bookings')).toBe('/admin/login?next=%2Fadmin%2Fbookings');
  });

  it('goes to /admin (the spec’s target) for anything else', () => {
    for (const unsafe of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/adminx',
      '/admin/login',
      '/admin/login?next=/admin',
      '/episodes',
    ]) {
      expect(safeReturnPath(unsafe)).toBe('/admin');
    }
    expect(loginPathFor('/admin')).toBe('/admin/login');
  });
});
