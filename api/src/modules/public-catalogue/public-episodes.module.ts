import { Module } from '@nestjs/common';
import { MediaStorageModule } from '../media/media-storage.module';
import { ApprovedVideos } from './approved-video';
import { ApprovedVideoController } from './approved-video.controller';
import { HlsController } from './hls.controller';
import { HlsPlaylists } from './hls-playlists';
import { PublicCatalogueModule } from './public-catalogue.module';
import { PublicEpisodeDetails } from './public-episode-details';
import { PublicEpisodesController } from './public-episodes.controller';

/**
 * The public catalogue's routes: the episode list, one episode, its approved video and its HLS playlists. Its details
 * inject the EpisodeGuests and EpisodeTextTracks ports (ArtworkPortsModule, TextTracksPortsModule).
 */
@Module({
  imports: [PublicCatalogueModule, MediaStorageModule],
  controllers: [PublicEpisodesController, ApprovedVideoController, HlsController],
  providers: [PublicEpisodeDetails, ApprovedVideos, HlsPlaylists],
  exports: [PublicCatalogueModule, PublicEpisodeDetails],
})
export class PublicEpisodesModule {}
