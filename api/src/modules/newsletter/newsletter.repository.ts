import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SubscriberStatus } from '@podcast/contracts';
import { randomBytes } from 'node:crypto';
import { Brackets, Repository } from 'typeorm';
import { containsPattern } from '../../common/paged-query';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

/**
 * A confirmation mail is not sent to the same address more than once in this window, however often
 * the address is signed up (by its owner or by someone else: the form must not be a way to flood a
 * mailbox). Within it, the last mail's link still confirms.
 */
export const CONFIRMATION_RESEND_MINUTES = 60;

export const newSubscriberToken = () => randomBytes(32).toString('base64url');

export type SignupOutcome = 'created' | 'pending' | 'resubscribed' | 'confirmed';

@Injectable()
export class NewsletterRepository {
  constructor(@InjectRepository(NewsletterSubscriberEntity) private readonly repo: Repository<NewsletterSubscriberEntity>) {}

  /**
   * A sign-up, in one statement each way so two simultaneous ones cannot both insert: a new address
   * is stored pending; an unsubscribed one becomes pending again (they asked again, and confirm again).
   * When the last confirmation went out is kept, so a re-sign-up also waits out the resend window.
   */
  async signup(email: string): Promise<{ id: number; outcome: SignupOutcome }> {
    const inserted = await this.repo
      .createQueryBuilder()
      .insert()
      .values({ email, status: SubscriberStatus.Pending, token: newSubscriberToken() })
      .orIgnore()
      .returning('id')
      .execute();
    const raw = inserted.raw as Array<{ id: number }>;
    if (raw.length > 0) return { id: raw[0].id, outcome: 'created' };
    const again = await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Pending, unsubscribedAt: null, confirmationError: null })
      .where('email = :email AND status = :unsubscribed', { email, unsubscribed: SubscriberStatus.Unsubscribed })
      .returning('id')
      .execute();
    const reopened = again.raw as Array<{ id: number }>;
    if (reopened.length > 0) return { id: reopened[0].id, outcome: 'resubscribed' };
    const existing = await this.repo.findOneOrFail({ where: { email }, select: { id: true, status: true } });
    return { id: existing.id, outcome: existing.status === SubscriberStatus.Confirmed ? 'confirmed' : 'pending' };
  }

  findById(id: number): Promise<NewsletterSubscriberEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByToken(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.repo.findOneBy({ token });
  }

  /**
   * Claims the right to send a pending subscriber their confirmation mail now: true for one caller
   * only, and not again within CONFIRMATION_RESEND_MINUTES (duplicate jobs, a repeated sign-up).
   */
  async claimConfirmation(id: number): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update()
      .set({ confirmationSentAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: SubscriberStatus.Pending })
      .andWhere(`("confirmationSentAt" IS NULL OR "confirmationSentAt" < now() - make_interval(mins => :minutes))`, { minutes: CONFIRMATION_RESEND_MINUTES })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async confirmationSent(id: number): Promise<void> {
    await this.repo.update({ id }, { confirmationError: null });
  }

  /** The send did not happen: the claim is released so a later try (a retry, the start-up sweep) may send. */
  async confirmationFailed(id: number, reason: string): Promise<void> {
    await this.repo.update({ id, status: SubscriberStatus.Pending }, { confirmationSentAt: null, confirmationError: reason.slice(0, 1000) });
  }

  /** Pending sign-ups of the last `days` whose confirmation never went out (mail was down or not configured). */
  async unsentConfirmations(days: number, limit: number): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.status = :pending AND s."confirmationSentAt" IS NULL', { pending: SubscriberStatus.Pending })
      .andWhere('s."createdAt" > now() - make_interval(days => :days)', { days })
      .orderBy('s.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  async confirm(token: string): Promise<NewsletterSubscriberEntity | null> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Confirmed, confirmedAt: () => 'now()', confirmationError: null })
      .where('token = :token AND status = :pending', { token, pending: SubscriberStatus.Pending })
      .execute();
    return this.findByToken(token);
  }

  async unsubscribe(token: string): Promise<NewsletterSubscriberEntity | null> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Unsubscribed, unsubscribedAt: () => 'now()' })
      .where('token = :token AND status <> :unsubscribed', { token, unsubscribed: SubscriberStatus.Unsubscribed })
      .execute();
    return this.findByToken(token);
  }

  async page(filters: {
    q?: string;
    status?: SubscriberStatus;
    limit: number;
    offset: number;
  }): Promise<{ rows: NewsletterSubscriberEntity[]; total: number }> {
    const query = this.repo.createQueryBuilder('s');
    if (filters.status) query.andWhere('s.status = :status', { status: filters.status });
    if (filters.q) query.andWhere(new Brackets((where) => where.where('s.email ILIKE :pattern', { pattern: containsPattern(filters.q as string) })));
    const [rows, total] = await query.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'DESC').take(filters.limit).skip(filters.offset).getManyAndCount();
    return { rows, total };
  }

  async counts(): Promise<Record<SubscriberStatus, number>> {
    const rows = await this.repo
      .createQueryBuilder('s')
      .select('s.status', 'status')
      .addSelect('count(*)', 'count')
      .groupBy('s.status')
      .getRawMany<{ status: SubscriberStatus; count: string }>();
    const counts = { [SubscriberStatus.Pending]: 0, [SubscriberStatus.Confirmed]: 0, [SubscriberStatus.Unsubscribed]: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Every subscriber in batches of `size`, oldest first (the CSV export streams them). */
  async *batches(size: number): AsyncGenerator<NewsletterSubscriberEntity[]> {
    let afterId = 0;
    for (;;) {
      const rows = await this.repo.createQueryBuilder('s').where('s.id > :afterId', { afterId }).orderBy('s.id', 'ASC').limit(size).getMany();
      if (rows.length === 0) return;
      yield rows;
      afterId = rows[rows.length - 1].id;
    }
  }

  /** Deletes the row and so the address (GDPR erasure); false when there was none. */
  async erase(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
