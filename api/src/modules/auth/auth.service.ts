import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@podcast/contracts';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { AdminUserEntity } from './admin-user.entity';
import { AdminUserRepository } from './admin-user.repository';
import { hashPassword, verifyPassword } from './password-hasher';

/** The signed-in person as every request sees them: read from the database on each request, so a role change applies at once. */
export interface SessionAdmin {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
}

const sessionAdminOf = (admin: AdminUserEntity): SessionAdmin => ({ id: admin.id, email: admin.email, name: admin.name, role: admin.role });

/** What a password check found: the person, nobody (unknown address or wrong password), or a disabled account. */
export type PasswordCheck = SessionAdmin | null | 'disabled';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  // A hash of a random secret: verifying unknown users against it costs the same time as a real check.
  private readonly unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly admins: AdminUserRepository,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  async validate(email: string, password: string): Promise<PasswordCheck> {
    const admin = await this.admins.findByEmail(email);
    // Verify against a throwaway hash when the user is unknown, so timing does not reveal accounts.
    const ok = await verifyPassword(admin?.passwordHash ?? (await this.unknownUserHash), password);
    if (!admin || !ok) return null;
    // Said only to whoever knows the password: it reveals nothing to a guesser.
    return admin.disabledAt ? 'disabled' : sessionAdminOf(admin);
  }

  /** For a re-check: whether `password` is this signed-in person's. */
  async passwordMatches(id: number, password: string): Promise<boolean> {
    const admin = await this.admins.findById(id);
    return admin !== null && (await verifyPassword(admin.passwordHash, password));
  }

  /** The session's person, read on every request: a disabled or removed account's sessions stop working at once. */
  async findSessionAdmin(id: number): Promise<SessionAdmin | null> {
    const admin = await this.admins.findById(id);
    return admin && !admin.disabledAt ? sessionAdminOf(admin) : null;
  }

  /**
   * At start: ADMIN_EMAIL and ADMIN_PASSWORD create or update the admin. Without them, the first
   * start creates one with a generated password and prints it once; later starts change nothing.
   */
  async ensureAdmin(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = this.config;
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const existing = await this.admins.findByEmail(ADMIN_EMAIL);
      if (!existing || !(await verifyPassword(existing.passwordHash, ADMIN_PASSWORD))) {
        await this.admins.upsert(ADMIN_EMAIL, await hashPassword(ADMIN_PASSWORD));
      }
      return;
    }
    if ((await this.admins.count()) > 0) return;
    const email = ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
    const password = generatePassword();
    // Several processes may reach this at once on a new database: only the one that creates the
    // account prints its password (the others' would be wrong).
    if (!(await this.admins.insertIfAbsent(email, await hashPassword(password)))) return;
    // The one secret this app ever prints: the generated first password, once (DEVELOPERS.md).
    this.logger.warn(`Created the admin account ${email} with the generated password: ${password}  (change it with \`npm run admin -- set-password\`)`);
  }

  async setPassword(email: string, password: string): Promise<void> {
    await this.admins.upsert(email, await hashPassword(password));
  }
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
