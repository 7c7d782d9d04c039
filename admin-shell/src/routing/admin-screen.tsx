import type { AdminArea } from '@podcast/contracts';
import { AdminLayout } from '../layout/admin-layout';
import { ClosedAreaPage } from './closed-area-page';
import { RemoteScreen } from './remote-screen';
import type { RemoteScreenKey } from './remote-screens';

/** A logged-in admin screen: the layout around one remote's screen (its own chunk, see lazy-pages.tsx). */
export function AdminScreen({ screen }: { screen: RemoteScreenKey }) {
  return (
    <AdminLayout>
      <RemoteScreen screen={screen} />
    </AdminLayout>
  );
}

/** A route of an area the person's role does not open: the layout (with their own areas) and the closed-area page, no remote. */
export function ClosedAreaScreen({ area }: { area: AdminArea }) {
  return (
    <AdminLayout>
      <ClosedAreaPage area={area} />
    </AdminLayout>
  );
}
