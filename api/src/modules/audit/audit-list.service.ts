import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { containsPattern } from '../../common/paged-query';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity';
import { AUDIT_MESSAGES, type AuditListQueryDto } from './audit.dto';

/** The Audit screen's page size when the request names none. */
export const AUDIT_DEFAULT_LIMIT = 50;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A `from` date alone is that day's start (UTC); a `to` date alone takes in that whole day. */
const fromTime = (text: string) => new Date(text);
const toTime = (text: string) => (DATE_ONLY.test(text) ? new Date(new Date(text).getTime() + DAY_MS) : new Date(text));

/** The audit trail's list: newest first (id order is time order: audit.repository.ts), filtered, paged by offset. */
@Injectable()
export class AuditListService {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async page(query: AuditListQueryDto): Promise<{ rows: AuditEntryEntity[]; total: number }> {
    const from = query.from === undefined ? null : fromTime(query.from);
    const to = query.to === undefined ? null : toTime(query.to);
    if (from && to && from.getTime() > to.getTime())
      throw new BadRequestException({ message: AUDIT_MESSAGES.fromAfterTo, errors: { from: [AUDIT_MESSAGES.fromAfterTo] } });
    const limit = query.limit ?? AUDIT_DEFAULT_LIMIT;
    const offset = query.offset ?? 0;
    const filtered = () => this.filtered(query, from, to);
    const rows = await filtered().orderBy('entry.id', 'DESC').limit(limit).offset(offset).getMany();
    // A short first page is the whole result: no count query needed.
    const total = offset === 0 && rows.length < limit ? rows.length : await filtered().getCount();
    return { rows, total };
  }

  private filtered(query: AuditListQueryDto, from: Date | null, to: Date | null): SelectQueryBuilder<AuditEntryEntity> {
    const builder = this.entries.createQueryBuilder('entry');
    if (query.actor) builder.andWhere('entry.actorEmail ILIKE :actor', { actor: containsPattern(query.actor) });
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.targetType) builder.andWhere('entry.targetType = :targetType', { targetType: query.targetType });
    if (from) builder.andWhere('entry.at >= :from', { from });
    if (to) builder.andWhere('entry.at < :to', { to });
    return builder;
  }
}
