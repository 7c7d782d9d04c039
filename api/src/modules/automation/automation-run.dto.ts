import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { NOT_CONFIGURED_MESSAGE } from '../mail/mail-settings';
import type { AutomationRunEntity } from './automation-run.entity';

export class AutomationRunDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true })
  ruleId: number | null;

  @ApiProperty()
  ruleName: string;

  @ApiProperty({ type: Number, nullable: true })
  bookingId: number | null;

  @ApiProperty()
  guestName: string;

  @ApiProperty({ enum: AutomationActionType, enumName: 'AutomationActionType' })
  actionType: AutomationActionType;

  @ApiProperty({ enum: AutomationRunStatus, enumName: 'AutomationRunStatus' })
  status: AutomationRunStatus;

  @ApiProperty({ description: 'What happened, or why not' })
  detail: string;

  @ApiProperty()
  attempts: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ description: 'Skipped because email was not configured, and email is configured now: POST …/runs/{id}/run-again sends it' })
  canRunAgain: boolean;
}

export class AutomationRunsQueryDto {
  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 500 })
  @OptionalField()
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)))
  @Max(500, { message: 'limit must be between 1 and 500' })
  @Min(1, { message: 'limit must be between 1 and 500' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** A send_email run skipped only because mail was not configured: it may be run again once it is. */
export function skippedForMissingMail(run: Pick<AutomationRunEntity, 'status' | 'actionType' | 'detail'>): boolean {
  return run.status === AutomationRunStatus.Skipped && run.actionType === AutomationActionType.SendEmail && run.detail === NOT_CONFIGURED_MESSAGE;
}

export function mapAutomationRun(run: AutomationRunEntity, mailConfigured: boolean): AutomationRunDto {
  return {
    id: run.id,
    ruleId: run.ruleId,
    ruleName: run.ruleName,
    bookingId: run.bookingId,
    guestName: run.guestName,
    actionType: run.actionType,
    status: run.status,
    detail: run.detail,
    attempts: run.attempts,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    canRunAgain: mailConfigured && skippedForMissingMail(run),
  };
}
