import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { AdminLayout } from '../layout/admin-layout';

/*
 * The shell's own pages (issue 31), each its own chunk: the Team screen behind the session, and the signed-out pages a mail links to (joining, resetting a password).
 */
const TeamPage = lazy(() => import('../team/team-page').then((module) => ({ default: module.TeamPage })));
const JoinPage = lazy(() => import('../staff-links/join-page').then((module) => ({ default: module.JoinPage })));
const ForgotPasswordPage = lazy(() => import('../staff-links/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../staff-links/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })));

const fallback = (
  <div role="status" aria-label="Loading page" style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
    <Spin />
  </div>
);

export const SHELL_PAGES = {
  team: () => (
    <AdminLayout>
      <Suspense fallback={fallback}>
        <TeamPage />
      </Suspense>
    </AdminLayout>
  ),
  join: () => (
    <Suspense fallback={fallback}>
      <JoinPage />
    </Suspense>
  ),
  forgotPassword: () => (
    <Suspense fallback={fallback}>
      <ForgotPasswordPage />
    </Suspense>
  ),
  resetPassword: () => (
    <Suspense fallback={fallback}>
      <ResetPasswordPage />
    </Suspense>
  ),
};
