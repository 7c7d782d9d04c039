import type { AdminArea } from '@podcast/contracts';
import { useAdminSession } from '@podcast/web-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { firstOpenPath, isOpen } from './areas';
import { LazyClosedAreaScreen } from './lazy-pages';

/**
 * Shows a route's screen only when the session's role opens its area (issue 31 item 3). Otherwise the
 * screen is not rendered at all, so its remote's manifest and remoteEntry.js are never requested: a
 * deep link shows the closed-area page, and the default landing (/admin) sends the person to their
 * first open area. Sits inside RequireAdmin, so the session is there.
 */
export function RequireArea({ area, landing = false, children }: { area: AdminArea | undefined; landing?: boolean; children: ReactNode }) {
  const { admin } = useAdminSession();
  const areas = admin?.areas ?? [];
  if (isOpen(areas, area)) return <>{children}</>;
  const elsewhere = landing ? firstOpenPath(areas) : null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  // RequireArea only runs for a route with an area (an area-less route is always open).
  return <LazyClosedAreaScreen area={area as AdminArea} />;
}
