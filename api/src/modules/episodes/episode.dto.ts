import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { EditingStatus, EPISODE_FIELD_MESSAGES, EpisodeStatus, SHOW_NOTES_MAX } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsEnum, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ImageSetDto } from '../../common/image-set.dto';
import { OptionalField } from '../../common/optional-field';
import { ChapterDto, PublicTranscriptDto } from './episode-text-tracks';

export const EPISODE_MESSAGES = {
  ...EPISODE_FIELD_MESSAGES,
  episodeNumber: 'Episode number must be a whole number of 1 or more',
  status: `Status must be one of: ${Object.values(EpisodeStatus).join(', ')}`,
  editingStatus: `Editing status must be one of: ${Object.values(EditingStatus).join(', ')}`,
  duration: 'Duration must be minutes:seconds (like 42:18), hours:minutes:seconds, or whole minutes',
  publishedAt: 'Published date must be an ISO 8601 date',
  showNotes: `Show notes must be text of at most ${SHOW_NOTES_MAX} characters`,
  finalVideoAssetId: 'Final video must be the id of an edited video of this episode',
  guestId: 'Guest must be the id of a guest in Guest Bookings',
  guestNotFound: 'Guest not found',
  notFound: 'Episode not found',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: blank means "none". */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);
/** The forms parse numbers themselves (spec §5), but a numeric string is accepted too. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);
/** Duration is text shown as is; a bare number means minutes. */
const durationText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : blankToNull({ value }));

const DURATION = /^(\d{1,3}|\d{1,3}:[0-5]\d|\d{1,2}:[0-5]\d:[0-5]\d)$/;
const MAX_INT = 2147483647;

/** POST /api/episodes (spec §7): title and description are required; episodeNumber defaults to 1. */
export class EpisodeCreateDto {
  @ApiProperty({ maxLength: 300 })
  @MaxLength(300)
  @Transform(trim)
  @IsString({ message: EPISODE_MESSAGES.titleRequired })
  @IsNotEmpty({ message: EPISODE_MESSAGES.titleRequired })
  title: string;

  @ApiProperty()
  @MaxLength(20000)
  @Transform(trim)
  @IsString({ message: EPISODE_MESSAGES.descriptionRequired })
  @IsNotEmpty({ message: EPISODE_MESSAGES.descriptionRequired })
  description: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Transform(toInteger)
  @OptionalField()
  @IsInt({ message: EPISODE_MESSAGES.episodeNumber })
  @Min(1, { message: EPISODE_MESSAGES.episodeNumber })
  @Max(MAX_INT, { message: EPISODE_MESSAGES.episodeNumber })
  episodeNumber?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @MaxLength(200)
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  guestName?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description: "The guest's booking (Guest Bookings): the episode page's guest card comes from it. null unlinks it; guestName stays as it is.",
  })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: EPISODE_MESSAGES.guestId })
  @Min(1, { message: EPISODE_MESSAGES.guestId })
  @Max(MAX_INT, { message: EPISODE_MESSAGES.guestId })
  guestId?: number | null;

  @ApiPropertyOptional({ enum: EpisodeStatus, enumName: 'EpisodeStatus', default: EpisodeStatus.Draft })
  @OptionalField()
  @IsEnum(EpisodeStatus, { message: EPISODE_MESSAGES.status })
  status?: EpisodeStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048 })
  @MaxLength(2048)
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  audioUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048 })
  @MaxLength(2048)
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048 })
  @MaxLength(2048)
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  thumbnailUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '42:18', description: 'Typed by an admin; otherwise ffprobe fills it' })
  @Transform(durationText)
  @IsOptional()
  @IsString({ message: EPISODE_MESSAGES.duration })
  @Matches(DURATION, { message: EPISODE_MESSAGES.duration })
  duration?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Set to now when publishing without one' })
  @Transform(blankToNull)
  @IsOptional()
  @IsDateString({ strict: true }, { message: EPISODE_MESSAGES.publishedAt })
  publishedAt?: string | null;

  @ApiPropertyOptional({ maxLength: SHOW_NOTES_MAX, description: "Markdown; rendered and sanitised on the server (links allowed). '' clears them" })
  @OptionalField()
  @IsString({ message: EPISODE_MESSAGES.showNotes })
  @MaxLength(SHOW_NOTES_MAX, { message: EPISODE_MESSAGES.showNotes })
  showNotes?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true publishes without an approved, transcoded video; false makes such a publish answer 409 (the admin screens send false unless acknowledged); absent keeps the spec behaviour (docs/spec-notes.md)',
  })
  @IsOptional()
  @IsBoolean({ message: 'publishWithoutVideo must be true or false' })
  publishWithoutVideo?: boolean;
}

/**
 * PATCH /api/admin/episodes/{id}: any subset of the creation fields (spec §7), validated like creation,
 * plus the editing status and the chosen final video. `skipNullProperties: false`: an absent field is
 * skipped, but null is validated like any value (refused for title and the other NOT NULL columns,
 * "clear it" where the field itself allows null), as OptionalField does. The OpenAPI document shows
 * the creation defaults on the inherited fields; a patch applies none (what is absent stays).
 */
export class EpisodeUpdateDto extends PartialType(EpisodeCreateDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ enum: EditingStatus, enumName: 'EditingStatus' })
  @OptionalField()
  @IsEnum(EditingStatus, { message: EPISODE_MESSAGES.editingStatus })
  editingStatus?: EditingStatus;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'An edited video asset of this episode; null falls back to the newest edited one' })
  @Transform(toInteger)
  @ValidateIf((_dto: EpisodeUpdateDto, value: unknown) => value !== null && value !== undefined)
  @IsInt({ message: EPISODE_MESSAGES.finalVideoAssetId })
  @Min(1, { message: EPISODE_MESSAGES.finalVideoAssetId })
  @Max(MAX_INT, { message: EPISODE_MESSAGES.finalVideoAssetId })
  finalVideoAssetId?: number | null;
}

/** Episode (public view), spec §3. */
export class PublicEpisodeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  episodeNumber: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Shown as is, e.g. "42:18"' })
  duration: string | null;

  @ApiProperty({ type: String, nullable: true })
  guestName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({ type: ImageSetDto, nullable: true, description: 'The admin-given artwork (thumbnailUrl then holds its JPEG); null when there is none' })
  artwork: ImageSetDto | null;
}

/** A guest as the episode page shows them, from the bookings record of the same name. */
export class EpisodeGuestDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true, description: "The guest's position" })
  role: string | null;

  @ApiProperty({ type: String, nullable: true })
  company: string | null;

  @ApiProperty({ type: ImageSetDto, nullable: true })
  portrait: ImageSetDto | null;
}

/** GET /api/episodes/{id}: the public view plus what only the episode page shows. */
export class PublicEpisodeDetailDto extends PublicEpisodeDto {
  @ApiProperty({ description: "The show notes as sanitised HTML ('' when there are none)" })
  showNotesHtml: string;

  @ApiProperty({ type: EpisodeGuestDto, nullable: true, description: 'Null when the episode names no guest' })
  guest: EpisodeGuestDto | null;

  @ApiProperty({ type: ChapterDto, isArray: true, description: 'By start time; empty when the episode has none' })
  chapters: ChapterDto[];

  @ApiProperty({ type: PublicTranscriptDto, nullable: true, description: 'Null when the episode has no transcript' })
  transcript: PublicTranscriptDto | null;
}

/** A guest's approval or change request through a review link (issue 35). */
export class EpisodeReviewDecisionDto {
  @ApiProperty({ enum: ['approved', 'changes_requested'], enumName: 'ReviewDecision' })
  decision: 'approved' | 'changes_requested';

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The name the guest gave' })
  guestName: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  decidedAt: string;
}

/** Episode (admin view), spec §3, plus the chosen final video. */
export class AdminEpisodeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  guestName: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "The guest's booking, or null when none is linked" })
  guestId: number | null;

  @ApiProperty()
  episodeNumber: number;

  @ApiProperty({ enum: EpisodeStatus, enumName: 'EpisodeStatus' })
  status: EpisodeStatus;

  @ApiProperty({ enum: EditingStatus, enumName: 'EditingStatus' })
  editingStatus: EditingStatus;

  @ApiProperty({ type: String, nullable: true })
  duration: string | null;

  @ApiProperty({ description: 'True when an admin typed the duration (transcoding leaves it alone)' })
  durationManual: boolean;

  @ApiProperty({ description: 'Plays of the episode, all time, counted as Analytics counts them (once per listener and UTC day)' })
  plays: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true })
  audioUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  videoUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;

  @ApiProperty({ type: Number, nullable: true })
  finalVideoAssetId: number | null;

  @ApiProperty({ type: ImageSetDto, nullable: true })
  artwork: ImageSetDto | null;

  @ApiProperty({ description: "Show notes as written (Markdown; '' when none)" })
  showNotes: string;

  @ApiProperty({ description: "The show notes rendered and sanitised, as the episode page shows them ('' when none)" })
  showNotesHtml: string;

  @ApiProperty({ type: EpisodeReviewDecisionDto, nullable: true, description: "The latest guest decision across the episode's review links" })
  reviewDecision: EpisodeReviewDecisionDto | null;
}

export class PlayResponseDto {
  @ApiProperty()
  success: boolean;
}
