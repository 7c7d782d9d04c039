import { AdminLayout } from '../layout/admin-layout';
import { AuditPage } from './audit-page';

/** The Audit screen inside the admin layout (its own chunk, see routing/lazy-pages.tsx). */
export function AuditScreen() {
  return (
    <AdminLayout>
      <AuditPage />
    </AdminLayout>
  );
}
