import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyAdminScreen, LazyLoginPage } from './lazy-pages';
import { RequireArea } from './area-gate';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LazyLoginPage />} />
      {ADMIN_ROUTES.map(({ path, screen, loggedOut, area, landing }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAdmin loggedOut={loggedOut}>
              <RequireArea area={area} landing={landing}>
                <LazyAdminScreen screen={screen} />
              </RequireArea>
            </RequireAdmin>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
