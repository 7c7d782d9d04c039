import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { VideoAssetRepository } from '../media/video-asset.repository';
import type { VideoAssetEntity } from '../media/video-asset.entity';
import { AssetCommentCreateDto, COMMENT_MESSAGES, CommentCreateDto, CommentUpdateDto } from './comment.dto';
import type { CommentEntity } from './comment.entity';
import { CommentRepository } from './comment.repository';
import { carriedPlacement, placeComment, type PlacementInput } from './comment-placement';

/** A guest's comment through a review link, on the link's own video (the review-links module has checked the link). */
export interface GuestCommentInput extends PlacementInput {
  authorName: string;
  text: string;
  timecodeMs: number;
}

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
    return this.comments.create({ text: dto.text, author: dto.author ?? 'Admin', episodeId, videoAssetId: null, ...placeComment(dto, null) });
  }

  async addToAsset(assetId: number, dto: AssetCommentCreateDto): Promise<CommentEntity> {
    const asset = await this.requireAsset(assetId);
    if (dto.episodeId !== undefined) {
      await this.requireEpisode(dto.episodeId);
      if (asset.episodeId !== null && asset.episodeId !== dto.episodeId) throw new BadRequestException(COMMENT_MESSAGES.assetOfOtherEpisode);
    }
    const episodeId = dto.episodeId ?? asset.episodeId;
    if (episodeId === null) throw new BadRequestException(COMMENT_MESSAGES.episodeRequired);
    return this.comments.create({ text: dto.text, author: dto.author ?? 'Admin', episodeId, videoAssetId: assetId, ...placeComment(dto, asset) });
  }

  /** A guest's comment through a review link: marked as the guest's, on the link's video, snapped like the team's. */
  addThroughReviewLink(link: { id: number; episodeId: number }, video: VideoAssetEntity, input: GuestCommentInput): Promise<CommentEntity> {
    return this.comments.create({
      text: input.text,
      author: input.authorName,
      authorKind: 'guest',
      reviewLinkId: link.id,
      episodeId: link.episodeId,
      videoAssetId: video.id,
      ...placeComment(input, video),
    });
  }

  listForReviewLink(linkId: number, videoAssetId: number): Promise<CommentEntity[]> {
    return this.comments.listForReviewLink(linkId, videoAssetId);
  }

  countForReviewLink(linkId: number): Promise<number> {
    return this.comments.countForReviewLink(linkId);
  }

  countForReviewLinks(linkIds: number[]): Promise<Map<number, number>> {
    return this.comments.countForReviewLinks(linkIds);
  }

  /** GET …/carry-over: the previous version's unresolved comments not yet carried onto this one. */
  async carryOverOffer(assetId: number): Promise<CommentEntity[]> {
    const asset = await this.requireAsset(assetId);
    const previous = await this.assets.previousOf(asset);
    return previous ? this.comments.carryOverOffer(previous.id, asset.id) : [];
  }

  /** POST …/carry-over: copies the chosen offered comments onto this version (the originals stay); any id not offered is a 400. */
  async carryOver(assetId: number, commentIds: number[]): Promise<CommentEntity[]> {
    const asset = await this.requireAsset(assetId);
    const previous = await this.assets.previousOf(asset);
    const offered = previous ? await this.comments.carryOverOffer(previous.id, asset.id) : [];
    const byId = new Map(offered.map((comment) => [comment.id, comment]));
    const wanted = [...new Set(commentIds)];
    if (!previous || asset.episodeId === null || wanted.some((id) => !byId.has(id))) throw new BadRequestException(COMMENT_MESSAGES.notOffered);
    const episodeId = asset.episodeId;
    const chosen = offered.filter((comment) => wanted.includes(comment.id));
    return this.comments.createMany(
      chosen.map((comment) => ({
        text: comment.text,
        author: comment.author,
        authorKind: comment.authorKind,
        reviewLinkId: null,
        carriedFromId: comment.id,
        episodeId,
        videoAssetId: asset.id,
        ...carriedPlacement(
          { timecodeMs: comment.timecodeMs ?? comment.timecodeSec * 1000, endMs: comment.endMs, drawing: comment.drawing },
          previous.frameRate,
          asset,
        ),
      })),
    );
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

  private async requireAsset(id: number): Promise<VideoAssetEntity> {
    const asset = await this.assets.findById(id);
    if (!asset) throw new NotFoundException(COMMENT_MESSAGES.assetNotFound);
    return asset;
  }
}
