import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaFields } from './episode-media-fields';
import { EpisodeEntity } from './episode.entity';

/**
 * The part of the episodes domain the media modules (uploads, transcoding, text tracks) build on: the
 * episode columns they fill. Kept apart from
 * EpisodesModule so the worker process uses it without the episode routes and the ports those need
 * (docs/architecture.md, "Module graph").
 */
@Module({
  imports: [TypeOrmModule.forFeature([EpisodeEntity])],
  providers: [EpisodeMediaFields],
  exports: [EpisodeMediaFields],
})
export class EpisodeMediaModule {}
