import { generate, generateSecret, generateURI, verify, type HashAlgorithm } from 'otplib';

/**
 * TOTP (RFC 6238) through otplib 13: what authenticator apps expect (SHA-1, 6 digits, 30-second
 * steps, a 160-bit Base32 secret). The digits and algorithm are parameters only so the RFC's own test
 * vectors (8 digits) can be checked against the same code path (totp.spec.ts).
 */
export const TOTP_PERIOD_SEC = 30;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Learn from the best';

export interface TotpParams {
  digits?: 6 | 8;
  algorithm?: HashAlgorithm;
}

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (label: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label, secret });

/** The code for `epochSec` (tests and the RFC vectors; the server never needs to show a code). */
export const totpAt = (secret: string | Uint8Array, epochSec: number, params: TotpParams = {}): Promise<string> =>
  generate({ secret, epoch: epochSec, period: TOTP_PERIOD_SEC, digits: params.digits ?? 6, algorithm: params.algorithm ?? 'sha1' });

/** Digits only, the length the code has: anything else is not a code (no HMAC work for it). */
export const isTotpShaped = (code: string, digits = 6): boolean => code.length === digits && /^\d+$/.test(code);

/**
 * The time step a code belongs to when it is valid at `epochSec` within ±TOTP_WINDOW_STEPS and after
 * `afterStep` (the step of the last code this person used: a code is good once), else null.
 */
export async function matchTotp(
  secret: string | Uint8Array,
  code: string,
  epochSec: number,
  afterStep: number | null,
  params: TotpParams = {},
): Promise<number | null> {
  const digits = params.digits ?? 6;
  if (!isTotpShaped(code, digits)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochSec,
    period: TOTP_PERIOD_SEC,
    digits,
    algorithm: params.algorithm ?? 'sha1',
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SEC,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP result carries the step it matched; the union type also covers HOTP's, which has none.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
