// Every TypeORM entity, listed once: the app's DataSource and the migration CLI both read this list.
import { AdminUserEntity } from '../modules/auth/admin-user.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { PasswordResetEntity } from '../modules/team/password-reset.entity';
import { StaffInvitationEntity } from '../modules/team/staff-invitation.entity';
import { AutomationRuleEntity } from '../modules/automation/automation-rule.entity';
import { AutomationRunEntity } from '../modules/automation/automation-run.entity';
import { EmailTemplateEntity } from '../modules/automation/email-template.entity';
import { BookingEntity } from '../modules/bookings/booking.entity';
import { CommentEntity } from '../modules/comments/comment.entity';
import { EpisodeEntity } from '../modules/episodes/episode.entity';
import { VideoAssetEntity } from '../modules/media/video-asset.entity';
import { RuntimeSecretEntity } from './runtime-secret.entity';
import { NewsletterSubscriberEntity } from '../modules/newsletter/newsletter-subscriber.entity';
import { NewsletterIssueEntity } from '../modules/newsletter/newsletter-issue.entity';
import { NewsletterDeliveryEntity } from '../modules/newsletter/newsletter-delivery.entity';
import { RemoteReleaseEntity } from '../modules/releases/remote-release.entity';
import { ListenEventEntity } from '../modules/analytics/listen-event.entity';
import { EpisodeChapterEntity } from '../modules/text-tracks/episode-chapter.entity';
import { EpisodeTranscriptEntity } from '../modules/text-tracks/episode-transcript.entity';
import { AuditEntryEntity } from '../modules/audit/audit-entry.entity';
import { AppSettingEntity } from '../modules/settings/app-setting.entity';
import { StaffTwoFactorEntity } from '../modules/two-factor/staff-two-factor.entity';
import { StaffRecoveryCodeEntity } from '../modules/two-factor/staff-recovery-code.entity';
import { OutboxJobEntity } from '../queue/outbox/outbox-job.entity';
import { ReviewLinkEntity } from '../modules/review-links/review-link.entity';
import { ReviewLinkOpenEntity } from '../modules/review-links/review-link-open.entity';

export const ENTITIES = [
  AdminUserEntity,
  SessionEntity,
  EpisodeEntity,
  VideoAssetEntity,
  CommentEntity,
  BookingEntity,
  AutomationRuleEntity,
  EmailTemplateEntity,
  AutomationRunEntity,
  NewsletterSubscriberEntity,
  NewsletterIssueEntity,
  NewsletterDeliveryEntity,
  RuntimeSecretEntity,
  RemoteReleaseEntity,
  ListenEventEntity,
  EpisodeChapterEntity,
  EpisodeTranscriptEntity,
  StaffInvitationEntity,
  PasswordResetEntity,
  AuditEntryEntity,
  AppSettingEntity,
  StaffTwoFactorEntity,
  StaffRecoveryCodeEntity,
  OutboxJobEntity,
  ReviewLinkEntity,
  ReviewLinkOpenEntity,
];
