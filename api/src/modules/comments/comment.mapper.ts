import type { CommentDto } from './comment.dto';
import type { CommentEntity } from './comment.entity';

export function mapComment(comment: CommentEntity): CommentDto {
  return {
    id: comment.id,
    text: comment.text,
    timecodeSec: comment.timecodeSec,
    author: comment.author,
    episodeId: comment.episodeId,
    videoAssetId: comment.videoAssetId,
    resolved: comment.resolved,
    createdAt: comment.createdAt.toISOString(),
  };
}
