import { AdminLayout } from '../layout/admin-layout';
import { AccountPage } from './account-page';

/** /admin/account inside the admin layout (its own chunk, see lazy-pages.tsx). */
export function AccountScreen() {
  return (
    <AdminLayout>
      <AccountPage />
    </AdminLayout>
  );
}
