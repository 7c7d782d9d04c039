import type { RemoteScreenKey } from './remote-screens';
import type { LoggedOutBehaviour } from './route-access';

/** Admin routes with their screen and logged-out behaviour declared side by side (spec §2 "Admin shell"). */
export const ADMIN_ROUTES: Array<{ path: string; screen: RemoteScreenKey; loggedOut: LoggedOutBehaviour }> = [
  { path: '/admin', screen: 'manageEpisodes', loggedOut: 'redirect-login' },
  { path: '/admin/episodes', screen: 'manageEpisodes', loggedOut: 'redirect-login' },
  { path: '/admin/episodes/:id', screen: 'episodeDetail', loggedOut: 'message' },
  { path: '/admin/bookings', screen: 'bookings', loggedOut: 'message' },
  { path: '/admin/automation', screen: 'automation', loggedOut: 'redirect-admin' },
  { path: '/admin/editing', screen: 'editing', loggedOut: 'message' },
  { path: '/admin/analytics', screen: 'analytics', loggedOut: 'redirect-login' },
];
