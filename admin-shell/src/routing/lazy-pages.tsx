import type { AdminArea } from '@podcast/contracts';
import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RemoteScreenKey } from './remote-screens';

/*
 * Route-level code splitting (issue 18): the login page and the logged-in layout are separate chunks,
 * fetched when their route is first shown, so the first load carries only the shell's routing and
 * session check besides the shared libraries. The remotes themselves load on demand already (RemoteSlot).
 */
const LoginPage = lazy(() => import('../login/login-page').then((module) => ({ default: module.LoginPage })));
const AccountScreen = lazy(() => import('../account/account-screen').then((module) => ({ default: module.AccountScreen })));
const AdminScreen = lazy(() => import('./admin-screen').then((module) => ({ default: module.AdminScreen })));
const ClosedAreaScreen = lazy(() => import('./admin-screen').then((module) => ({ default: module.ClosedAreaScreen })));

function PageFallback(): ReactNode {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin aria-label="Loading page" />
    </div>
  );
}

export function LazyLoginPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <LoginPage />
    </Suspense>
  );
}

export function LazyAdminScreen({ screen }: { screen: RemoteScreenKey }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <AdminScreen screen={screen} />
    </Suspense>
  );
}

export function LazyClosedAreaScreen({ area }: { area: AdminArea }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <ClosedAreaScreen area={area} />
    </Suspense>
  );
}

const AuditScreen = lazy(() => import('../audit/audit-screen').then((module) => ({ default: module.AuditScreen })));

/** The owners' Audit screen: the shell's own page (not a remote's), in its own chunk. */
export function LazyAuditScreen() {
  return (
    <Suspense fallback={<PageFallback />}>
      <AuditScreen />
    </Suspense>
  );
}

/** Every signed-in person's account and security settings: the shell's own page, in its own chunk. */
export function LazyAccountScreen() {
  return (
    <Suspense fallback={<PageFallback />}>
      <AccountScreen />
    </Suspense>
  );
}
