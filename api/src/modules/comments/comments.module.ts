import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from '../media/video-asset.entity';
import { CommentEntity } from './comment.entity';
import { CommentRepository } from './comment.repository';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity, EpisodeEntity, VideoAssetEntity])],
  controllers: [CommentsController],
  providers: [CommentRepository, CommentsService],
})
export class CommentsModule {}
