import { ApiProperty } from '@nestjs/swagger';
import { AutomationActionType } from '@podcast/contracts';

/** One action a status change queued (the PATCH answer of a guest tells the screen what it set off). */
export class QueuedAutomationRunDto {
  @ApiProperty()
  runId: number;

  @ApiProperty()
  ruleName: string;

  @ApiProperty({ enum: AutomationActionType, enumName: 'AutomationActionType' })
  actionType: AutomationActionType;

  @ApiProperty({ type: String, nullable: true, description: 'The template a send_email action sends' })
  templateName: string | null;
}
