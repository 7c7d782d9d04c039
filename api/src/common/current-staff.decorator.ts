import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StaffRole } from '@podcast/contracts';
import type { Request } from 'express';

/** Who makes a request, for the rules that depend on the role inside a route (e.g. publishing). */
export interface StaffActor {
  id: number;
  role: StaffRole;
}

/**
 * The signed-in person of an admin route (the session guard has already let them in). Services take
 * it where a rule depends on the role beyond the route's own @Requires().
 */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffActor => {
  const user = context.switchToHttp().getRequest<Request>().user as StaffActor | undefined;
  // The guard runs before parameter decorators and refuses a request without a session.
  if (!user) throw new Error('CurrentStaff on a route without a session');
  return { id: user.id, role: user.role };
});
