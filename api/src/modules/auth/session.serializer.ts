import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AuthService, type SessionAdmin } from './auth.service';

type Done<T> = (error: Error | null, value?: T | false) => void;

/** passport's way of saying "not mine, ask the next serializer". */
const PASS = 'pass' as unknown as Error;

/**
 * Keeps only the admin's id in the session; a deleted admin's session stops working.
 *
 * passport is a process-wide singleton and Nest adds each app's serializer to its list, first one
 * first. Once this app is closed (an in-process restart, as the restart tests do) it passes, so the
 * app that is running answers instead of a closed one with no database.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  private closed = false;

  constructor(private readonly auth: AuthService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(admin: SessionAdmin, done: Done<number>): void {
    if (this.closed) return done(PASS);
    done(null, admin.id);
  }

  deserializeUser(id: number, done: Done<SessionAdmin>): void {
    if (this.closed) return done(PASS);
    this.auth.findSessionAdmin(id).then(
      (admin) => done(null, admin ?? false),
      (error: Error) => done(error),
    );
  }
}
