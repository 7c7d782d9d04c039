import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CommentEntity } from './comment.entity';

const BY_TIMECODE = { timecodeSec: 'ASC', id: 'ASC' } as const;

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

  create(fields: Pick<CommentEntity, 'text' | 'timecodeSec' | 'author' | 'episodeId' | 'videoAssetId'>): Promise<CommentEntity> {
    return this.repo.save(this.repo.create(fields));
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
