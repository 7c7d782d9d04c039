import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { CommentEntity } from './comment.entity';

// timecodeSec first: a row a pre-issue-35 release wrote (timecodeMs null) still sorts by its second.
const BY_TIMECODE = { timecodeSec: 'ASC', timecodeMs: 'ASC', id: 'ASC' } as const;

export type NewComment = Pick<CommentEntity, 'text' | 'timecodeSec' | 'author' | 'episodeId' | 'videoAssetId'> &
  Partial<Pick<CommentEntity, 'timecodeMs' | 'endMs' | 'drawing' | 'authorKind' | 'reviewLinkId' | 'carriedFromId'>>;

@Injectable()
export class CommentRepository {
  constructor(@InjectRepository(CommentEntity) private readonly repo: Repository<CommentEntity>) {}

  listForEpisode(episodeId: number): Promise<CommentEntity[]> {
    return this.repo.find({ where: { episodeId }, order: BY_TIMECODE });
  }

  listForAsset(videoAssetId: number): Promise<CommentEntity[]> {
    return this.repo.find({ where: { videoAssetId }, order: BY_TIMECODE });
  }

  /** assetId → its number of comments (the AssetCommentCounts port of the media module). */
  async countForAssets(assetIds: number[]): Promise<Map<number, number>> {
    if (assetIds.length === 0) return new Map();
    const rows = await this.repo
      .createQueryBuilder('c')
      .select('c.videoAssetId', 'assetId')
      .addSelect('COUNT(*)', 'count')
      .where('c.videoAssetId IN (:...ids)', { ids: assetIds })
      .groupBy('c.videoAssetId')
      .getRawMany<{ assetId: number; count: string }>();
    return new Map(rows.map((row) => [Number(row.assetId), Number(row.count)]));
  }

  async countsByAsset(episodeId: number): Promise<Array<{ assetId: number; count: number }>> {
    const rows = await this.repo
      .createQueryBuilder('comment')
      .select('comment.videoAssetId', 'assetId')
      .addSelect('COUNT(*)::int', 'count')
      .where('comment.episodeId = :episodeId AND comment.videoAssetId IS NOT NULL', { episodeId })
      .groupBy('comment.videoAssetId')
      .orderBy('comment.videoAssetId', 'ASC')
      .getRawMany<{ assetId: number; count: number }>();
    return rows.map((row) => ({ assetId: Number(row.assetId), count: Number(row.count) }));
  }

  create(fields: NewComment): Promise<CommentEntity> {
    return this.repo.save(this.repo.create({ authorKind: 'staff', ...fields }));
  }

  createMany(rows: NewComment[]): Promise<CommentEntity[]> {
    return this.repo.save(rows.map((fields) => this.repo.create({ authorKind: 'staff', ...fields })));
  }

  /** The comments a guest made through one link, on that link's video. */
  listForReviewLink(reviewLinkId: number, videoAssetId: number): Promise<CommentEntity[]> {
    return this.repo.find({ where: { reviewLinkId, videoAssetId }, order: BY_TIMECODE });
  }

  countForReviewLink(reviewLinkId: number): Promise<number> {
    return this.repo.countBy({ reviewLinkId });
  }

  /** reviewLinkId → comments made through it. */
  async countForReviewLinks(linkIds: number[]): Promise<Map<number, number>> {
    if (linkIds.length === 0) return new Map();
    const rows = await this.repo
      .createQueryBuilder('c')
      .select('c.reviewLinkId', 'linkId')
      .addSelect('COUNT(*)', 'count')
      .where('c.reviewLinkId IN (:...ids)', { ids: linkIds })
      .groupBy('c.reviewLinkId')
      .getRawMany<{ linkId: number; count: string }>();
    return new Map(rows.map((row) => [Number(row.linkId), Number(row.count)]));
  }

  /** Unresolved comments of `fromAssetId` not yet carried onto `toAssetId`. */
  async carryOverOffer(fromAssetId: number, toAssetId: number): Promise<CommentEntity[]> {
    const carried = await this.repo.find({ where: { videoAssetId: toAssetId, carriedFromId: Not(IsNull()) }, select: { carriedFromId: true } });
    const taken = carried.map((row) => row.carriedFromId as number);
    return this.repo.find({
      where: { videoAssetId: fromAssetId, resolved: false, ...(taken.length ? { id: Not(In(taken)) } : {}) },
      order: BY_TIMECODE,
    });
  }

  findById(id: number): Promise<CommentEntity | null> {
    return this.repo.findOneBy({ id });
  }

  save(comment: CommentEntity): Promise<CommentEntity> {
    return this.repo.save(comment);
  }

  /** An edit: one UPDATE of only the given columns (a concurrent edit of other columns is kept), then the row. */
  async updateFields(id: number, changes: Partial<CommentEntity>): Promise<CommentEntity | null> {
    if (Object.keys(changes).length > 0) await this.repo.update({ id }, changes);
    return this.repo.findOneBy({ id });
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
