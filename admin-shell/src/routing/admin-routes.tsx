import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyAdminScreen, LazyLoginPage } from './lazy-pages';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';
import { SHELL_PAGES } from './shell-pages';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LazyLoginPage />} />
      <Route path="/admin/join" element={<SHELL_PAGES.join />} />
      <Route path="/admin/forgot-password" element={<SHELL_PAGES.forgotPassword />} />
      <Route path="/admin/reset-password" element={<SHELL_PAGES.resetPassword />} />
      <Route
        path="/admin/team"
        element={
          <RequireAdmin loggedOut="redirect-login">
            <SHELL_PAGES.team />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/account"
        element={
          <RequireAdmin loggedOut="redirect-login">
            <SHELL_PAGES.account />
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
