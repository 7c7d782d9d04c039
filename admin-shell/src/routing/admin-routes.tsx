import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyAdminScreen, LazyAuditScreen, LazyLoginPage } from './lazy-pages';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LazyLoginPage />} />
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
      <Route
        path="/admin/audit"
        element={
          <RequireAdmin loggedOut="redirect-login">
            <LazyAuditScreen />
          </RequireAdmin>
        }
      />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
