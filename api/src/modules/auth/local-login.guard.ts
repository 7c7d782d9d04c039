import { BadRequestException, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { clientAddress } from '../../common/rate-limit/rate-limit.guard';
import { LOGIN_LIMITS } from './auth.dto';
import { deviceName } from './device-name';
import { LoginThrottleService } from './login-throttle.service';
import { markChecked } from '../../common/session-checks';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { SessionAdmin } from './auth.service';
import { SignInAudit } from './sign-in-audit';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Checks the login form's shape before anything else: guards run before the ValidationPipe, and
 * passport would hand a number or an object to the account lookup. Absent or empty fields stay a
 * 401 from passport (and are not counted); a field of the wrong type or too long is a 400, before
 * any lookup or counter key is made from it.
 */
function assertLoginShape(body: { username?: unknown; password?: unknown }): void {
  for (const [field, max] of [
    ['username', LOGIN_LIMITS.usernameMaxLength],
    ['password', LOGIN_LIMITS.passwordMaxLength],
  ] as const) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new BadRequestException({ message: 'Email and password must be text', errors: { [field]: ['Must be text'] } });
    if (value.length > max)
      throw new BadRequestException({
        message: `${field === 'username' ? 'Email' : 'Password'} is too long`,
        errors: { [field]: [`At most ${max} characters`] },
      });
  }
}

/** What the sessions list shows of this session (passport's logIn has just made it anew). */
function stampSession(request: Request): void {
  request.session.device = deviceName(request.get('user-agent'));
  request.session.address = clientAddress(request);
  request.session.signedInAt = Date.now();
}

/**
 * Authenticates with passport-local and starts a server-side session (a fresh session id), behind
 * LoginThrottleService: 429 while the address, or this account from this address, has too many
 * recent failures; a wait while the account as a whole has many. Counts only wrong credentials (not
 * empty forms), and clears this address's counts on success.
 *
 * Two-factor (issue 31): the step the sign-in owes is read before the session starts (so a failed
 * read starts none) and kept in the new session: AdminSessionGuard then lets only that step's routes through.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly signIns: SignInAudit,
    private readonly twoFactor: TwoFactorService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
    assertLoginShape(body);
    const username = text(body.username);
    const address = clientAddress(request);
    const { delayMs } = await this.throttle.check(address, username);
    if (delayMs > 0) await sleep(delayMs);
    let ok: boolean;
    try {
      ok = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof UnauthorizedException && username && text(body.password)) {
        await this.throttle.recordFailure(address, username);
        await this.signIns.failed(username);
      }
      throw error;
    }
    if (username) await this.throttle.recordSuccess(address, username);
    const user = request.user as SessionAdmin;
    const step = await this.twoFactor.loginStep(user.id);
    // Written before passport regenerates and saves the session, and carried into the new one
    // (keepSessionInfo): the one save that starts the session already holds the step, so no stored
    // session can ever be signed in without it.
    if (step === 'none') delete request.session.signInStep;
    else request.session.signInStep = step === 'required' ? 'pending' : 'enrol';
    markChecked(request.session);
    await new Promise<void>((resolve, reject) =>
      request.logIn(user, { session: true, keepSessionInfo: true }, (error: unknown) => (error ? reject(error) : resolve())),
    );
    stampSession(request);
    // With a second step to come, the sign-in is recorded when it succeeds (AuthController.secondFactor).
    if (step === 'none') await this.signIns.succeeded(user);
    return ok;
  }
}
