import { useAdminSession } from '@podcast/web-kit';
import { Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';

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
  background: '#b88600',
  color: '#fff',
  fontWeight: 600,
} as const;

export function LoginRequiredMessage() {
  return (
    <Card style={{ maxWidth: 480, margin: '64px auto', textAlign: 'center' }}>
      <Typography.Paragraph>Please log in to access this page</Typography.Paragraph>
      {/* A real link (spec: a "Go to Login" link) styled like the primary button; no button nested in a link. */}
      <Link to="/admin/login" style={GO_TO_LOGIN_STYLE}>
        Go to Login
      </Link>
    </Card>
  );
}

export function RequireAdmin({ loggedOut, children }: { loggedOut: LoggedOutBehaviour; children: ReactNode }) {
  const { isLoading, isLoggedIn } = useAdminSession();
  if (isLoading) {
    return (
      <div style={{ padding: 64, textAlign: 'center' }}>
        <Spin aria-label="Checking session" />
      </div>
    );
  }
  if (isLoggedIn) return <>{children}</>;
  if (loggedOut === 'redirect-admin') return <Navigate to="/admin" replace />;
  if (loggedOut === 'redirect-login') return <Navigate to="/admin/login" replace />;
  return <LoginRequiredMessage />;
}
