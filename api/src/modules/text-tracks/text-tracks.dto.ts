import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX,
  TRANSCRIPT_LANGUAGE_PATTERN,
  TRANSCRIPT_MAX_CHARS,
  type TextTrackDecision,
  type TranscriptFormat,
} from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { ChapterDto, TranscriptFilesDto } from '../episodes/episode-text-tracks';

export const TEXT_TRACK_MESSAGES = {
  episodeNotFound: 'Episode not found',
  chapterNotFound: 'Chapter not found',
  startSeconds: 'Start must be a whole number of seconds, 0 or more',
  titleRequired: 'Chapter title is required',
  titleTooLong: `Chapter title must be at most ${CHAPTER_TITLE_MAX} characters`,
  tooManyChapters: `An episode has at most ${CHAPTERS_MAX} chapters`,
  transcriptNotFound: 'This episode has no transcript',
  fileNameRequired: 'The file name is required',
  contentRequired: 'The transcript file is empty',
  contentTooLong: `A transcript has at most ${TRANSCRIPT_MAX_CHARS.toLocaleString('en-US')} characters`,
  language: 'Language must be a language code such as en or en-US',
  unknownFormat: 'The file is not a WebVTT (.vtt) or SRT (.srt) transcript',
  decision: 'Choose keep or clear',
  decisionRequired: 'Say what to do with the chapters, the transcript, or both',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/episodes/{id}/chapters. */
export class ChapterCreateDto {
  @ApiProperty({ minimum: 0, description: 'Whole seconds into the final video (the floor of the current second)' })
  @IsInt({ message: TEXT_TRACK_MESSAGES.startSeconds })
  @Min(0, { message: TEXT_TRACK_MESSAGES.startSeconds })
  @Max(2147483647, { message: TEXT_TRACK_MESSAGES.startSeconds })
  startSeconds: number;

  @ApiProperty({ maxLength: CHAPTER_TITLE_MAX, description: 'Trimmed; must not be empty' })
  @MaxLength(CHAPTER_TITLE_MAX, { message: TEXT_TRACK_MESSAGES.titleTooLong })
  @IsNotEmpty({ message: TEXT_TRACK_MESSAGES.titleRequired })
  @Transform(trim)
  @IsString({ message: TEXT_TRACK_MESSAGES.titleRequired })
  title: string;
}

/** PATCH /api/admin/chapters/{id}: rename, move, or both; null is checked like any value, so it is refused. */
export class ChapterUpdateDto extends PartialType(ChapterCreateDto, { skipNullProperties: false }) {}

/** PUT /api/admin/episodes/{id}/transcript: the file's text, read in the browser (a transcript is small). */
export class TranscriptUploadDto {
  @ApiProperty({ maxLength: 255, description: 'The uploaded file name; .vtt or .srt tells the format when the content does not' })
  @MaxLength(255, { message: TEXT_TRACK_MESSAGES.fileNameRequired })
  @IsNotEmpty({ message: TEXT_TRACK_MESSAGES.fileNameRequired })
  @Transform(trim)
  @IsString({ message: TEXT_TRACK_MESSAGES.fileNameRequired })
  fileName: string;

  @ApiProperty({ example: 'en-US', description: 'BCP 47 language tag of the transcript' })
  @Matches(TRANSCRIPT_LANGUAGE_PATTERN, { message: TEXT_TRACK_MESSAGES.language })
  @MaxLength(35, { message: TEXT_TRACK_MESSAGES.language })
  @Transform(trim)
  @IsString({ message: TEXT_TRACK_MESSAGES.language })
  language: string;

  @ApiProperty({ maxLength: TRANSCRIPT_MAX_CHARS, description: 'The file content: WebVTT or SRT' })
  @MaxLength(TRANSCRIPT_MAX_CHARS, { message: TEXT_TRACK_MESSAGES.contentTooLong })
  @IsNotEmpty({ message: TEXT_TRACK_MESSAGES.contentRequired })
  @IsString({ message: TEXT_TRACK_MESSAGES.contentRequired })
  content: string;
}

const DECISIONS: readonly TextTrackDecision[] = ['keep', 'clear'];

/** POST /api/admin/episodes/{id}/text-tracks/review: after the final video changed. */
export class TextTrackReviewDto {
  @ApiPropertyOptional({ enum: DECISIONS, description: 'keep: they still fit the new video; clear: delete them' })
  @OptionalField()
  @IsIn(DECISIONS, { message: TEXT_TRACK_MESSAGES.decision })
  chapters?: TextTrackDecision;

  @ApiPropertyOptional({ enum: DECISIONS })
  @OptionalField()
  @IsIn(DECISIONS, { message: TEXT_TRACK_MESSAGES.decision })
  transcript?: TextTrackDecision;
}

export class AdminChapterDto extends ChapterDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Timed against an earlier final video: waits for keep or clear' })
  needsReview: boolean;
}

export class AdminTranscriptDto extends TranscriptFilesDto {
  @ApiProperty({ enum: ['vtt', 'srt'], description: 'The format it was uploaded in' })
  sourceFormat: TranscriptFormat;

  @ApiProperty()
  fileName: string;

  @ApiProperty()
  cueCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ description: 'Timed against an earlier final video: waits for keep or clear' })
  needsReview: boolean;
}

/** GET /api/admin/episodes/{id}/text-tracks. */
export class AdminTextTracksDto {
  @ApiProperty({ type: AdminChapterDto, isArray: true, description: 'By start time' })
  chapters: AdminChapterDto[];

  @ApiProperty({ type: AdminTranscriptDto, nullable: true })
  transcript: AdminTranscriptDto | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The final video they are timed against now (null: none yet)' })
  finalVideoAssetId: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The final video's length in seconds, when known" })
  finalVideoDurationSec: number | null;
}

/** GET /api/episodes/{id}/text-tracks: what the public player needs. */
export class PublicTextTracksDto {
  @ApiProperty({ type: ChapterDto, isArray: true, description: 'By start time' })
  chapters: ChapterDto[];

  @ApiProperty({ type: TranscriptFilesDto, nullable: true, description: 'Captions; null when the episode has no transcript' })
  captions: TranscriptFilesDto | null;
}
