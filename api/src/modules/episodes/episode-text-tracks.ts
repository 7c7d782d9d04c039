import { ApiProperty } from '@nestjs/swagger';

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

/**
 * The episodes module's port for an episode's chapters and transcript: the text-tracks module, which
 * sits above episodes and media, provides its reads (TextTracksPortsModule; docs/architecture.md, "Module graph").
 */
export abstract class EpisodeTextTracks {
  /** The chapters (by time) and transcript of an episode, as its public page shows them. */
  abstract publicOf(episodeId: number): Promise<EpisodeTextTracksView>;
}
