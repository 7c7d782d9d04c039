import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_ERROR_CODES, type Permission, roleCan, STAFF_ROLE_LABELS, isStaffRole, TWO_FACTOR_MESSAGES } from '@podcast/contracts';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../../common/public.decorator';
import type { SessionAdmin } from './auth.service';
import { REQUIRED_PERMISSIONS_KEY } from '../../common/requires.decorator';
import { isRecentlyChecked, RECENT_CHECK_KEY, SIGN_IN_STEPS_KEY, type SignInStep } from '../../common/session-checks';

/**
 * Global guard: every route needs an admin session unless it is marked @Public(). Guarding by
 * default means a new route cannot leak unpublished data by being forgotten.
 *
 * Then the role (issue 31): the route's @Requires() permissions must all belong to the session's
 * role (packages/contracts/src/roles.ts), else 403. A route that declares nothing is refused too
 * (and the app refuses to start with one: route-permissions.ts), so forgetting the declaration never
 * opens a route to every role.
 *
 * Two-factor (issue 31): while the sign-in is unfinished (the password was right, a code is owed or
 * must be set up) only routes marked @AllowedDuringSignIn for that step work; and a route marked
 * @RequiresRecentCheck needs a password-or-code check in the last 10 minutes. Both answer 403 with a
 * `code` (AUTH_ERROR_CODES) the admin shell acts on.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) throw new UnauthorizedException('Authentication required');
    const required = this.reflector.getAllAndOverride<Permission[] | undefined>(REQUIRED_PERMISSIONS_KEY, targets);
    if (!required) throw new ForbiddenException('This route declares no permission');
    const step = request.session?.signInStep;
    if (step) {
      const allowed = this.reflector.getAllAndOverride<SignInStep[] | undefined>(SIGN_IN_STEPS_KEY, targets) ?? [];
      if (!allowed.includes(step)) throw signInUnfinished(step);
    }
    const { role } = request.user as SessionAdmin;
    const missing = required.filter((permission) => !roleCan(role, permission));
    if (missing.length > 0) throw new ForbiddenException(forbiddenMessage(role, missing));
    if (this.reflector.getAllAndOverride<boolean>(RECENT_CHECK_KEY, targets) && !isRecentlyChecked(request.session)) {
      throw new ForbiddenException({ message: TWO_FACTOR_MESSAGES.recentCheckRequired, code: AUTH_ERROR_CODES.recentCheckRequired });
    }
    return true;
  }
}

export const forbiddenMessage = (role: string, missing: readonly Permission[]) =>
  `Your role (${isStaffRole(role) ? STAFF_ROLE_LABELS[role] : 'none'}) does not allow ${missing.join(', ')}`;

const signInUnfinished = (step: SignInStep) =>
  step === 'pending'
    ? new ForbiddenException({ message: TWO_FACTOR_MESSAGES.twoFactorRequired, code: AUTH_ERROR_CODES.twoFactorRequired })
    : new ForbiddenException({ message: TWO_FACTOR_MESSAGES.twoFactorEnrol, code: AUTH_ERROR_CODES.twoFactorEnrol });
