import type { CommentDto } from './comment.dto';
import type { CommentEntity } from './comment.entity';

export function mapComment(comment: CommentEntity): CommentDto {
  return {
    id: comment.id,
    text: comment.text,
    timecodeSec: comment.timecodeSec,
    // A row a pre-issue-35 release wrote during a rolling upgrade has whole seconds only.
    timecodeMs: comment.timecodeMs ?? comment.timecodeSec * 1000,
    endMs: comment.endMs,
    drawing: comment.drawing,
    authorKind: comment.authorKind,
    reviewLinkId: comment.reviewLinkId,
    carriedFromId: comment.carriedFromId,
    author: comment.author,
    episodeId: comment.episodeId,
    videoAssetId: comment.videoAssetId,
    resolved: comment.resolved,
    createdAt: comment.createdAt.toISOString(),
  };
}
