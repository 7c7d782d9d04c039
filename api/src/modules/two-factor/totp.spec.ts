import { stringToBytes } from 'otplib';
import { isRecoveryCodeShaped, newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri, TOTP_PERIOD_SEC, totpAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890"; codes have 8 digits.
const RFC_SECRET = stringToBytes('12345678901234567890');
const RFC_SHA1_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const RFC = { digits: 8, algorithm: 'sha1' } as const;

describe('TOTP (RFC 6238) through otplib', () => {
  it.each(RFC_SHA1_VECTORS)('gives the RFC 6238 appendix B code at T=%i', async (time, code) => {
    expect(await totpAt(RFC_SECRET, time, RFC)).toBe(code);
  });

  it.each(RFC_SHA1_VECTORS)('accepts the RFC code at T=%i and names its time step', async (time, code) => {
    expect(await matchTotp(RFC_SECRET, code, time, null, RFC)).toBe(Math.floor(time / TOTP_PERIOD_SEC));
  });

  it('accepts a code one step early or late, not two', async () => {
    const [time, code] = RFC_SHA1_VECTORS[3];
    const step = Math.floor(time / TOTP_PERIOD_SEC);
    expect(await matchTotp(RFC_SECRET, code, time + TOTP_PERIOD_SEC, null, RFC)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, time - TOTP_PERIOD_SEC, null, RFC)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, time + 2 * TOTP_PERIOD_SEC, null, RFC)).toBeNull();
    expect(await matchTotp(RFC_SECRET, code, time - 2 * TOTP_PERIOD_SEC, null, RFC)).toBeNull();
  });

  it('refuses a code of a step already used (replay), and of an earlier step', async () => {
    const [time, code] = RFC_SHA1_VECTORS[2];
    const step = Math.floor(time / TOTP_PERIOD_SEC);
    expect(await matchTotp(RFC_SECRET, code, time, step - 1, RFC)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, time, step, RFC)).toBeNull();
    expect(await matchTotp(RFC_SECRET, code, time, step + 1, RFC)).toBeNull();
  });

  it('refuses a wrong code and anything that is not digits of the right length', async () => {
    const [time] = RFC_SHA1_VECTORS[1];
    expect(await matchTotp(RFC_SECRET, '12345678', time, null, RFC)).toBeNull();
    expect(await matchTotp(RFC_SECRET, '0708180', time, null, RFC)).toBeNull();
    expect(await matchTotp(RFC_SECRET, ' 07081804', time, null, RFC)).toBeNull();
  });

  it('uses what authenticator apps expect for real secrets: 6 digits, SHA-1, a 160-bit Base32 secret in an otpauth URI', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = 1_800_000_000;
    const code = await totpAt(secret, now);
    expect(code).toMatch(/^\d{6}$/);
    expect(await matchTotp(secret, code, now, null)).toBe(now / TOTP_PERIOD_SEC);
    const uri = new URL(otpauthUri('ada@example.com', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Learn from the best');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, read back the same however they are typed, stored as a hash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const [first] = codes;
    expect(isRecoveryCodeShaped(` ${first.toLowerCase().replace('-', ' ')} `)).toBe(true);
    expect(recoveryCodeHash(first.toLowerCase())).toBe(recoveryCodeHash(normalizeRecoveryCode(first)));
    expect(recoveryCodeHash(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(isRecoveryCodeShaped('123456')).toBe(false);
  });
});
