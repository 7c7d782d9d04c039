import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L, so a code copied by hand from paper is read back the same.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const HALF = 5;

/** Ten codes like `K7M2Q-XW9RT` (about 49 bits each): shown once, stored only as hashes. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, HALF)}-${chars.slice(HALF)}`;
  });

/** What a person typed, the way codes are made: upper case, without spaces or the dash. */
export const normalizeRecoveryCode = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

export const isRecoveryCodeShaped = (input: string): boolean => {
  const code = normalizeRecoveryCode(input);
  return code.length === HALF * 2 && [...code].every((char) => ALPHABET.includes(char));
};

/**
 * What is stored of a code: SHA-256 of its normalized form. The codes are random (not chosen by
 * people), so a fast hash does not make them guessable from the table, and a lookup by hash needs
 * no per-row check.
 */
export const recoveryCodeHash = (input: string): string => createHash('sha256').update(normalizeRecoveryCode(input), 'utf8').digest('hex');
