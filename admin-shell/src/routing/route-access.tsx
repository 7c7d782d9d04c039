import { useAdminSession } from '@podcast/web-kit';
import { Button, Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';

/**
 * What each admin screen does without a session (spec §2 "Admin shell"): Bookings, Editing and
 * Episode detail show a message with a login link; Automation redirects to /admin; Manage Episodes
 * redirects to /admin/login.
 */
export type LoggedOutBehaviour = 'message' | 'redirect-admin' | 'redirect-login';

export function LoginRequiredMessage() {
  return (
    <Card style={{ maxWidth: 480, margin: '64px auto', textAlign: 'center' }}>
      <Typography.Paragraph>Please log in to access this page</Typography.Paragraph>
      <Link to="/admin/login">
        <Button type="primary">Go to Login</Button>
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
