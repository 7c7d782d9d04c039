import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AuthService, type SessionAdmin } from './auth.service';

export const DISABLED_ACCOUNT_MESSAGE = 'This account is disabled. Ask an owner of this back office to enable it.';

/** passport-local over the JSON body {username, password}; username is the admin's email (spec §7). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<SessionAdmin> {
    const admin = await this.auth.validate(username, password);
    if (!admin) throw new UnauthorizedException('Invalid credentials');
    if (admin === 'disabled') throw new ForbiddenException(DISABLED_ACCOUNT_MESSAGE);
    return admin;
  }
}
