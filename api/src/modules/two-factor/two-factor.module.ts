import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { CodeThrottleService } from './code-throttle.service';
import { StaffRecoveryCodeEntity } from './staff-recovery-code.entity';
import { StaffTwoFactorEntity } from './staff-two-factor.entity';
import { TwoFactorController, TwoFactorSettingsController } from './two-factor.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (issue 31): TOTP enrolment, recovery codes, the owners' "required" setting.
 * The sign-in's second step and the re-check live in the auth module, which asks TwoFactorService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StaffTwoFactorEntity, StaffRecoveryCodeEntity]), SettingsModule],
  controllers: [TwoFactorController, TwoFactorSettingsController],
  providers: [TwoFactorRepository, TwoFactorService, CodeThrottleService],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
