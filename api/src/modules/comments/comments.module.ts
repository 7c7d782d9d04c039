import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { MediaModule } from '../media/media.module';
import { CommentEntity } from './comment.entity';
import { CommentRepository } from './comment.repository';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** Time-coded review comments on an episode and its videos; CommentsPortsModule gives the media module their counts. */
@Module({
  imports: [EpisodeMediaModule, MediaModule, TypeOrmModule.forFeature([CommentEntity])],
  controllers: [CommentsController],
  providers: [CommentRepository, CommentsService],
  exports: [CommentRepository, CommentsService],
})
export class CommentsModule {}
