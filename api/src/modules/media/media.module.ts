import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { processStartedAt } from '../../common/process-started-at';
import { InFlightUploads } from './in-flight-uploads';
import { sweepPartialFiles } from './storage/partial-sweep';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import { EpisodeLifecycle } from '../../common/episode-lifecycle';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { TranscodeQueueModule } from './transcode-queue.service';
import { MediaAccessService } from './media-access.service';
import { MediaStorageModule } from './media-storage.module';
import { MediaController } from './media.controller';
import { StableMediaController } from './stable-media.controller';
import { TusUploadsController } from './tus/tus-uploads.controller';
import { TusUploadsService } from './tus/tus-uploads.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { VideoAssetsController } from './video-assets.controller';
import { VideoAssetsService } from './video-assets.service';

/**
 * Uploads, signed media links and video assets (docs/media.md; the public catalogue answers approved-video).
 * Its providers inject AssetCommentCounts (comments) and UploadedThumbnails (artwork); what it
 * provides to episodes is in MediaPortsModule.
 */
@Module({
  imports: [EpisodeMediaModule, MediaStorageModule, TranscodeQueueModule],
  controllers: [UploadsController, TusUploadsController, VideoAssetsController, MediaController, StableMediaController],
  providers: [UploadsService, TusUploadsService, VideoAssetsService, MediaAccessService, InFlightUploads],
  exports: [UploadsService, VideoAssetsService, InFlightUploads, MediaStorageModule],
})
export class MediaModule implements OnModuleInit {
  constructor(
    private readonly lifecycle: EpisodeLifecycle,
    private readonly videoAssets: VideoAssetsService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  private readonly logger = new Logger('Media');

  onModuleInit(): void {
    // Uploads a killed process was writing (its .partial files): nothing else will ever remove them.
    if (this.storage.kind === 'local') {
      void sweepPartialFiles(this.config.STORAGE_DIR, processStartedAt()).then(
        (removed) => removed.length > 0 && this.logger.warn(`Removed ${removed.length} partial upload file(s) left by a stopped process`),
        (error: unknown) => this.logger.warn(`Could not sweep partial uploads: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    this.lifecycle.onBeforeDelete((episodeId) => this.videoAssets.deleteEpisodeFiles(episodeId));
  }
}
