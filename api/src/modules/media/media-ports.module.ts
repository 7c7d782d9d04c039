import { Global, Module } from '@nestjs/common';
import { EpisodeVideos } from '../episodes/episode-videos';
import { MediaStorageModule } from './media-storage.module';
import { VideoAssetRepository } from './video-asset.repository';

/**
 * What the media module provides to the episodes module below it: an episode's edited videos.
 * Global so episodes injects the port without importing media (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [MediaStorageModule],
  providers: [
    {
      provide: EpisodeVideos,
      inject: [VideoAssetRepository],
      useFactory: (assets: VideoAssetRepository): EpisodeVideos => ({ editedOf: (episodeId) => assets.editedOf(episodeId) }),
    },
  ],
  exports: [EpisodeVideos],
})
export class MediaPortsModule {}
