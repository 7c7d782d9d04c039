import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EmailTemplateEntity } from './email-template.entity';
import { buildTemplate, DEFAULT_TEMPLATES } from './default-automation.seed';
import { isTombstone, TOMBSTONE_PREFIX } from './seed-tombstone';
import type { TemplateParts } from './template-render';

@Injectable()
export class EmailTemplateRepository {
  constructor(@InjectRepository(EmailTemplateEntity) private readonly repo: Repository<EmailTemplateEntity>) {}

  list(): Promise<EmailTemplateEntity[]> {
    return this.repo
      .createQueryBuilder('template')
      .where('(template.seedKey IS NULL OR template.seedKey NOT LIKE :prefix)', { prefix: `${TOMBSTONE_PREFIX}%` })
      .orderBy('template.id', 'ASC')
      .getMany();
  }

  async findById(id: number): Promise<EmailTemplateEntity | null> {
    const template = await this.repo.findOneBy({ id });
    return template && !isTombstone(template.seedKey) ? template : null;
  }

  /** A seeded template as the admin left it, or its built-in text when they deleted it (its key is then a tombstone). */
  async seededOrBuiltIn(seedKey: string): Promise<TemplateParts> {
    const stored = await this.repo.findOneBy({ seedKey });
    if (stored) return stored;
    const seed = DEFAULT_TEMPLATES.find((candidate) => candidate.seedKey === seedKey);
    if (!seed) throw new Error(`No built-in template ${seedKey}`);
    return buildTemplate(seed);
  }

  create(fields: Partial<EmailTemplateEntity>): EmailTemplateEntity {
    return this.repo.create(fields);
  }

  save(template: EmailTemplateEntity): Promise<EmailTemplateEntity> {
    return this.repo.save(template);
  }

  /** An edit: one UPDATE of only the given columns (a concurrent edit of other columns is kept), then the row. */
  async updateFields(id: number, changes: Partial<EmailTemplateEntity>): Promise<EmailTemplateEntity | null> {
    if (Object.keys(changes).length > 0) await this.repo.update({ id }, changes);
    return this.repo.findOneBy({ id });
  }

  async remove(template: EmailTemplateEntity): Promise<void> {
    if (template.seedKey) {
      await this.repo.update({ id: template.id }, { seedKey: `${TOMBSTONE_PREFIX}${template.seedKey}` });
      return;
    }
    await this.repo.delete({ id: template.id });
  }
}
