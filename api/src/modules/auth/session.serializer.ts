import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AuthService, type SessionAdmin } from './auth.service';

type Done<T> = (error: Error | null, value?: T | false) => void;

/** Keeps only the admin's id in the session; a deleted admin's session stops working. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(admin: SessionAdmin, done: Done<number>): void {
    done(null, admin.id);
  }

  deserializeUser(id: number, done: Done<SessionAdmin>): void {
    this.auth.findSessionAdmin(id).then(
      (admin) => done(null, admin ?? false),
      (error: Error) => done(error),
    );
  }
}
