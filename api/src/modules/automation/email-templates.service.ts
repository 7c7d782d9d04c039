import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { AuditService, fieldChanges } from '../audit/audit.service';
import { AutomationRuleRepository } from './automation-rule.repository';
import type { EmailTemplateCreateDto, EmailTemplateUpdateDto } from './email-template.dto';
import type { EmailTemplateEntity } from './email-template.entity';
import { EmailTemplateRepository } from './email-template.repository';
import { buildTemplate } from './default-automation.seed';
import { defaultTemplateSeed, isSystemTemplate, systemTemplateDeleteRefusal } from './system-templates';
import { extractVariables } from './template-render';

@Injectable()
export class EmailTemplatesService {
  constructor(
    private readonly templates: EmailTemplateRepository,
    private readonly rules: AutomationRuleRepository,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<EmailTemplateEntity[]> {
    return this.templates.list();
  }

  async get(id: number): Promise<EmailTemplateEntity> {
    const template = await this.templates.findById(id);
    if (!template) throw new NotFoundException('Email template not found');
    return template;
  }

  async create(dto: EmailTemplateCreateDto): Promise<EmailTemplateEntity> {
    const template = this.templates.create({ seedKey: null });
    const saved = await this.templates.save(this.apply(template, dto));
    await this.record(AuditAction.EmailTemplateCreated, saved, fieldChanges(null, auditedFields(saved)));
    return saved;
  }

  async update(id: number, dto: EmailTemplateUpdateDto): Promise<EmailTemplateEntity> {
    if (dto.id !== undefined && dto.id !== id) throw new BadRequestException('Template id in the body does not match the URL');
    const before = await this.get(id);
    // A PUT replaces the template's own text fields, and writes only those columns (never a stale seedKey).
    const { name, subject, htmlBody, textBody, variables } = this.apply(this.templates.create({}), dto);
    const updated = await this.templates.updateFields(id, { name, subject, htmlBody, textBody, variables });
    if (!updated) throw new NotFoundException('Email template not found');
    await this.recordChange(before, updated);
    return updated;
  }

  /**
   * Refused for a system template (the site sends it; it can be reset instead), and while a rule
   * sends it: deleting would leave that rule's action with nothing to send.
   */
  async remove(id: number): Promise<void> {
    const template = await this.get(id);
    if (template.seedKey !== null && isSystemTemplate(template.seedKey))
      throw new ConflictException(systemTemplateDeleteRefusal(template.name, template.seedKey));
    const users = await this.rules.usingTemplate(id);
    if (users.length > 0) {
      const names = users.map((rule) => `"${rule.name}"`).join(', ');
      throw new ConflictException(
        `This template is used by the automation rule${users.length === 1 ? '' : 's'} ${names}. Change or delete ${users.length === 1 ? 'that rule' : 'those rules'} first.`,
      );
    }
    await this.templates.remove(template);
    await this.record(
      AuditAction.EmailTemplateDeleted,
      { ...template, id },
      fieldChanges(auditedFields(template), { name: null, subject: null, htmlBody: null, textBody: null }),
    );
  }

  /** Puts a seeded template's built-in name, subject and bodies back; an admin's own template has no default. */
  async reset(id: number): Promise<EmailTemplateEntity> {
    const template = await this.get(id);
    const seed = defaultTemplateSeed(template.seedKey);
    if (!seed) throw new ConflictException('This template has no default to reset to: it was created here, not shipped with the site.');
    const { name, subject, htmlBody, textBody, variables } = buildTemplate(seed);
    const reset = await this.templates.updateFields(id, { name, subject, htmlBody, textBody, variables });
    if (!reset) throw new NotFoundException('Email template not found');
    await this.recordChange(template, reset);
    return reset;
  }

  private async recordChange(before: EmailTemplateEntity, after: EmailTemplateEntity): Promise<void> {
    const changes = fieldChanges(auditedFields(before), auditedFields(after));
    if (Object.keys(changes).length > 0) await this.record(AuditAction.EmailTemplateChanged, after, changes);
  }

  private record(action: AuditAction, template: EmailTemplateEntity, changes: ReturnType<typeof fieldChanges>): Promise<void> {
    return this.audit.record({ action, target: { type: AuditTargetType.EmailTemplate, id: template.id, label: template.name }, changes });
  }

  /** The variables list is always derived from subject and bodies; a client's list is ignored. */
  private apply(template: EmailTemplateEntity, dto: EmailTemplateCreateDto): EmailTemplateEntity {
    template.name = dto.name;
    template.subject = dto.subject;
    template.htmlBody = dto.htmlBody ?? '';
    template.textBody = dto.textBody ?? '';
    template.variables = extractVariables(template);
    return template;
  }
}

/** A template's fields the audit trail shows before → after. */
function auditedFields(template: EmailTemplateEntity): Record<string, unknown> {
  return { name: template.name, subject: template.subject, htmlBody: template.htmlBody, textBody: template.textBody };
}
