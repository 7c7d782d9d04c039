import { Global, Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { GuestPortraitFiles } from '../bookings/guest-portrait-files';
import { GuestProfiles } from '../bookings/guest-profiles.service';
import { EpisodeGuests } from '../episodes/episode-guests';
import { EpisodeThumbnails } from '../episodes/episode-thumbnails';
import { UploadedThumbnails } from '../media/uploaded-thumbnails';
import { ArtworkModule } from './artwork.module';
import { ImageStore } from './image-store.service';
import { UploadedArtworkService } from './uploaded-artwork.service';

/**
 * What the artwork module provides to the modules below it: the episode page's guest (looked up in
 * bookings, which artwork sits above with episodes), the removal of a deleted guest's portrait files,
 * and the create-episode form's thumbnail, rendered on upload and taken by the episode given its URL.
 * Global so episodes, media and bookings inject these ports without importing artwork
 * (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [ArtworkModule, BookingsModule],
  providers: [
    {
      provide: EpisodeGuests,
      inject: [GuestProfiles],
      useFactory: (profiles: GuestProfiles): EpisodeGuests => ({ profileOf: (bookingId) => profiles.profileOf(bookingId) }),
    },
    {
      provide: GuestPortraitFiles,
      inject: [ImageStore],
      useFactory: (images: ImageStore): GuestPortraitFiles => ({ remove: (prefix) => images.remove(prefix) }),
    },
    {
      provide: UploadedThumbnails,
      inject: [UploadedArtworkService],
      useFactory: (uploaded: UploadedArtworkService): UploadedThumbnails => ({ render: (sourceKey, name) => uploaded.render(sourceKey, name) }),
    },
    {
      provide: EpisodeThumbnails,
      inject: [UploadedArtworkService],
      useFactory: (uploaded: UploadedArtworkService): EpisodeThumbnails => ({ adopt: (episodeId, url) => uploaded.adopt(episodeId, url) }),
    },
  ],
  exports: [EpisodeGuests, GuestPortraitFiles, UploadedThumbnails, EpisodeThumbnails],
})
export class ArtworkPortsModule {}
