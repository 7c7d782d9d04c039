import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AutomationActionType, TriggerField } from '@podcast/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsInt, IsNotEmpty, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import type { AutomationRuleEntity } from './automation-rule.entity';

export class RuleTriggerDto {
  @ApiProperty({ enum: TriggerField, enumName: 'TriggerField' })
  @IsEnum(TriggerField, { message: 'Trigger field must be outreachStatus or bookingStatus' })
  field: TriggerField;

  @ApiProperty({ description: 'The status value that fires the rule', example: '1st_outreach' })
  @MaxLength(50)
  @IsNotEmpty({ message: 'Trigger value is required' })
  @IsString({ message: 'Trigger value is required' })
  toValue: string;
}

export class RuleActionDto {
  @ApiProperty({ enum: AutomationActionType, enumName: 'AutomationActionType' })
  @IsEnum(AutomationActionType, { message: 'Action type must be send_email, add_to_linkedin_audience or update_ghl_tags' })
  type: AutomationActionType;

  @ApiPropertyOptional({ description: 'The template a send_email action sends' })
  @OptionalField()
  @IsInt({ message: 'Template id must be a number' })
  @Min(1)
  templateId?: number;
}

export class AutomationRuleDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ type: RuleTriggerDto })
  trigger: RuleTriggerDto;

  @ApiProperty({ type: [RuleActionDto] })
  actions: RuleActionDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export class AutomationRuleCreateDto {
  @ApiProperty()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Rule name is required' })
  @IsString({ message: 'Rule name is required' })
  name: string;

  @ApiPropertyOptional({ default: true })
  @OptionalField()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiProperty({ type: RuleTriggerDto })
  @ValidateNested()
  @Type(() => RuleTriggerDto)
  trigger: RuleTriggerDto;

  @ApiProperty({ type: [RuleActionDto] })
  @ValidateNested({ each: true })
  @ArrayMaxSize(10)
  @ArrayMinSize(1, { message: 'Add at least one action' })
  @IsArray()
  @Type(() => RuleActionDto)
  actions: RuleActionDto[];
}

/** PATCH body: {enabled} alone (the Controls toggle), or any part of a full edit. */
export class AutomationRuleUpdateDto {
  @ApiPropertyOptional()
  @OptionalField()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Rule name is required' })
  @IsString({ message: 'Rule name is required' })
  name?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({ type: RuleTriggerDto })
  @OptionalField()
  @ValidateNested()
  @Type(() => RuleTriggerDto)
  trigger?: RuleTriggerDto;

  @ApiPropertyOptional({ type: [RuleActionDto] })
  @OptionalField()
  @ValidateNested({ each: true })
  @ArrayMaxSize(10)
  @ArrayMinSize(1, { message: 'Add at least one action' })
  @IsArray()
  @Type(() => RuleActionDto)
  actions?: RuleActionDto[];
}

export function mapAutomationRule(rule: AutomationRuleEntity): AutomationRuleDto {
  return {
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    trigger: { field: rule.triggerField, toValue: rule.triggerValue },
    actions: rule.actions.map((action) => (action.templateId === undefined ? { type: action.type } : { type: action.type, templateId: action.templateId })),
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}
