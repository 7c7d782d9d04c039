import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../layout/admin-layout';
import { LoginPage } from '../login/login-page';
import { RemoteScreen } from './remote-screen';
import { RequireAdmin, type LoggedOutBehaviour } from './route-access';
import type { RemoteScreenKey } from './remote-screens';

/** Admin routes with their screen and logged-out behaviour declared side by side. */
export const ADMIN_ROUTES: Array<{ path: string; screen: RemoteScreenKey; loggedOut: LoggedOutBehaviour }> = [
  { path: '/admin', screen: 'manageEpisodes', loggedOut: 'redirect-login' },
  { path: '/admin/episodes', screen: 'manageEpisodes', loggedOut: 'redirect-login' },
  { path: '/admin/episodes/:id', screen: 'episodeDetail', loggedOut: 'message' },
  { path: '/admin/bookings', screen: 'bookings', loggedOut: 'message' },
  { path: '/admin/automation', screen: 'automation', loggedOut: 'redirect-admin' },
  { path: '/admin/editing', screen: 'editing', loggedOut: 'message' },
];

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      {ADMIN_ROUTES.map(({ path, screen, loggedOut }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAdmin loggedOut={loggedOut}>
              <AdminLayout>
                <RemoteScreen screen={screen} />
              </AdminLayout>
            </RequireAdmin>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
