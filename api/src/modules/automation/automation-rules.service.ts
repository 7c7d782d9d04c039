import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AuditAction,
  AuditTargetType,
  AutomationActionType,
  BOOKING_STATUSES,
  OUTREACH_STATUSES,
  TRIGGER_FIELD_LABELS,
  TriggerField,
} from '@podcast/contracts';
import { AuditService, fieldChanges } from '../audit/audit.service';
import type { AutomationRuleEntity, RuleAction } from './automation-rule.entity';
import { AutomationRuleRepository } from './automation-rule.repository';
import type { AutomationRuleCreateDto, AutomationRuleUpdateDto, RuleActionDto, RuleTriggerDto } from './automation-rule.dto';
import { EmailTemplateRepository } from './email-template.repository';

const VALUES_BY_FIELD: Record<TriggerField, readonly string[]> = {
  [TriggerField.OutreachStatus]: OUTREACH_STATUSES,
  [TriggerField.BookingStatus]: BOOKING_STATUSES,
};

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: [message] } });
}

@Injectable()
export class AutomationRulesService {
  constructor(
    private readonly rules: AutomationRuleRepository,
    private readonly templates: EmailTemplateRepository,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<AutomationRuleEntity[]> {
    return this.rules.list();
  }

  async create(dto: AutomationRuleCreateDto): Promise<AutomationRuleEntity> {
    this.checkTrigger(dto.trigger);
    const actions = await this.checkActions(dto.actions);
    const rule = this.rules.create({
      name: dto.name.trim(),
      enabled: dto.enabled ?? true,
      triggerField: dto.trigger.field,
      triggerValue: dto.trigger.toValue,
      actions,
      seedKey: null,
    });
    const saved = await this.rules.save(rule);
    await this.record(AuditAction.AutomationRuleCreated, saved, fieldChanges(null, auditedFields(saved)));
    return saved;
  }

  async update(id: number, dto: AutomationRuleUpdateDto): Promise<AutomationRuleEntity> {
    const before = await this.get(id);
    // Only the fields sent are written: a concurrent edit of another field (say, enabled) is kept.
    const changes: Partial<AutomationRuleEntity> = {};
    if (dto.trigger) {
      this.checkTrigger(dto.trigger);
      changes.triggerField = dto.trigger.field;
      changes.triggerValue = dto.trigger.toValue;
    }
    if (dto.actions) changes.actions = await this.checkActions(dto.actions);
    if (dto.name !== undefined) changes.name = dto.name.trim();
    if (dto.enabled !== undefined) changes.enabled = dto.enabled;
    const updated = await this.rules.updateFields(id, changes);
    if (!updated) throw new NotFoundException('Automation rule not found');
    const changed = fieldChanges(auditedFields(before), auditedFields(updated));
    if (Object.keys(changed).length > 0) await this.record(AuditAction.AutomationRuleChanged, updated, changed);
    return updated;
  }

  async remove(id: number): Promise<void> {
    const rule = await this.get(id);
    await this.rules.remove(rule);
    await this.record(
      AuditAction.AutomationRuleDeleted,
      { ...rule, id },
      fieldChanges(auditedFields(rule), { name: null, enabled: null, triggerField: null, triggerValue: null, actions: null }),
    );
  }

  private record(action: AuditAction, rule: AutomationRuleEntity, changes: ReturnType<typeof fieldChanges>): Promise<void> {
    return this.audit.record({ action, target: { type: AuditTargetType.AutomationRule, id: rule.id, label: rule.name }, changes });
  }

  private async get(id: number): Promise<AutomationRuleEntity> {
    const rule = await this.rules.findById(id);
    if (!rule) throw new NotFoundException('Automation rule not found');
    return rule;
  }

  private checkTrigger(trigger: RuleTriggerDto): void {
    const allowed = VALUES_BY_FIELD[trigger.field];
    if (!allowed.includes(trigger.toValue)) {
      throw invalid('trigger.toValue', `Trigger value must be one of the ${TRIGGER_FIELD_LABELS[trigger.field]} values: ${allowed.join(', ')}`);
    }
  }

  private async checkActions(actions: RuleActionDto[]): Promise<RuleAction[]> {
    const result: RuleAction[] = [];
    for (const [index, action] of actions.entries()) {
      if (action.type !== AutomationActionType.SendEmail) {
        result.push({ type: action.type });
        continue;
      }
      if (action.templateId === undefined) throw invalid(`actions.${index}.templateId`, 'Send Email needs an email template');
      if (!(await this.templates.findById(action.templateId)))
        throw invalid(`actions.${index}.templateId`, `Email template ${action.templateId} does not exist`);
      result.push({ type: action.type, templateId: action.templateId });
    }
    return result;
  }
}

/** A rule's fields the audit trail shows before → after. */
function auditedFields(rule: AutomationRuleEntity): Record<string, unknown> {
  return { name: rule.name, enabled: rule.enabled, triggerField: rule.triggerField, triggerValue: rule.triggerValue, actions: rule.actions };
}
