import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { AssetCommentCreateDto, COMMENT_MESSAGES, CommentCreateDto, CommentUpdateDto } from './comment.dto';
import type { CommentEntity } from './comment.entity';
import { CommentRepository } from './comment.repository';

@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly assets: VideoAssetRepository,
  ) {}

  async listForEpisode(episodeId: number): Promise<CommentEntity[]> {
    await this.requireEpisode(episodeId);
    return this.comments.listForEpisode(episodeId);
  }

  async listForAsset(assetId: number): Promise<CommentEntity[]> {
    await this.requireAsset(assetId);
    return this.comments.listForAsset(assetId);
  }

  async countsForEpisode(episodeId: number): Promise<Array<{ assetId: number; count: number }>> {
    await this.requireEpisode(episodeId);
    return this.comments.countsByAsset(episodeId);
  }

  async addToEpisode(episodeId: number, dto: CommentCreateDto): Promise<CommentEntity> {
    await this.requireEpisode(episodeId);
    return this.comments.create({ text: dto.text, timecodeSec: dto.timecodeSec, author: dto.author ?? 'Admin', episodeId, videoAssetId: null });
  }

  async addToAsset(assetId: number, dto: AssetCommentCreateDto): Promise<CommentEntity> {
    const asset = await this.requireAsset(assetId);
    if (dto.episodeId !== undefined) {
      await this.requireEpisode(dto.episodeId);
      if (asset.episodeId !== null && asset.episodeId !== dto.episodeId) throw new BadRequestException(COMMENT_MESSAGES.assetOfOtherEpisode);
    }
    const episodeId = dto.episodeId ?? asset.episodeId;
    if (episodeId === null) throw new BadRequestException(COMMENT_MESSAGES.episodeRequired);
    return this.comments.create({ text: dto.text, timecodeSec: dto.timecodeSec, author: dto.author ?? 'Admin', episodeId, videoAssetId: assetId });
  }

  async update(id: number, dto: CommentUpdateDto): Promise<CommentEntity> {
    // Only `resolved` is written: the rest of the row is never saved back from an earlier read.
    const comment = await this.comments.updateFields(id, { resolved: dto.resolved });
    if (!comment) throw new NotFoundException(COMMENT_MESSAGES.notFound);
    return comment;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.comments.delete(id))) throw new NotFoundException(COMMENT_MESSAGES.notFound);
  }

  private async requireEpisode(id: number): Promise<void> {
    if (!(await this.episodes.exists(id))) throw new NotFoundException(COMMENT_MESSAGES.episodeNotFound);
  }

  private async requireAsset(id: number): Promise<{ id: number; episodeId: number | null }> {
    const asset = await this.assets.findById(id);
    if (!asset) throw new NotFoundException(COMMENT_MESSAGES.assetNotFound);
    return asset;
  }
}
