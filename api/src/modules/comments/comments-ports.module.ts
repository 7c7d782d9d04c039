import { Global, Module } from '@nestjs/common';
import { AssetCommentCounts } from '../media/asset-comment-counts';
import { CommentRepository } from './comment.repository';
import { CommentsModule } from './comments.module';

/**
 * What the comments module provides to the media module below it: how many review comments each
 * video has. Global so media injects the port without importing comments (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [CommentsModule],
  providers: [
    {
      provide: AssetCommentCounts,
      inject: [CommentRepository],
      useFactory: (comments: CommentRepository): AssetCommentCounts => ({ countFor: (assetIds) => comments.countForAssets(assetIds) }),
    },
  ],
  exports: [AssetCommentCounts],
})
export class CommentsPortsModule {}
