import { AdminLayout } from '../layout/admin-layout';
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
