import type { Permission } from '@podcast/contracts';
import { useAdminSession } from './session';

/**
 * Whether the signed-in person's role has a permission (the session's `permissions`, GET
 * /api/admin/me). Screens use it to offer only what the API would allow; the API still decides.
 * False while the session loads or when nobody is signed in.
 */
export function useCan(permission: Permission): boolean {
  const { admin } = useAdminSession();
  return admin?.permissions.includes(permission) === true;
}
