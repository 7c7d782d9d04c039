import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { SharedCounters } from '../../common/rate-limit/counters';

export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** What a login attempt may do now: go ahead (after `delayMs`), or be refused with 429. */
export interface LoginVerdict {
  delayMs: number;
}

/**
 * Failed-login throttling that stops guessing without handing anyone a lock-out (OWASP's
 * "authentication cheat sheet": per-source limits, and a per-account slowdown rather than a lock):
 *
 * - per client address: LOGIN_MAX_FAILURES_PER_ADDRESS failures (any account) → that address gets 429;
 * - per account and address: LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS → that pair gets 429;
 * - per account (all addresses): past LOGIN_ACCOUNT_SLOWDOWN_AFTER failures every login for the
 *   account waits LOGIN_ACCOUNT_DELAY_MS, then goes ahead: the right password from an address without
 *   failures still signs in, so nobody can lock the admin out by failing on purpose.
 *
 * Windows start at the first failure (LOGIN_FAILURE_WINDOW_SEC). Counts are shared by every API process
 * through Redis; while Redis is unreachable they are kept in this process (never dropped).
 * Only wrong credentials count; a success clears its address and pair counts (not the account's).
 */
@Injectable()
export class LoginThrottleService implements OnModuleDestroy {
  private readonly logger = new Logger('LoginThrottle');
  private readonly ownsCounters: boolean;
  private readonly counters: SharedCounters;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    counters?: SharedCounters,
  ) {
    // The admin CLI builds this without Nest: it then opens (and closes) its own connection.
    this.ownsCounters = !counters;
    this.counters = counters ?? new SharedCounters(config);
  }

  private get windowMs(): number {
    return this.config.LOGIN_FAILURE_WINDOW_SEC * 1000;
  }

  /** Throws 429 when the address, or the account from this address, has too many failures; else how long to wait. */
  async check(address: string, account: string | undefined): Promise<LoginVerdict> {
    const keys = this.keys(address, account);
    const limits = [this.config.LOGIN_MAX_FAILURES_PER_ADDRESS, this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS];
    const counts = await this.counters.get(keys.map((key) => key.name));
    let refuseMs = 0;
    keys.forEach((key, index) => {
      const { count, ttlMs } = counts[index] ?? { count: 0, ttlMs: 0 };
      if (key.kind !== 'account' && count >= limits[key.kind === 'address' ? 0 : 1]) refuseMs = Math.max(refuseMs, ttlMs || this.windowMs);
    });
    if (refuseMs > 0) throw new HttpException(tooManyAttemptsMessage(Math.max(1, Math.ceil(refuseMs / 60_000))), HttpStatus.TOO_MANY_REQUESTS);
    const accountIndex = keys.findIndex((key) => key.kind === 'account');
    const accountFailures = accountIndex === -1 ? 0 : (counts[accountIndex]?.count ?? 0);
    if (accountFailures >= this.config.LOGIN_ACCOUNT_SLOWDOWN_AFTER) {
      this.logger.warn(`Logins for an account are slowed: ${accountFailures} failures in the window`);
      return { delayMs: this.config.LOGIN_ACCOUNT_DELAY_MS };
    }
    return { delayMs: 0 };
  }

  async recordFailure(address: string, account: string | undefined): Promise<void> {
    await Promise.all(this.keys(address, account).map((key) => this.counters.increment(key.name, this.windowMs)));
  }

  async recordSuccess(address: string, account: string): Promise<void> {
    await this.counters.delete(
      this.keys(address, account)
        .filter((key) => key.kind !== 'account')
        .map((key) => key.name),
    );
  }

  /** For `npm run admin -- set-password`: a reset password should work at once, from anywhere. */
  async clearUsername(username: string): Promise<void> {
    const account = normalizeUsername(username);
    await this.counters.delete([this.counters.key(`login-failures:account:${account}`)]);
    await this.counters.deletePrefix(this.counters.key(`login-failures:pair:${account}|`));
  }

  onModuleDestroy(): void {
    if (this.ownsCounters) this.counters.onModuleDestroy();
  }

  private keys(address: string, account: string | undefined): Array<{ name: string; kind: 'address' | 'pair' | 'account' }> {
    const keys: Array<{ name: string; kind: 'address' | 'pair' | 'account' }> = [
      { name: this.counters.key(`login-failures:address:${address}`), kind: 'address' },
    ];
    if (account) {
      const normalized = normalizeUsername(account);
      keys.push({ name: this.counters.key(`login-failures:pair:${normalized}|${address}`), kind: 'pair' });
      keys.push({ name: this.counters.key(`login-failures:account:${normalized}`), kind: 'account' });
    }
    return keys;
  }
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();
