import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { AssetCommentCounts } from '../media/asset-comment-counts';
import { MediaModule } from '../media/media.module';
import { CommentEntity } from './comment.entity';
import { CommentRepository } from './comment.repository';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** Time-coded review comments on an episode and its videos; plugs its counts into the media module's AssetCommentCounts. */
@Module({
  imports: [EpisodeMediaModule, MediaModule, TypeOrmModule.forFeature([CommentEntity])],
  controllers: [CommentsController],
  providers: [CommentRepository, CommentsService],
})
export class CommentsModule implements OnModuleInit {
  constructor(
    private readonly counts: AssetCommentCounts,
    private readonly comments: CommentRepository,
  ) {}

  onModuleInit(): void {
    this.counts.plug({ countFor: (assetIds) => this.comments.countForAssets(assetIds) });
  }
}
