import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TriggerField } from '@podcast/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AutomationRuleEntity } from './automation-rule.entity';
import { isTombstone, TOMBSTONE_PREFIX } from './seed-tombstone';

@Injectable()
export class AutomationRuleRepository {
  constructor(@InjectRepository(AutomationRuleEntity) private readonly repo: Repository<AutomationRuleEntity>) {}

  private visible() {
    return this.repo.createQueryBuilder('rule').where('(rule.seedKey IS NULL OR rule.seedKey NOT LIKE :prefix)', { prefix: `${TOMBSTONE_PREFIX}%` });
  }

  list(): Promise<AutomationRuleEntity[]> {
    return this.visible().orderBy('rule.id', 'ASC').getMany();
  }

  async findById(id: number): Promise<AutomationRuleEntity | null> {
    const rule = await this.repo.findOneBy({ id });
    return rule && !isTombstone(rule.seedKey) ? rule : null;
  }

  /** The enabled rules a status change fires, read inside the change's transaction. */
  findEnabledFor(manager: EntityManager, field: TriggerField, value: string): Promise<AutomationRuleEntity[]> {
    return manager.getRepository(AutomationRuleEntity).find({ where: { enabled: true, triggerField: field, triggerValue: value }, order: { id: 'ASC' } });
  }

  /** Visible rules with a send_email action on this template. */
  usingTemplate(templateId: number): Promise<AutomationRuleEntity[]> {
    return this.visible()
      .andWhere('rule.actions @> :needle::jsonb', { needle: JSON.stringify([{ templateId }]) })
      .orderBy('rule.id', 'ASC')
      .getMany();
  }

  create(fields: Partial<AutomationRuleEntity>): AutomationRuleEntity {
    return this.repo.create(fields);
  }

  save(rule: AutomationRuleEntity): Promise<AutomationRuleEntity> {
    return this.repo.save(rule);
  }

  /** An edit: one UPDATE of only the given columns (a concurrent edit of other columns is kept), then the row. */
  async updateFields(id: number, changes: Partial<AutomationRuleEntity>): Promise<AutomationRuleEntity | null> {
    if (Object.keys(changes).length > 0) await this.repo.update({ id }, changes);
    return this.repo.findOneBy({ id });
  }

  /** A seeded rule leaves a disabled tombstone, so the next start does not seed it again. */
  async remove(rule: AutomationRuleEntity): Promise<void> {
    if (rule.seedKey) {
      await this.repo.update({ id: rule.id }, { seedKey: `${TOMBSTONE_PREFIX}${rule.seedKey}`, enabled: false });
      return;
    }
    await this.repo.delete({ id: rule.id });
  }
}
