import * as argon2 from 'argon2';

/** A link's passcode is kept like a password (argon2id): a database copy does not give it away. */
export const hashPasscode = (passcode: string): Promise<string> => argon2.hash(passcode, { type: argon2.argon2id });

export async function passcodeMatches(hash: string, passcode: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, passcode);
  } catch {
    return false;
  }
}
