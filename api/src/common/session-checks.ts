import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AUTH_ERROR_CODES, RECENT_CHECK_MINUTES, TWO_FACTOR_MESSAGES } from '@podcast/contracts';
import type { Session, SessionData } from 'express-session';

/** A session whose password was right and whose sign-in is not finished (two-factor, issue 31). */
export type SignInStep = 'pending' | 'enrol';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in while a second factor is owed: 'pending' (enter a code) or 'enrol' (set one up first). */
    signInStep?: SignInStep;
    /** When this session last checked the password or a code (ms since the epoch): sensitive actions need it recent. */
    checkedAt?: number;
  }
}

export const SIGN_IN_STEPS_KEY = 'allowedDuringSignIn';
export const RECENT_CHECK_KEY = 'requiresRecentCheck';
export const RECENT_CHECK_MS = RECENT_CHECK_MINUTES * 60_000;

/**
 * A route that works while the sign-in is not finished (AdminSessionGuard refuses every other one
 * with 403 and the step's code): the second step itself, enrolment, and who-am-I.
 */
export const AllowedDuringSignIn = (...steps: [SignInStep, ...SignInStep[]]) => SetMetadata(SIGN_IN_STEPS_KEY, steps);

/**
 * A sensitive action (issue 31: subscriber export, role change, staff removal, turning two-factor
 * off): AdminSessionGuard answers 403 with code `recent-check-required` when the session's last
 * password-or-code check is older than RECENT_CHECK_MINUTES; POST /api/admin/session/check renews it.
 */
export const RequiresRecentCheck = () =>
  applyDecorators(
    SetMetadata(RECENT_CHECK_KEY, true),
    ApiForbiddenResponse({
      description: `${TWO_FACTOR_MESSAGES.recentCheckRequired} (code \`${AUTH_ERROR_CODES.recentCheckRequired}\`, when the last check is older than ${RECENT_CHECK_MINUTES} minutes)`,
    }),
  );

export const isRecentlyChecked = (session: Partial<SessionData> | undefined, now = Date.now()): boolean =>
  typeof session?.checkedAt === 'number' && now - session.checkedAt < RECENT_CHECK_MS && session.checkedAt <= now;

/** Records a password-or-code check now. */
export const markChecked = (session: Session & Partial<SessionData>): void => {
  session.checkedAt = Date.now();
};
