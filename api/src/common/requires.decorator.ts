import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@podcast/contracts';

export const REQUIRED_PERMISSIONS_KEY = 'requiredPermissions';

/**
 * Declares what a route needs from the signed-in person's role (packages/contracts/src/roles.ts).
 * Every route that is not @Public() carries one, on the handler or its controller (the handler's
 * wins): AdminSessionGuard refuses a route without one, and the app does not start with one
 * (modules/auth/route-permissions.ts). All the listed permissions are needed.
 */
export const Requires = (...permissions: [Permission, ...Permission[]]) => SetMetadata(REQUIRED_PERMISSIONS_KEY, permissions);

/** Declares a route that every signed-in person may use whatever their role (their own session). */
export const AnyStaff = () => SetMetadata(REQUIRED_PERMISSIONS_KEY, [] as Permission[]);
