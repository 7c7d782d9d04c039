import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { InvitationRepository } from './invitation.repository';
import { PasswordResetEntity } from './password-reset.entity';
import { PasswordResetRepository } from './password-reset.repository';
import { StaffInvitationEntity } from './staff-invitation.entity';
import { StaffLinksController } from './staff-links.controller';
import { StaffLinksService } from './staff-links.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** Staff accounts (issue 31 item 1): the team, invitations and password resets. */
@Module({
  imports: [TypeOrmModule.forFeature([StaffInvitationEntity, PasswordResetEntity]), AuthModule, MailModule, RateLimitModule],
  controllers: [TeamController, StaffLinksController],
  providers: [TeamService, StaffLinksService, InvitationRepository, PasswordResetRepository],
})
export class TeamModule {}
