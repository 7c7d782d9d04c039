import { AdminArea } from '@podcast/contracts';
import type { RemoteScreenKey } from './remote-screens';
import type { LoggedOutBehaviour } from './route-access';

/**
 * One admin route: its screen, its logged-out behaviour (spec §2 "Admin shell") and the admin area
 * it belongs to (issue 31). A route of an area the session's role does not open shows the closed-area
 * page instead of its screen, so that area's remote is never fetched. A route without an area is open
 * to any staff member (for the shell's own pages, such as a person's account).
 */
export interface AdminRoute {
  path: string;
  screen: RemoteScreenKey;
  loggedOut: LoggedOutBehaviour;
  area?: AdminArea;
  /** The default landing (/admin): a person whose role does not open its area goes to their first open area instead. */
  landing?: boolean;
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { path: '/admin', screen: 'manageEpisodes', loggedOut: 'redirect-login', area: AdminArea.Episodes, landing: true },
  { path: '/admin/episodes', screen: 'manageEpisodes', loggedOut: 'redirect-login', area: AdminArea.Episodes },
  { path: '/admin/episodes/:id', screen: 'episodeDetail', loggedOut: 'message', area: AdminArea.Episodes },
  { path: '/admin/bookings', screen: 'bookings', loggedOut: 'message', area: AdminArea.Bookings },
  { path: '/admin/automation', screen: 'automation', loggedOut: 'redirect-admin', area: AdminArea.Automation },
  { path: '/admin/editing', screen: 'editing', loggedOut: 'message', area: AdminArea.Editing },
  { path: '/admin/analytics', screen: 'analytics', loggedOut: 'redirect-login', area: AdminArea.Analytics },
];

/** One sidebar entry; shown only when the session's role opens its area (no area: shown to everyone). */
export interface NavEntry {
  key: string;
  label: string;
  area?: AdminArea;
}

/** Sidebar entries of spec §2, in order; the first one a person may open is also their landing. */
export const NAV_ENTRIES: NavEntry[] = [
  { key: '/admin/bookings', label: 'Outreach & Bookings', area: AdminArea.Bookings },
  { key: '/admin/automation', label: 'Email Automation', area: AdminArea.Automation },
  { key: '/admin/editing', label: 'Editing & Publishing', area: AdminArea.Editing },
  { key: '/admin', label: 'Manage Episodes', area: AdminArea.Episodes },
  { key: '/admin/analytics', label: 'Analytics', area: AdminArea.Analytics },
  { key: '/admin/team', label: 'Team', area: AdminArea.Team },
  { key: '/admin/audit', label: 'Audit trail', area: AdminArea.Team },
];
