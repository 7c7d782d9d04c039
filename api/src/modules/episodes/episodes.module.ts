import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEpisodeListRepository } from './admin-episode-list.repository';
import { AdminEpisodeListService } from './admin-episode-list.service';
import { AdminEpisodesController } from './admin-episodes.controller';
import { EpisodeMediaModule } from './episode-media.module';
import { EpisodeEntity } from './episode.entity';
import { EpisodeRepository } from './episode.repository';
import { EpisodesController } from './episodes.controller';
import { EpisodesService } from './episodes.service';
import { PublicEpisodeListCache } from './public-episode-list.cache';
import { PublishRule } from './publish-rule.service';

/**
 * Episodes: their routes, publishing and the public pages. The providers here inject the ports the
 * modules above provide (EpisodeVideos, EpisodeGuests, EpisodeThumbnails, EpisodeTextTracks,
 * EpisodePlays, EpisodePublications): the app does not boot without them (docs/architecture.md, "Module graph").
 */
@Module({
  imports: [EpisodeMediaModule, TypeOrmModule.forFeature([EpisodeEntity])],
  controllers: [EpisodesController, AdminEpisodesController],
  providers: [AdminEpisodeListRepository, AdminEpisodeListService, EpisodeRepository, EpisodesService, PublicEpisodeListCache, PublishRule],
  exports: [EpisodesService],
})
export class EpisodesModule {}
