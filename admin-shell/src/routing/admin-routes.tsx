import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyAccountScreen, LazyAdminScreen, LazyLoginPage } from './lazy-pages';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LazyLoginPage />} />
      {/* The shell's own screen (no remote): every signed-in person's security settings, reachable while two-factor must be set up. */}
      <Route
        path="/admin/account"
        element={
          <RequireAdmin loggedOut="redirect-login" allowEnrol>
            <LazyAccountScreen />
          </RequireAdmin>
        }
      />
      {ADMIN_ROUTES.map(({ path, screen, loggedOut }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAdmin loggedOut={loggedOut}>
              <LazyAdminScreen screen={screen} />
            </RequireAdmin>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
