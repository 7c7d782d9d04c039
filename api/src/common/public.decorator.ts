import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Marks a route that answers without an admin session. The public routes are few and listed in
 * PUBLIC_ROUTES (common/public-routes.ts), which also places a route outside /api; a test walks the
 * router and fails on any other route that answers without a session or lives outside /api.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
