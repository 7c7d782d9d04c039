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
import { PublishRule } from './publish-rule.service';

/**
 * Episodes: creating, editing and publishing them, and their admin routes (the public catalogue
 * serves the public reads). The providers here inject the ports the modules above provide
 * (EpisodeVideos, EpisodeGuests, EpisodeThumbnails, EpisodePlays, EpisodePublications): the app does not boot without them (docs/architecture.md, "Module graph").
 */
@Module({
  imports: [EpisodeMediaModule, TypeOrmModule.forFeature([EpisodeEntity])],
  controllers: [EpisodesController, AdminEpisodesController],
  providers: [AdminEpisodeListRepository, AdminEpisodeListService, EpisodeRepository, EpisodesService, PublishRule],
  exports: [EpisodesService],
})
export class EpisodesModule {}
