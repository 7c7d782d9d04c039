import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { PublicCatalogueModule } from '../public-catalogue/public-catalogue.module';
import { MediaStorageModule } from '../media/media-storage.module';
import { ChapterRepository } from './chapter.repository';
import { ChaptersService } from './chapters.service';
import { EpisodeChapterEntity } from './episode-chapter.entity';
import { EpisodeTranscriptEntity } from './episode-transcript.entity';
import { FinalVideoLookup } from './final-video.lookup';
import { PublicTextTracksController } from './public-text-tracks.controller';
import { TextTracksController } from './text-tracks.controller';
import { TextTracksService } from './text-tracks.service';
import { TranscriptRepository } from './transcript.repository';
import { TranscriptsService } from './transcripts.service';

/**
 * Chapters and transcripts of an episode (issue 20, docs/text-tracks.md). It sits above episodes and
 * media (their final video times both); TextTracksPortsModule gives episodes the episode page's read.
 */
@Module({
  imports: [EpisodeMediaModule, MediaStorageModule, PublicCatalogueModule, TypeOrmModule.forFeature([EpisodeChapterEntity, EpisodeTranscriptEntity])],
  controllers: [TextTracksController, PublicTextTracksController],
  providers: [ChapterRepository, TranscriptRepository, FinalVideoLookup, ChaptersService, TranscriptsService, TextTracksService],
  exports: [TextTracksService, TranscriptsService],
})
export class TextTracksModule {}
