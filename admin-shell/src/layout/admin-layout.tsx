import { LogoutOutlined, MenuOutlined, SafetyOutlined } from '@ant-design/icons';
import { apiClient, useAdminSession } from '@podcast/web-kit';
import { Button, Drawer, Layout, Menu, Typography } from 'antd';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { visibleNavEntries } from '../routing/areas';
import { NAV_ENTRIES, type NavEntry } from '../routing/route-table';
import { Logo } from './logo';
import { useNarrowScreen } from './use-narrow-screen';

/** Sidebar entries of spec §2, in order, each with its admin area (routing/route-table.ts). */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = NAV_ENTRIES;

/** The sidebar's width on wide screens: narrow enough that 1280 px leaves a six-column table its room. */
export const SIDEBAR_WIDTH = 216;

function selectedEntry(pathname: string): NavEntry {
  const section = SIDEBAR_ENTRIES.find((entry) => entry.key !== '/admin' && pathname.startsWith(entry.key));
  return section ?? SIDEBAR_ENTRIES.find((entry) => entry.key === '/admin')!;
}

async function logout(): Promise<void> {
  try {
    await apiClient.post('/api/admin/logout');
  } catch (error) {
    // Spec §8: a logout failure is only logged; the page reloads either way.
    console.error('Logout failed', error);
  }
  window.location.reload();
}

/** The sidebar: only the areas the session's role opens (issue 31 item 3; the API enforces the same). */
export function SidebarNav({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const { admin } = useAdminSession();
  const entries = visibleNavEntries(admin?.areas ?? []);
  return (
    <nav aria-label="Admin sections">
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        // Account security (/admin/account) is no area: no entry is marked on it.
        selectedKeys={pathname === '/admin/account' ? [] : [selectedEntry(pathname).key]}
        items={entries.map((entry) => ({
          key: entry.key,
          label: (
            <Link to={entry.key} onClick={onNavigate}>
              {entry.label}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}

/**
 * Header, sidebar and content of every admin screen (spec §2 "Admin shell"). Below 992 px the sidebar
 * becomes a drawer opened by a toggle that sits in the header's own row (it covers nothing), the
 * welcome text moves into the drawer and Logout shows as an icon button with the same name, so the
 * header never wraps a word.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The tab names the section. A layout effect runs before the screens' own effects, so a screen showing
  // one thing (an episode: usePageTitle from web-kit) names the tab after it, over this.
  const sectionLabel = pathname === '/admin/account' ? 'Account security' : selectedEntry(pathname).label;
  useLayoutEffect(() => {
    document.title = `${sectionLabel} · Admin Dashboard`;
  }, [sectionLabel]);
  // A drawer left open on a phone must not stay open when the window grows to the sidebar layout.
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="admin-header">
        {narrow && (
          <Button
            type="text"
            className="admin-header__toggle"
            icon={<MenuOutlined />}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls="admin-navigation-drawer"
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Logo size={narrow ? 28 : 36} />
        <span className="admin-header__title">Admin Dashboard</span>
        <span className="admin-header__spacer" />
        {!narrow && <Typography.Text className="admin-header__welcome">Welcome, Admin</Typography.Text>}
        {/* Every signed-in person's own security settings (issue 31), beside Logout rather than among the areas. */}
        <Link
          to="/admin/account"
          className="admin-header__account"
          aria-label="Account security"
          aria-current={pathname === '/admin/account' ? 'page' : undefined}
        >
          <SafetyOutlined aria-hidden />
          {narrow ? null : <span>Account security</span>}
        </Link>
        <Button icon={<LogoutOutlined />} onClick={() => void logout()} aria-label="Logout">
          {narrow ? null : 'Logout'}
        </Button>
      </Layout.Header>
      <Layout hasSider={!narrow}>
        {narrow ? (
          <Drawer
            id="admin-navigation-drawer"
            placement="left"
            size={272}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title="Welcome, Admin"
            closable={{ 'aria-label': 'Close navigation' }}
            styles={{ body: { padding: 0 } }}
          >
            <SidebarNav pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider width={SIDEBAR_WIDTH} theme="light">
            <SidebarNav pathname={pathname} />
          </Layout.Sider>
        )}
        {/* antd's Layout.Content is the page's one <main> landmark. */}
        <Layout.Content className="admin-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
