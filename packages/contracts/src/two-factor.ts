/**
 * Two-factor sign-in (issue 31, docs/security.md). What the login answer and GET /api/admin/me say
 * about the sign-in's next step, and the `code` of the API errors a front end acts on.
 */
import type { TwoFactorStep } from './api-types';

/**
 * The values of TwoFactorStep (generated from the API's AdminMeDto.twoFactor): none: signed in;
 * required: enter a code (or a recovery code) to finish; enrol: set up two-factor first (the owners require it).
 */
export const TWO_FACTOR_STEPS = ['none', 'required', 'enrol'] as const satisfies readonly TwoFactorStep[];

export const AUTH_ERROR_CODES = {
  /** The session's password is checked, the second factor is not: only the code step works. */
  twoFactorRequired: 'two-factor-required',
  /** Two-factor is required for everyone and this person has none: only enrolment works. */
  twoFactorEnrol: 'two-factor-enrol',
  /** A sensitive action, and the last password-or-code check is older than RECENT_CHECK_MINUTES. */
  recentCheckRequired: 'recent-check-required',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** How long a password-or-code check counts as recent for sensitive actions. */
export const RECENT_CHECK_MINUTES = 10;

export const TWO_FACTOR_MESSAGES = {
  twoFactorRequired: 'Enter the code from your authenticator app to finish signing in',
  twoFactorEnrol: 'Set up two-factor sign-in to continue: it is required for everyone',
  recentCheckRequired: 'Confirm it is you: enter your password or a code from your authenticator app',
  wrongCode: 'That code is not right, or it was already used',
  wrongPassword: 'That password is not right',
  alreadyOn: 'Two-factor sign-in is already on',
  notStarted: 'Start the set-up first: the code is checked against the secret it shows',
  notOn: 'Two-factor sign-in is not on',
  requiredForEveryone: 'Two-factor sign-in is required for everyone, so it cannot be turned off',
  tooManyCodes: (minutes: number) => `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;
