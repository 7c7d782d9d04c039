import { Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { APP_GUARD, ModulesContainer } from '@nestjs/core';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminUserEntity } from './admin-user.entity';
import { AdminUserRepository } from './admin-user.repository';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { assertEveryRouteDeclared } from './route-permissions';
import { SessionSerializer } from './session.serializer';
import { SignInAudit } from './sign-in-audit';
import { StaffSessionsRepository } from './staff-sessions.repository';
import { TwoFactorModule } from '../two-factor/two-factor.module';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([AdminUserEntity]), RateLimitModule, TwoFactorModule],
  controllers: [AuthController, AccountController],
  providers: [
    AdminUserRepository,
    AuthService,
    AccountService,
    StaffSessionsRepository,
    LocalStrategy,
    LoginThrottleService,
    SessionSerializer,
    SignInAudit,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AuthService, AdminUserRepository, StaffSessionsRepository],
})
export class AuthModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly auth: AuthService,
    private readonly modules: ModulesContainer,
  ) {}

  /** Guard by default: the app does not start with a route that declares neither @Public() nor its permissions. */
  onModuleInit(): void {
    assertEveryRouteDeclared(this.modules);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.auth.ensureAdmin();
  }
}
