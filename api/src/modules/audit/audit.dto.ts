import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_SEARCH, AuditAction, AuditTargetType, type AuditFieldChange } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsDateString, IsEnum, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { PAGING_MESSAGES, PagingQueryDto, trim } from '../../common/paged-query';
import type { AuditEntryEntity } from './audit-entry.entity';

export const AUDIT_MESSAGES = {
  ...PAGING_MESSAGES,
  actor: `actor must be text of at most ${ADMIN_LIST_MAX_SEARCH} characters`,
  action: `action must be one of: ${Object.values(AuditAction).join(', ')}`,
  targetType: `targetType must be one of: ${Object.values(AuditTargetType).join(', ')}`,
  from: 'from must be a date or a date and time (ISO 8601)',
  to: 'to must be a date or a date and time (ISO 8601)',
  fromAfterTo: 'from must not be later than to',
} as const;

/** GET /api/admin/audit?actor&action&targetType&from&to&limit&offset */
export class AuditListQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: "Case-insensitive substring of the actor's address" })
  @Transform(trim)
  @OptionalField()
  @MaxLength(ADMIN_LIST_MAX_SEARCH, { message: AUDIT_MESSAGES.actor })
  @IsString({ message: AUDIT_MESSAGES.actor })
  actor?: string;

  @ApiPropertyOptional({ enum: AuditAction, enumName: 'AuditAction' })
  @OptionalField()
  @IsEnum(AuditAction, { message: AUDIT_MESSAGES.action })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AuditTargetType, enumName: 'AuditTargetType' })
  @OptionalField()
  @IsEnum(AuditTargetType, { message: AUDIT_MESSAGES.targetType })
  targetType?: AuditTargetType;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this time (a date alone is its midnight UTC)' })
  @OptionalField()
  @IsDateString({ strict: true }, { message: AUDIT_MESSAGES.from })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries before this time (a date alone is the end of that day, UTC)' })
  @OptionalField()
  @IsDateString({ strict: true }, { message: AUDIT_MESSAGES.to })
  to?: string;
}

/** A field's value: any JSON (a status, a flag, a rule's list of actions). */
// OpenAPI 3.0 puts `nullable` beside a `type`, so null rides on the string branch (Redocly's
// nullable-type-sibling rule refuses it beside a bare oneOf).
const ANY_JSON: ApiPropertyOptions = {
  oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }, { type: 'object' }, { type: 'array', items: {} }],
};

export class AuditFieldChangeDto implements AuditFieldChange {
  @ApiProperty({ ...ANY_JSON, description: 'The value before (null when there was none)' })
  before: unknown;

  @ApiProperty({ ...ANY_JSON, description: 'The value after (null when there is none)' })
  after: unknown;
}

export class AuditEntryDto {
  @ApiProperty({ description: 'bigint as text; entries are numbered in the order they were written' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  at: string;

  @ApiProperty({ type: Number, nullable: true, description: 'null for an anonymous act (a failed sign-in of an unknown address)' })
  actorId: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The actor’s address then, or the address a failed sign-in tried' })
  actorEmail: string | null;

  @ApiProperty({ description: 'An AuditAction; entries written by a later release may carry one this client does not know' })
  action: string;

  @ApiProperty({ type: String, nullable: true })
  targetType: string | null;

  @ApiProperty({ type: String, nullable: true })
  targetId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the target was called then' })
  targetLabel: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/AuditFieldChangeDto' }, nullable: true })
  changes: Record<string, AuditFieldChangeDto> | null;

  @ApiProperty({ type: String, nullable: true, description: 'The X-Request-Id of the request that did it' })
  requestId: string | null;

  @ApiProperty({ type: String, nullable: true })
  clientIp: string | null;
}

export function mapAuditEntry(entry: AuditEntryEntity): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    changes: entry.changes,
    requestId: entry.requestId,
    clientIp: entry.clientIp,
  };
}
