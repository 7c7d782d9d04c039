import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaFields } from './episode-media-fields';
import { EpisodeSummaries } from './episode-summaries';
import { EpisodeEntity } from './episode.entity';

/**
 * The part of the episodes domain the media and mail modules (uploads, transcoding, the newsletter's
 * mail) build on: the episode columns they fill, and the summaries a mailing quotes. Kept apart from
 * EpisodesModule so the worker process uses it without the episode routes and the ports those need
 * (docs/architecture.md, "Module graph").
 */
@Module({
  imports: [TypeOrmModule.forFeature([EpisodeEntity])],
  providers: [EpisodeMediaFields, EpisodeSummaries],
  exports: [EpisodeMediaFields, EpisodeSummaries],
})
export class EpisodeMediaModule {}
