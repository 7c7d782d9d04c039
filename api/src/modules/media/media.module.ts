import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { EpisodeLifecycle } from '../../common/episode-lifecycle';
import { TranscodeQueueModule } from '../transcoding/transcode-queue.service';
import { ApprovedVideoController } from './approved-video.controller';
import { MediaAccessService } from './media-access.service';
import { MediaStorageModule } from './media-storage.module';
import { MediaController } from './media.controller';
import { stableMediaHandler } from './stable-media.route';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { VideoAssetsController } from './video-assets.controller';
import { VideoAssetsService } from './video-assets.service';

/** Uploads, signed media links, video assets and the public approved-video answer (docs/media.md). */
@Module({
  imports: [MediaStorageModule, TranscodeQueueModule],
  controllers: [UploadsController, VideoAssetsController, MediaController, ApprovedVideoController],
  providers: [UploadsService, VideoAssetsService, MediaAccessService],
  exports: [VideoAssetsService],
})
export class MediaModule implements OnModuleInit {
  constructor(
    private readonly lifecycle: EpisodeLifecycle,
    private readonly videoAssets: VideoAssetsService,
    private readonly access: MediaAccessService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    this.lifecycle.onBeforeDelete((episodeId) => this.videoAssets.deleteEpisodeFiles(episodeId));
    const instance = this.adapterHost.httpAdapter?.getInstance<Express>();
    instance?.use(stableMediaHandler(this.access));
  }
}
