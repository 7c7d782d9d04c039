import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH, SubscriberStatus } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsEnum, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { PAGING_MESSAGES, toInteger, trim } from '../../common/paged-query';
import type { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

export const SUBSCRIBER_MESSAGES = {
  ...PAGING_MESSAGES,
  status: `status must be one of: ${Object.values(SubscriberStatus).join(', ')}`,
  notFound: 'Subscriber not found',
} as const;

/** GET /api/admin/newsletter/subscribers?limit&offset&q&status: newest sign-ups first. */
export class SubscriberListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_LIST_MAX_LIMIT, default: 50 })
  @Transform(toInteger)
  @OptionalField()
  @Max(ADMIN_LIST_MAX_LIMIT, { message: SUBSCRIBER_MESSAGES.limit })
  @Min(1, { message: SUBSCRIBER_MESSAGES.limit })
  @IsInt({ message: SUBSCRIBER_MESSAGES.limit })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @Transform(toInteger)
  @OptionalField()
  @Min(0, { message: SUBSCRIBER_MESSAGES.offset })
  @IsInt({ message: SUBSCRIBER_MESSAGES.offset })
  offset?: number;

  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring of the address' })
  @Transform(trim)
  @OptionalField()
  @MaxLength(ADMIN_LIST_MAX_SEARCH, { message: SUBSCRIBER_MESSAGES.q })
  @IsString({ message: SUBSCRIBER_MESSAGES.q })
  q?: string;

  @ApiPropertyOptional({ enum: SubscriberStatus, enumName: 'SubscriberStatus' })
  @OptionalField()
  @IsEnum(SubscriberStatus, { message: SUBSCRIBER_MESSAGES.status })
  status?: SubscriberStatus;
}

export class SubscriberDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: SubscriberStatus, enumName: 'SubscriberStatus' })
  status: SubscriberStatus;

  @ApiProperty({ type: String, format: 'date-time', description: 'When they signed up' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the confirmation mail last went out' })
  confirmationSentAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the confirmation mail did not go (for example: mail is not configured)' })
  confirmationError: string | null;
}

export class SubscriberSummaryDto {
  @ApiProperty()
  pending: number;

  @ApiProperty()
  confirmed: number;

  @ApiProperty()
  unsubscribed: number;

  @ApiProperty()
  total: number;

  @ApiProperty({ description: 'False: no mail can be sent, so sign-ups stay pending until it is configured' })
  mailConfigured: boolean;
}

export function mapSubscriber(row: NewsletterSubscriberEntity): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    confirmationError: row.confirmationError,
  };
}
