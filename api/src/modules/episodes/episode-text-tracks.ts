import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ModulePort } from '../../common/module-port';

/** A chapter as listeners see it. */
export class ChapterDto {
  @ApiProperty({ minimum: 0, description: 'Whole seconds into the video' })
  startSeconds: number;

  @ApiProperty()
  title: string;
}

/** A paragraph of the transcript as readable text (markup removed). */
export class TranscriptParagraphDto {
  @ApiProperty({ minimum: 0, description: 'Whole seconds into the video where the paragraph starts' })
  startSeconds: number;

  @ApiProperty({ type: String, nullable: true, description: 'The speaker, when the transcript names one' })
  speaker: string | null;

  @ApiProperty()
  text: string;
}

/** Where an episode's transcript is served, in both formats. */
export class TranscriptFilesDto {
  @ApiProperty({ description: 'BCP 47 language tag' })
  language: string;

  @ApiProperty({ description: 'The transcript as WebVTT (text/vtt), a path on this site' })
  vttUrl: string;

  @ApiProperty({ description: 'The transcript as SRT (application/srt), a path on this site' })
  srtUrl: string;
}

/** The transcript on the episode page: its files and its text. */
export class PublicTranscriptDto extends TranscriptFilesDto {
  @ApiProperty({ type: TranscriptParagraphDto, isArray: true })
  paragraphs: TranscriptParagraphDto[];
}

export interface EpisodeTextTracksView {
  chapters: ChapterDto[];
  transcript: PublicTranscriptDto | null;
}

export interface TextTrackSource {
  /** The chapters (by time) and transcript of an episode, as its public page shows them. */
  publicOf(episodeId: number): Promise<EpisodeTextTracksView>;
}

/**
 * The episodes module's port for an episode's chapters and transcript: the text-tracks module, which
 * sits above episodes and media, plugs its reads in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class EpisodeTextTracks extends ModulePort<TextTrackSource> {
  constructor() {
    super('EpisodeTextTracks');
  }
}
