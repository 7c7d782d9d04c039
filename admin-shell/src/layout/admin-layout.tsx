import { LogoutOutlined } from '@ant-design/icons';
import { api } from '@podcast/web-kit';
import { Button, Layout, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from './logo';

/** Sidebar entries of spec §2, in order. */
export const SIDEBAR_ENTRIES = [
  { key: '/admin/bookings', label: 'Outreach & Bookings' },
  { key: '/admin/automation', label: 'Email Automation' },
  { key: '/admin/editing', label: 'Editing & Publishing' },
  { key: '/admin', label: 'Manage Episodes' },
] as const;

function selectedEntry(pathname: string): string {
  const match = SIDEBAR_ENTRIES.find((entry) => entry.key !== '/admin' && pathname.startsWith(entry.key));
  return match?.key ?? '/admin';
}

async function logout(): Promise<void> {
  try {
    await api.post('/api/admin/logout');
  } catch (error) {
    // Spec §8: a logout failure is only logged; the page reloads either way.
    console.error('Logout failed', error);
  }
  window.location.reload();
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24 }}>
        <Logo />
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          Admin Dashboard
        </Typography.Text>
        <span style={{ flex: 1 }} />
        <Typography.Text style={{ color: '#d9dbe3' }}>Welcome, Admin</Typography.Text>
        <Button icon={<LogoutOutlined />} onClick={() => void logout()} aria-label="Logout">
          Logout
        </Button>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider width={240} breakpoint="md" collapsedWidth={0} theme="light">
          <nav aria-label="Admin sections">
            <Menu
              mode="inline"
              selectedKeys={[selectedEntry(pathname)]}
              items={SIDEBAR_ENTRIES.map((entry) => ({ key: entry.key, label: <Link to={entry.key}>{entry.label}</Link> }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <main>{children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
