import { Module, OnModuleInit } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { GuestPortraitFiles } from '../bookings/guest-portrait-files';
import { GuestProfiles } from '../bookings/guest-profiles.service';
import { EpisodeGuests } from '../episodes/episode-guests';
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
import { EpisodeThumbnails } from '../episodes/episode-thumbnails';
import { UploadedThumbnails } from '../media/uploaded-thumbnails';

/**
 * Images: episode artwork and guest portraits, each stored in several widths and formats
 * (docs/artwork.md). It sits above episodes, media and bookings, and plugs in their ports: the
 * episode page's guest lookup, the removal of a deleted guest's portrait files, and the rendering and
 * adoption of the create-episode form's thumbnail.
 */
@Module({
  imports: [EpisodesModule, EpisodeMediaModule, MediaModule, ImagesModule, BookingsModule],
  controllers: [ArtworkController],
  // MediaRepository is the ffmpeg runner (a frame grab here); it holds no state, so this module has its own.
  providers: [ImageStore, EpisodeArtworkService, GuestPortraitService, UploadedArtworkService, MediaRepository],
  exports: [EpisodeArtworkService, GuestPortraitService],
})
export class ArtworkModule implements OnModuleInit {
  constructor(
    private readonly images: ImageStore,
    private readonly profiles: GuestProfiles,
    private readonly episodeGuests: EpisodeGuests,
    private readonly portraitFiles: GuestPortraitFiles,
    private readonly uploaded: UploadedArtworkService,
    private readonly uploadedThumbnails: UploadedThumbnails,
    private readonly episodeThumbnails: EpisodeThumbnails,
    private readonly lifecycle: EpisodeLifecycle,
  ) {}

  onModuleInit(): void {
    this.episodeGuests.plug({ profileOf: (bookingId) => this.profiles.profileOf(bookingId) });
    this.portraitFiles.plug({ remove: (prefix) => this.images.remove(prefix) });
    // The create-episode form's thumbnail: rendered on upload, taken by the episode given its URL.
    this.uploadedThumbnails.plug({ render: (sourceKey, name) => this.uploaded.render(sourceKey, name) });
    this.episodeThumbnails.plug({ adopt: (episodeId, url) => this.uploaded.adopt(episodeId, url) });
    this.lifecycle.onBeforeDelete((episodeId) => this.uploaded.removeAdoptedFiles(episodeId));
  }
}
