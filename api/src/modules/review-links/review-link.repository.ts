import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Repository } from 'typeorm';
import { ReviewLinkOpenEntity } from './review-link-open.entity';
import { ReviewLinkEntity, type ReviewDecision } from './review-link.entity';

/** Newest openings listed per link. */
export const OPENS_LISTED = 20;

export interface LinkOpens {
  count: number;
  /** Newest first, at most OPENS_LISTED. */
  recent: Date[];
}

export interface LatestDecision {
  episodeId: number;
  decision: ReviewDecision;
  note: string | null;
  guestName: string | null;
  decidedAt: Date;
}

@Injectable()
export class ReviewLinkRepository {
  private readonly links: Repository<ReviewLinkEntity>;
  private readonly opens: Repository<ReviewLinkOpenEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.links = dataSource.getRepository(ReviewLinkEntity);
    this.opens = dataSource.getRepository(ReviewLinkOpenEntity);
  }

  create(fields: Pick<ReviewLinkEntity, 'episodeId' | 'videoAssetId' | 'tokenHash' | 'guestName' | 'passcodeHash' | 'watermark' | 'expiresAt' | 'createdBy'>) {
    return this.links.save(this.links.create({ ...fields, revokedAt: null, decision: null, decisionNote: null, decidedAt: null, decidedBy: null }));
  }

  findById(id: number): Promise<ReviewLinkEntity | null> {
    return this.links.findOneBy({ id });
  }

  findByTokenHash(tokenHash: string): Promise<ReviewLinkEntity | null> {
    return this.links.findOneBy({ tokenHash });
  }

  listForEpisode(episodeId: number): Promise<ReviewLinkEntity[]> {
    return this.links.find({ where: { episodeId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Revokes at once; a link revoked already keeps its first revokedAt. */
  async revoke(id: number): Promise<void> {
    await this.links.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  async decide(id: number, decision: { decision: ReviewDecision; decisionNote: string | null; decidedBy: string }): Promise<void> {
    await this.links.update({ id }, { ...decision, decidedAt: () => 'now()' });
  }

  async recordOpen(reviewLinkId: number): Promise<void> {
    await this.opens.insert({ reviewLinkId });
  }

  /** linkId → its number of openings and the newest OPENS_LISTED of them. */
  async opensOf(linkIds: number[]): Promise<Map<number, LinkOpens>> {
    const result = new Map<number, LinkOpens>(linkIds.map((id) => [id, { count: 0, recent: [] }]));
    if (linkIds.length === 0) return result;
    const rows = await this.dataSource.query<Array<{ reviewLinkId: number; openedAt: Date; total: string }>>(
      `SELECT "reviewLinkId", "openedAt", "total" FROM (
         SELECT "reviewLinkId", "openedAt", COUNT(*) OVER (PARTITION BY "reviewLinkId") AS "total",
                ROW_NUMBER() OVER (PARTITION BY "reviewLinkId" ORDER BY "openedAt" DESC, "id" DESC) AS "rank"
         FROM "review_link_open" WHERE "reviewLinkId" = ANY($1)
       ) AS o WHERE "rank" <= $2 ORDER BY "reviewLinkId", "rank"`,
      [linkIds, OPENS_LISTED],
    );
    for (const row of rows) {
      const entry = result.get(Number(row.reviewLinkId));
      if (!entry) continue;
      entry.count = Number(row.total);
      entry.recent.push(new Date(row.openedAt));
    }
    return result;
  }

  /** episodeId → the latest decision made through any of its links. */
  async latestDecisions(episodeIds: readonly number[]): Promise<Map<number, LatestDecision>> {
    if (episodeIds.length === 0) return new Map();
    const rows = await this.links
      .createQueryBuilder('l')
      .distinctOn(['l.episodeId'])
      .where({ episodeId: In([...episodeIds]) })
      .andWhere('l.decision IS NOT NULL AND l.decidedAt IS NOT NULL')
      .orderBy('l.episodeId')
      .addOrderBy('l.decidedAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .getMany();
    return new Map(
      rows.map((link) => [
        link.episodeId,
        {
          episodeId: link.episodeId,
          decision: link.decision as ReviewDecision,
          note: link.decisionNote,
          guestName: link.decidedBy,
          decidedAt: link.decidedAt as Date,
        },
      ]),
    );
  }
}
