import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginThrottleService } from './login-throttle.service';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Authenticates with passport-local and starts a server-side session (a fresh session id). Refuses
 * with 429 while the address or the username has too many recent failures; counts only wrong
 * credentials (not empty forms), and clears the counts on success.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottleService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
    const username = text(body.username);
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    await this.throttle.assertAllowed(address, username);
    let ok: boolean;
    try {
      ok = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof UnauthorizedException && username && text(body.password)) await this.throttle.recordFailure(address, username);
      throw error;
    }
    if (username) await this.throttle.recordSuccess(address, username);
    await super.logIn(request);
    return ok;
  }
}
