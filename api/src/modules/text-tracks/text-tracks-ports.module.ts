import { Global, Module } from '@nestjs/common';
import { EpisodeTextTracks } from '../episodes/episode-text-tracks';
import { TextTracksModule } from './text-tracks.module';
import { TextTracksService } from './text-tracks.service';

/**
 * What the text-tracks module provides to the episodes module below it: an episode's chapters and
 * transcript for its public page. Global so episodes injects the port without importing text-tracks
 * (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [TextTracksModule],
  providers: [
    {
      provide: EpisodeTextTracks,
      inject: [TextTracksService],
      useFactory: (tracks: TextTracksService): EpisodeTextTracks => ({ publicOf: (episodeId) => tracks.publicOf(episodeId) }),
    },
  ],
  exports: [EpisodeTextTracks],
})
export class TextTracksPortsModule {}
