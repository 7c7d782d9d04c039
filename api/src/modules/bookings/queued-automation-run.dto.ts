import { ApiProperty } from '@nestjs/swagger';
import { AutomationActionType, AutomationSkipReason } from '@podcast/contracts';

/**
 * One action a status change set off (the PATCH answer of a guest tells the screen what it set off).
 * Every one is a run in the history; `skipReason` says, by the runner's own rule, when it will be
 * skipped instead of tried (issue 29: "email queued" only when one really is).
 */
export class QueuedAutomationRunDto {
  @ApiProperty()
  runId: number;

  @ApiProperty()
  ruleName: string;

  @ApiProperty({ enum: AutomationActionType, enumName: 'AutomationActionType' })
  actionType: AutomationActionType;

  @ApiProperty({ type: String, nullable: true, description: 'The template a send_email action sends' })
  templateName: string | null;

  @ApiProperty({
    enum: AutomationSkipReason,
    enumName: 'AutomationSkipReason',
    nullable: true,
    description: 'Null: the action is queued and will be tried. Otherwise why the runner skips it (no email address, unsubscribed, not configured)',
  })
  skipReason: AutomationSkipReason | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the run history says for a skipped action; null when it will be tried' })
  skipDetail: string | null;
}
