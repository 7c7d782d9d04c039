import { Global, Module } from '@nestjs/common';
import { EpisodeVideos } from '../episodes/episode-videos';
import { MediaStorageModule } from './media-storage.module';
import { OldVersionFiles, OldVersionFilesModule } from './old-version-files.service';
import { VideoAssetRepository } from './video-asset.repository';

/**
 * What the media module provides to the episodes module below it: an episode's edited videos.
 * Global so episodes injects the port without importing media (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [MediaStorageModule, OldVersionFilesModule],
  providers: [
    {
      provide: EpisodeVideos,
      inject: [VideoAssetRepository, OldVersionFiles],
      useFactory: (assets: VideoAssetRepository, oldVersions: OldVersionFiles): EpisodeVideos => ({
        editedOf: (episodeId) => assets.editedOf(episodeId),
        finalVideoChosen: (episodeId) => oldVersions.afterFinalChoice(episodeId),
      }),
    },
  ],
  exports: [EpisodeVideos],
})
export class MediaPortsModule {}
