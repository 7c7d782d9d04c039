import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaFields } from './episode-media-fields';
import { EpisodeVideos } from './episode-videos';
import { EpisodeGuests } from './episode-guests';
import { EpisodePublications } from './episode-publications';
import { EpisodeSummaries } from './episode-summaries';
import { EpisodeTextTracks } from './episode-text-tracks';
import { EpisodeThumbnails } from './episode-thumbnails';
import { EpisodeEntity } from './episode.entity';

/**
 * The part of the episodes domain the media modules (uploads, transcoding) build on: the episode
 * columns they fill, and the port they plug their edited videos into. Kept apart from
 * EpisodesModule so the transcode worker can use it without the episode routes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EpisodeEntity])],
  providers: [EpisodeMediaFields, EpisodeVideos, EpisodeGuests, EpisodePublications, EpisodeSummaries, EpisodeTextTracks, EpisodeThumbnails],
  exports: [EpisodeMediaFields, EpisodeVideos, EpisodeGuests, EpisodePublications, EpisodeSummaries, EpisodeTextTracks, EpisodeThumbnails],
})
export class EpisodeMediaModule {}
