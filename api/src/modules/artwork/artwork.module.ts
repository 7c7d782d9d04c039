import { Module, OnModuleInit } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { EpisodesModule } from '../episodes/episodes.module';
import { ImagesModule } from '../images/images.module';
import { MediaModule } from '../media/media.module';
import { MediaRepository } from '../transcoding/media.repository';
import { ArtworkController } from './artwork.controller';
import { EpisodeArtworkService } from './episode-artwork.service';
import { GuestPortraitService } from './guest-portrait.service';
import { ImageStore } from './image-store.service';
import { UploadedArtworkService } from './uploaded-artwork.service';
import { EpisodeLifecycle } from '../../common/episode-lifecycle';

/**
 * Images: episode artwork and guest portraits, each stored in several widths and formats
 * (docs/artwork.md). It sits above episodes, media and bookings; ArtworkPortsModule provides their
 * ports: the episode page's guest lookup, the removal of a deleted guest's portrait files, and the
 * rendering and adoption of the create-episode form's thumbnail.
 */
@Module({
  imports: [EpisodesModule, EpisodeMediaModule, MediaModule, ImagesModule, BookingsModule],
  controllers: [ArtworkController],
  // MediaRepository is the ffmpeg runner (a frame grab here); it holds no state, so this module has its own.
  providers: [ImageStore, EpisodeArtworkService, GuestPortraitService, UploadedArtworkService, MediaRepository],
  exports: [EpisodeArtworkService, GuestPortraitService, ImageStore, UploadedArtworkService],
})
export class ArtworkModule implements OnModuleInit {
  constructor(
    private readonly uploaded: UploadedArtworkService,
    private readonly lifecycle: EpisodeLifecycle,
  ) {}

  onModuleInit(): void {
    this.lifecycle.onBeforeDelete((episodeId) => this.uploaded.removeAdoptedFiles(episodeId));
  }
}
