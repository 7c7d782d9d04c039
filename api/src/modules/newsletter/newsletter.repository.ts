import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SubscriberStatus } from '@podcast/contracts';
import { Brackets, type EntityManager, Repository } from 'typeorm';
import { containsPattern } from '../../common/paged-query';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { linkTokenHash, newLinkToken } from '../../common/link-token';

/**
 * A confirmation mail is not sent to the same address more than once in this window, however often
 * the address is signed up (by its owner or by someone else: the form must not be a way to flood a
 * mailbox). Within it, the last mail's link still confirms.
 */
export const CONFIRMATION_RESEND_MINUTES = 60;

/**
 * What a sign-up found: a new address; one that unsubscribed or whose confirmation expired, given new
 * link secrets ('renewed'); one pending with a link that may still work; one already confirmed.
 */
export type SignupOutcome = 'created' | 'renewed' | 'pending' | 'confirmed';

/**
 * A claimed confirmation send: the new secret for its mail, and the link the claim replaced (the
 * previous mail's hash, expiry and send time; nulls when there was none), put back if the send fails.
 */
export interface ConfirmationClaim {
  token: string;
  replaced: { hash: string | null; expiresAt: Date | null; sentAt: Date | null };
}

/** Where a confirmation link stands: it can confirm ('open'), or why it cannot. */
export type ConfirmLinkState = 'open' | 'expired' | 'used' | 'unsubscribed' | 'unknown';

@Injectable()
export class NewsletterRepository {
  constructor(@InjectRepository(NewsletterSubscriberEntity) private readonly repo: Repository<NewsletterSubscriberEntity>) {}

  /**
   * A sign-up, in one statement each way so two simultaneous ones cannot both insert: a new address
   * is stored pending. An unsubscribed one, or a pending one whose confirmation link expired, is
   * pending again with a new unsubscribe secret and no confirmation secret: the links of every earlier
   * mail stop working, and only the next confirmation mail's link confirms. When the last
   * confirmation went out is kept, so a re-sign-up also waits out the resend window.
   */
  async signup(email: string, manager: EntityManager = this.repo.manager): Promise<{ id: number; outcome: SignupOutcome }> {
    const repo = manager.getRepository(NewsletterSubscriberEntity);
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .values({ email, status: SubscriberStatus.Pending, unsubscribeToken: newLinkToken() })
      .orIgnore()
      .returning('id')
      .execute();
    const raw = inserted.raw as Array<{ id: number }>;
    if (raw.length > 0) return { id: raw[0].id, outcome: 'created' };
    const again = await repo
      .createQueryBuilder()
      .update()
      .set({
        status: SubscriberStatus.Pending,
        unsubscribedAt: null,
        confirmationError: null,
        unsubscribeToken: newLinkToken(),
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      })
      .where('email = :email', { email })
      .andWhere(
        new Brackets((where) =>
          where
            .where('status = :unsubscribed', { unsubscribed: SubscriberStatus.Unsubscribed })
            .orWhere('(status = :pending AND "confirmTokenExpiresAt" <= now())', { pending: SubscriberStatus.Pending }),
        ),
      )
      .returning('id')
      .execute();
    const renewed = again.raw as Array<{ id: number }>;
    if (renewed.length > 0) return { id: renewed[0].id, outcome: 'renewed' };
    const existing = await repo.findOneOrFail({ where: { email }, select: { id: true, status: true } });
    return { id: existing.id, outcome: existing.status === SubscriberStatus.Confirmed ? 'confirmed' : 'pending' };
  }

  findById(id: number): Promise<NewsletterSubscriberEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByUnsubscribeToken(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.repo.findOneBy({ unsubscribeToken: token });
  }

  /**
   * Claims the right to send a pending subscriber their confirmation mail now: for one caller only,
   * and not again within CONFIRMATION_RESEND_MINUTES (duplicate jobs, a repeated sign-up). The claim
   * writes a new confirmation secret (its hash, valid `ttlHours`), replacing any earlier one, and
   * returns the secret for the mail with the link it replaced; null when there is nothing to send.
   * One statement: the row is locked while its previous link is read, so two claims cannot interleave.
   */
  async claimConfirmation(id: number, ttlHours: number): Promise<ConfirmationClaim | null> {
    const token = newLinkToken();
    // A CTE's SELECT answers the rows (a bare UPDATE … RETURNING comes back from TypeORM as [rows, count]).
    const rows = await this.repo.query<Array<{ hash: string | null; expiresAt: Date | null; sentAt: Date | null }>>(
      `WITH previous AS (
         SELECT id, "confirmTokenHash", "confirmTokenExpiresAt", "confirmationSentAt" FROM newsletter_subscriber
         WHERE id = $1 AND status = $2 AND ("confirmationSentAt" IS NULL OR "confirmationSentAt" < now() - make_interval(mins => $3))
         FOR UPDATE
       ), claimed AS (
         UPDATE newsletter_subscriber s
         SET "confirmationSentAt" = now(), "confirmTokenHash" = $4, "confirmTokenExpiresAt" = now() + make_interval(hours => $5), "updatedAt" = now()
         FROM previous WHERE s.id = previous.id
         RETURNING previous."confirmTokenHash" AS hash, previous."confirmTokenExpiresAt" AS "expiresAt", previous."confirmationSentAt" AS "sentAt"
       )
       SELECT hash, "expiresAt", "sentAt" FROM claimed`,
      [id, SubscriberStatus.Pending, CONFIRMATION_RESEND_MINUTES, linkTokenHash(token), ttlHours],
    );
    return rows.length > 0 ? { token, replaced: rows[0] } : null;
  }

  async confirmationSent(id: number): Promise<void> {
    await this.repo.update({ id }, { confirmationError: null });
  }

  /**
   * The send did not happen, for `reason`. Without a claim (mail not configured) the row is only
   * marked. With one, the claim is released so a later try (a retry, a start with mail configured, a new sign-up)
   * may send, and the link the claim replaced is back as it was: a refused or capped resend must not
   * kill the link of a mail the subscriber already has. Only while the claim's secret is still the
   * row's: nothing else has changed it since.
   */
  async confirmationFailed(id: number, reason: string, claim?: ConfirmationClaim): Promise<void> {
    const query = this.repo.createQueryBuilder().update().where('id = :id AND status = :pending', { id, pending: SubscriberStatus.Pending });
    if (claim === undefined) {
      await query.set({ confirmationSentAt: null, confirmationError: reason.slice(0, 1000) }).execute();
      return;
    }
    const { replaced } = claim;
    await query
      .set({
        confirmationSentAt: replaced.sentAt,
        confirmationError: reason.slice(0, 1000),
        confirmTokenHash: replaced.hash,
        confirmTokenExpiresAt: replaced.expiresAt,
      })
      .andWhere('"confirmTokenHash" = :hash', { hash: linkTokenHash(claim.token) })
      .execute();
  }

  /**
   * Pending sign-ups of the last `days` whose confirmation never went out (mail was down or not
   * configured), except those held back by the hourly cap (`skipReason`): those wait for a new sign-up.
   */
  async unsentConfirmations(days: number, limit: number, skipReason: string): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.status = :pending AND s."confirmationSentAt" IS NULL', { pending: SubscriberStatus.Pending })
      .andWhere('s."createdAt" > now() - make_interval(days => :days)', { days })
      .andWhere('s."confirmationError" IS DISTINCT FROM :skipReason', { skipReason })
      .orderBy('s.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  /** Where the confirmation link with this secret stands (the secret is looked up by its hash). */
  async confirmLinkState(token: string): Promise<ConfirmLinkState> {
    const row = await this.repo
      .createQueryBuilder('s')
      .select('s.status', 'status')
      .addSelect('s."confirmTokenExpiresAt" <= now()', 'expired')
      .where('s."confirmTokenHash" = :hash', { hash: linkTokenHash(token) })
      .getRawOne<{ status: SubscriberStatus; expired: boolean }>();
    if (!row) return 'unknown';
    if (row.status === SubscriberStatus.Confirmed) return 'used';
    if (row.status === SubscriberStatus.Unsubscribed) return 'unsubscribed';
    return row.expired ? 'expired' : 'open';
  }

  /**
   * Confirms the pending subscriber whose live confirmation link this is: once (the row is no longer
   * pending after), and not after the link's expiry. Otherwise says why not.
   */
  async confirm(token: string): Promise<'confirmed' | Exclude<ConfirmLinkState, 'open'>> {
    const result = await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Confirmed, confirmedAt: () => 'now()', confirmationError: null })
      .where('"confirmTokenHash" = :hash AND status = :pending AND "confirmTokenExpiresAt" > now()', {
        hash: linkTokenHash(token),
        pending: SubscriberStatus.Pending,
      })
      .execute();
    if ((result.affected ?? 0) > 0) return 'confirmed';
    const state = await this.confirmLinkState(token);
    // 'open' cannot follow a refused update (the read's now() is later than the update's), except at
    // the very instant of expiry: the link has expired.
    return state === 'open' ? 'expired' : state;
  }

  async unsubscribe(token: string): Promise<NewsletterSubscriberEntity | null> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Unsubscribed, unsubscribedAt: () => 'now()' })
      // By the property: its column is still named `token` (see the entity), and renamed later.
      .where({ unsubscribeToken: token })
      .andWhere('status <> :unsubscribed', { unsubscribed: SubscriberStatus.Unsubscribed })
      .execute();
    return this.findByUnsubscribeToken(token);
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
