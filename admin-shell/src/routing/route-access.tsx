import { useAdminSession } from '@podcast/web-kit';
import { Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ADMIN_COLORS, BRAND } from '@podcast/web-kit/admin';
import { loginPathFor, safeReturnPath } from './return-path';

/**
 * What each admin screen does without a session (spec §2 "Admin shell"): Bookings, Editing and
 * Episode detail show a message with a login link; Automation redirects to /admin; Manage Episodes
 * redirects to /admin/login.
 */
export type LoggedOutBehaviour = 'message' | 'redirect-admin' | 'redirect-login';

const GO_TO_LOGIN_STYLE = {
  display: 'inline-block',
  padding: '6px 16px',
  borderRadius: 8,
  // Navy on the brand gold (10:1), like every primary button of the admin theme.
  background: ADMIN_COLORS.gold,
  color: BRAND.ink,
  fontWeight: 600,
} as const;

/** Where an earlier redirect (Automation → /admin) says the visitor was really going. */
interface ReturnState {
  returnTo?: string;
}

function useReturnTo(): string {
  const location = useLocation();
  const state = location.state as ReturnState | null;
  return state?.returnTo ?? `${location.pathname}${location.search}`;
}

export function LoginRequiredMessage() {
  const returnTo = useReturnTo();
  return (
    <main>
      <Card style={{ maxWidth: 480, margin: '64px auto', textAlign: 'center' }}>
        <Typography.Paragraph>Please log in to access this page</Typography.Paragraph>
        {/* A real link (spec: a "Go to Login" link) styled like the primary button; no button nested in a link.
          It remembers this page, so the login comes back here. */}
        <Link to={loginPathFor(returnTo)} style={GO_TO_LOGIN_STYLE}>
          Go to Login
        </Link>
      </Card>
    </main>
  );
}

/**
 * A signed-in person whose sign-in is unfinished (issue 31) goes where it is finished: the login's
 * code step, or the Account security screen to set up two-factor when the owners require it. The
 * API refuses everything else to such a session anyway; this spares the screens their 403s.
 */
export function RequireAdmin({ loggedOut, allowEnrol = false, children }: { loggedOut: LoggedOutBehaviour; allowEnrol?: boolean; children: ReactNode }) {
  const { isLoading, isLoggedIn, admin } = useAdminSession();
  const returnTo = useReturnTo();
  if (isLoading) {
    return (
      <main style={{ padding: 64, textAlign: 'center' }}>
        <Spin aria-label="Checking session" />
      </main>
    );
  }
  if (isLoggedIn && admin?.twoFactor === 'required') return <Navigate to={loginPathFor(returnTo)} replace />;
  if (isLoggedIn && admin?.twoFactor === 'enrol' && !allowEnrol) return <Navigate to="/admin/account" replace />;
  if (isLoggedIn) return <>{children}</>;
  // Spec: Automation redirects to /admin (which then asks for the login); the page asked for rides along.
  if (loggedOut === 'redirect-admin') return <Navigate to="/admin" replace state={{ returnTo: safeReturnPath(returnTo) } satisfies ReturnState} />;
  if (loggedOut === 'redirect-login') return <Navigate to={loginPathFor(returnTo)} replace />;
  return <LoginRequiredMessage />;
}
