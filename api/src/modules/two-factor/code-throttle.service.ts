import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { TWO_FACTOR_MESSAGES } from '@podcast/contracts';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { SharedCounters } from '../../common/rate-limit/counters';

/**
 * Wrong codes (the sign-in's second step, enrolment, re-checks with a code or the password) per
 * account: past LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS failures in LOGIN_FAILURE_WINDOW_SEC, 429 until
 * the window ends. Whoever reaches these routes already has the password or a session, so a
 * six-digit code must not be guessable by trying: 5 tries per 15 minutes against a 3-in-a-million
 * chance each (±1 step). Counts are shared through Redis like the login's (in-process while it is away).
 */
@Injectable()
export class CodeThrottleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly counters: SharedCounters,
  ) {}

  async check(adminUserId: number): Promise<void> {
    const [count] = await this.counters.get([this.key(adminUserId)]);
    if ((count?.count ?? 0) < this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS) return;
    const minutes = Math.max(1, Math.ceil((count?.ttlMs || this.config.LOGIN_FAILURE_WINDOW_SEC * 1000) / 60_000));
    throw new HttpException(TWO_FACTOR_MESSAGES.tooManyCodes(minutes), HttpStatus.TOO_MANY_REQUESTS);
  }

  async recordFailure(adminUserId: number): Promise<void> {
    await this.counters.increment(this.key(adminUserId), this.config.LOGIN_FAILURE_WINDOW_SEC * 1000);
  }

  async recordSuccess(adminUserId: number): Promise<void> {
    await this.counters.delete([this.key(adminUserId)]);
  }

  private key(adminUserId: number): string {
    return this.counters.key(`two-factor-failures:account:${adminUserId}`);
  }
}
