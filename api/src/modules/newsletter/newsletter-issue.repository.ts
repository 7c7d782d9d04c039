import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SubscriberStatus } from '@podcast/contracts';
import { EntityManager, Repository } from 'typeorm';
import { DeliveryStatus, NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { NewsletterIssueEntity, NewsletterIssueStatus } from './newsletter-issue.entity';

export interface IssueCounts {
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
}

/** The new-episode mailings and their deliveries: the outbox that makes each mail go once. */
@Injectable()
export class NewsletterIssueRepository {
  constructor(
    @InjectRepository(NewsletterIssueEntity) private readonly issues: Repository<NewsletterIssueEntity>,
    @InjectRepository(NewsletterDeliveryEntity) private readonly deliveries: Repository<NewsletterDeliveryEntity>,
  ) {}

  /**
   * In the publishing transaction: the episode's mailing, with one queued delivery per confirmed
   * subscriber. A re-publish after an unpublish resumes the same mailing (what was cancelled is
   * queued again; what went out never goes again). Returns the mailing's id.
   */
  async openForEpisode(manager: EntityManager, episodeId: number): Promise<number> {
    const rows = (await manager.query(
      `INSERT INTO "newsletter_issue" ("episodeId") VALUES ($1)
       ON CONFLICT ("episodeId") DO UPDATE SET "status" = CASE WHEN "newsletter_issue"."status" = $2 THEN $3 ELSE "newsletter_issue"."status" END,
         "finishedAt" = CASE WHEN "newsletter_issue"."status" = $2 THEN NULL ELSE "newsletter_issue"."finishedAt" END
       RETURNING "id", (xmax = 0) AS "inserted"`,
      [episodeId, NewsletterIssueStatus.Cancelled, NewsletterIssueStatus.Sending],
    )) as Array<{ id: number; inserted: boolean }>;
    const [{ id, inserted }] = rows;
    if (inserted) {
      await manager.query(
        `INSERT INTO "newsletter_delivery" ("issueId", "subscriberId") SELECT $1, "id" FROM "newsletter_subscriber" WHERE "status" = $2 ON CONFLICT DO NOTHING`,
        [id, SubscriberStatus.Confirmed],
      );
    } else {
      await manager.query(`UPDATE "newsletter_delivery" SET "status" = $2 WHERE "issueId" = $1 AND "status" = $3`, [
        id,
        DeliveryStatus.Queued,
        DeliveryStatus.Cancelled,
      ]);
    }
    return id;
  }

  findIssue(id: number): Promise<NewsletterIssueEntity | null> {
    return this.issues.findOneBy({ id });
  }

  /** Mailings that still have mail to send (queued again at start). */
  async openIssueIds(): Promise<number[]> {
    return (await this.issues.find({ where: { status: NewsletterIssueStatus.Sending }, select: { id: true }, order: { id: 'ASC' } })).map((issue) => issue.id);
  }

  /**
   * Takes the next delivery of the mailing for this worker: a queued one, or one whose claim is older
   * than `leaseMs` (its worker died). SKIP LOCKED: two workers never take the same row.
   */
  async claimNext(issueId: number, leaseMs: number): Promise<NewsletterDeliveryEntity | null> {
    const rows = (await this.deliveries.query(
      `UPDATE "newsletter_delivery" SET "status" = $2, "claimedAt" = now(), "attempts" = "attempts" + 1
       WHERE "id" = (
         SELECT "id" FROM "newsletter_delivery"
         WHERE "issueId" = $1 AND ("status" = $3 OR ("status" = $2 AND "claimedAt" < now() - make_interval(secs => $4)))
         ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [issueId, DeliveryStatus.Sending, DeliveryStatus.Queued, leaseMs / 1000],
    )) as [NewsletterDeliveryEntity[], number] | NewsletterDeliveryEntity[];
    // pg answers an UPDATE … RETURNING as [rows, count] through TypeORM.
    const list = Array.isArray(rows[0]) ? (rows[0] as NewsletterDeliveryEntity[]) : (rows as NewsletterDeliveryEntity[]);
    return list[0] ?? null;
  }

  /** Whether a worker holds a claimed delivery of the mailing (being sent, or left by a worker that died). */
  async hasInFlight(issueId: number): Promise<boolean> {
    return this.deliveries.existsBy({ issueId, status: DeliveryStatus.Sending });
  }

  /** Whether claimNext would find a delivery now (queued, or a claim older than `leaseMs`). */
  async hasClaimable(issueId: number, leaseMs: number): Promise<boolean> {
    const rows = (await this.deliveries.query(
      `SELECT EXISTS (SELECT 1 FROM "newsletter_delivery" WHERE "issueId" = $1 AND ("status" = $2 OR ("status" = $3 AND "claimedAt" < now() - make_interval(secs => $4)))) AS "found"`,
      [issueId, DeliveryStatus.Queued, DeliveryStatus.Sending, leaseMs / 1000],
    )) as Array<{ found: boolean }>;
    return rows[0]?.found === true;
  }

  async finishDelivery(id: number, status: DeliveryStatus, error: string | null): Promise<void> {
    await this.deliveries.update(
      { id, status: DeliveryStatus.Sending },
      { status, error: error?.slice(0, 1000) ?? null, sentAt: status === DeliveryStatus.Sent ? new Date() : null, claimedAt: null },
    );
  }

  /** In the unpublishing transaction: the episode's mailing stops (what is queued is cancelled; a mail being sent finishes). */
  async cancelForEpisode(manager: EntityManager, episodeId: number): Promise<void> {
    const issues = (await manager.query(
      `UPDATE "newsletter_issue" SET "status" = $2, "finishedAt" = now() WHERE "episodeId" = $1 AND "status" = $3 RETURNING "id"`,
      [episodeId, NewsletterIssueStatus.Cancelled, NewsletterIssueStatus.Sending],
    )) as [Array<{ id: number }>, number];
    for (const { id } of issues[0]) {
      await manager.query(`UPDATE "newsletter_delivery" SET "status" = $2 WHERE "issueId" = $1 AND "status" = $3`, [
        id,
        DeliveryStatus.Cancelled,
        DeliveryStatus.Queued,
      ]);
    }
  }

  /** The unpublished episode's mailing stops: what is queued is cancelled (a mail in flight finishes as sent). */
  async cancel(issueId: number): Promise<void> {
    await this.deliveries.update({ issueId, status: DeliveryStatus.Queued }, { status: DeliveryStatus.Cancelled });
    await this.issues.update({ id: issueId, status: NewsletterIssueStatus.Sending }, { status: NewsletterIssueStatus.Cancelled, finishedAt: new Date() });
  }

  /** Marks the mailing done when nothing is queued or being sent any more. */
  async closeIfFinished(issueId: number): Promise<boolean> {
    const result = await this.issues
      .createQueryBuilder()
      .update()
      .set({ status: NewsletterIssueStatus.Done, finishedAt: () => 'now()' })
      .where('id = :issueId AND status = :sending', { issueId, sending: NewsletterIssueStatus.Sending })
      .andWhere(`NOT EXISTS (SELECT 1 FROM "newsletter_delivery" d WHERE d."issueId" = :issueId AND d."status" IN (:...open))`, {
        open: [DeliveryStatus.Queued, DeliveryStatus.Sending],
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async counts(issueIds: number[]): Promise<Map<number, IssueCounts>> {
    const counts = new Map<number, IssueCounts>(issueIds.map((id) => [id, { queued: 0, sent: 0, failed: 0, cancelled: 0 }]));
    if (issueIds.length === 0) return counts;
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.issueId', 'issueId')
      .addSelect('d.status', 'status')
      .addSelect('count(*)', 'count')
      .where('d.issueId IN (:...issueIds)', { issueIds })
      .groupBy('d.issueId')
      .addGroupBy('d.status')
      .getRawMany<{ issueId: number; status: DeliveryStatus; count: string }>();
    for (const row of rows) {
      const entry = counts.get(row.issueId);
      if (!entry) continue;
      const key = row.status === DeliveryStatus.Sending ? 'queued' : row.status;
      entry[key] += Number(row.count);
    }
    return counts;
  }

  /** The mailings, newest first, with their episode's title. */
  async history(limit: number): Promise<Array<NewsletterIssueEntity & { episodeTitle: string; episodeNumber: number }>> {
    const rows = await this.issues
      .createQueryBuilder('issue')
      .innerJoin('episode', 'episode', 'episode.id = issue."episodeId"')
      .select(['issue.id', 'issue.episodeId', 'issue.status', 'issue.createdAt', 'issue.finishedAt'])
      .addSelect('episode.title', 'episodeTitle')
      .addSelect('episode."episodeNumber"', 'episodeNumber')
      .orderBy('issue.id', 'DESC')
      .limit(limit)
      .getRawAndEntities();
    return rows.entities.map((issue, index) => ({
      ...issue,
      episodeTitle: String(rows.raw[index].episodeTitle),
      episodeNumber: Number(rows.raw[index].episodeNumber),
    }));
  }
}
