import { AdminArea } from '@podcast/contracts';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyAccountScreen, LazyAdminScreen, LazyAuditScreen, LazyLoginPage } from './lazy-pages';
import { RequireArea } from './area-gate';
import { RequireAdmin } from './route-access';
import { ADMIN_ROUTES } from './route-table';
import { SHELL_PAGES } from './shell-pages';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LazyLoginPage />} />
      {/* Signed-out pages a mail links to (issue 31): joining the team, resetting a password. */}
      <Route path="/admin/join" element={<SHELL_PAGES.join />} />
      <Route path="/admin/forgot-password" element={<SHELL_PAGES.forgotPassword />} />
      <Route path="/admin/reset-password" element={<SHELL_PAGES.resetPassword />} />
      {/* The shell's own pages: the Team and Audit screens (owners), everyone's account. */}
      <Route
        path="/admin/team"
        element={
          <RequireAdmin loggedOut="redirect-login">
            <RequireArea area={AdminArea.Team}>
              <SHELL_PAGES.team />
            </RequireArea>
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/audit"
        element={
          <RequireAdmin loggedOut="redirect-login">
            <RequireArea area={AdminArea.Team}>
              <LazyAuditScreen />
            </RequireArea>
          </RequireAdmin>
        }
      />
      {/* Every signed-in person's account and security settings, reachable while two-factor must be set up. */}
      <Route
        path="/admin/account"
        element={
          <RequireAdmin loggedOut="redirect-login" allowEnrol>
            <LazyAccountScreen />
          </RequireAdmin>
        }
      />
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
