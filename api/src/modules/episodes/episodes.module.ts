import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEpisodeListRepository } from './admin-episode-list.repository';
import { AdminEpisodeListService } from './admin-episode-list.service';
import { AdminEpisodesController } from './admin-episodes.controller';
import { EpisodeMediaModule } from './episode-media.module';
import { EpisodePlays } from './episode-plays';
import { EpisodeEntity } from './episode.entity';
import { EpisodeRepository } from './episode.repository';
import { EpisodesController } from './episodes.controller';
import { EpisodesService } from './episodes.service';
import { PublicEpisodeListCache } from './public-episode-list.cache';
import { PublishRule } from './publish-rule.service';

@Module({
  imports: [EpisodeMediaModule, TypeOrmModule.forFeature([EpisodeEntity])],
  controllers: [EpisodesController, AdminEpisodesController],
  providers: [AdminEpisodeListRepository, AdminEpisodeListService, EpisodePlays, EpisodeRepository, EpisodesService, PublicEpisodeListCache, PublishRule],
  exports: [EpisodesService, EpisodePlays],
})
export class EpisodesModule {}
