import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../layout/admin-layout';
import { LoginPage } from '../login/login-page';
import { RemoteScreen } from './remote-screen';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';

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
