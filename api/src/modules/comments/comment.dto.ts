import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { DrawingDto, IsDrawing } from './drawing';

export const COMMENT_MESSAGES = {
  textRequired: 'Comment text is required',
  timecode: 'Timecode must be a whole number of seconds, 0 or more',
  timecodeMs: 'timecodeMs must be a whole number of milliseconds, 0 or more',
  endMs: 'endMs must be a whole number of milliseconds, or null',
  endBeforeStart: 'The end of a range must come after its start',
  endPastVideo: 'The end of a range is past the end of the video',
  commentIds: 'commentIds must be a list of comment ids',
  notOffered: 'Only the unresolved comments of the previous version that are not carried over yet can be carried over',
  episodeId: 'Episode id must be a whole number',
  episodeRequired: 'Episode id is required for a video that belongs to no episode',
  assetOfOtherEpisode: 'This video belongs to another episode',
  resolved: 'resolved must be true or false',
  notFound: 'Comment not found',
  episodeNotFound: 'Episode not found',
  assetNotFound: 'Video asset not found',
} as const;

const MAX_INT = 2147483647;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const authorOrDefault = ({ value }: { value: unknown }) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'Admin' : trim({ value });

/** Where a comment sits on the video: a time in ms (or, for old clients, whole seconds), an optional range end and drawing. */
export class CommentPlacementDto {
  @ApiPropertyOptional({ minimum: 0, description: 'Exact time in milliseconds (snapped to the start of its frame when the frame rate is known)' })
  @OptionalField()
  @IsInt({ message: COMMENT_MESSAGES.timecodeMs })
  @Min(0, { message: COMMENT_MESSAGES.timecodeMs })
  @Max(MAX_INT, { message: COMMENT_MESSAGES.timecodeMs })
  timecodeMs?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'End of a range comment in milliseconds: after the start, within the video' })
  @IsOptional()
  @IsInt({ message: COMMENT_MESSAGES.endMs })
  @Min(1, { message: COMMENT_MESSAGES.endMs })
  @Max(MAX_INT, { message: COMMENT_MESSAGES.endMs })
  endMs?: number | null;

  @ApiPropertyOptional({ type: DrawingDto, nullable: true, description: 'Strokes on the frame at the start time' })
  @IsOptional()
  @IsDrawing()
  drawing?: DrawingDto | null;
}

/** POST /api/admin/episodes/{id}/comments: a time-coded comment on the episode's video. */
export class CommentCreateDto extends CommentPlacementDto {
  @ApiProperty({ description: 'Trimmed; must not be empty' })
  @MaxLength(5000)
  @Transform(trim)
  @IsString({ message: COMMENT_MESSAGES.textRequired })
  @IsNotEmpty({ message: COMMENT_MESSAGES.textRequired })
  text: string;

  @ApiPropertyOptional({ minimum: 0, description: 'Whole seconds into the video (older clients); required when timecodeMs is not sent' })
  @ValidateIf((body: CommentCreateDto) => body.timecodeMs === undefined || body.timecodeSec !== undefined)
  @IsInt({ message: COMMENT_MESSAGES.timecode })
  @Min(0, { message: COMMENT_MESSAGES.timecode })
  @Max(MAX_INT, { message: COMMENT_MESSAGES.timecode })
  timecodeSec?: number;

  @ApiPropertyOptional({ default: 'Admin', maxLength: 100 })
  @MaxLength(100)
  @Transform(authorOrDefault)
  @OptionalField()
  @IsString()
  author?: string;
}

/** POST /api/admin/video-assets/{assetId}/comments: as above, plus the episode the video belongs to. */
export class AssetCommentCreateDto extends CommentCreateDto {
  @ApiPropertyOptional({ description: "Defaults to the video's episode; must match it when both are known" })
  @OptionalField()
  @IsInt({ message: COMMENT_MESSAGES.episodeId })
  @Min(1, { message: COMMENT_MESSAGES.episodeId })
  @Max(MAX_INT, { message: COMMENT_MESSAGES.episodeId })
  episodeId?: number;
}

/** PATCH /api/admin/comments/{id}: resolve or reopen. */
export class CommentUpdateDto {
  @ApiProperty()
  @IsBoolean({ message: COMMENT_MESSAGES.resolved })
  resolved: boolean;
}

/** POST /api/admin/video-assets/{assetId}/carry-over: which offered comments to copy onto this version. */
export class CarryOverDto {
  @ApiProperty({ type: Number, isArray: true, minItems: 1, maxItems: 500 })
  @IsArray({ message: COMMENT_MESSAGES.commentIds })
  @ArrayMinSize(1, { message: COMMENT_MESSAGES.commentIds })
  @ArrayMaxSize(500, { message: COMMENT_MESSAGES.commentIds })
  @IsInt({ each: true, message: COMMENT_MESSAGES.commentIds })
  @Min(1, { each: true, message: COMMENT_MESSAGES.commentIds })
  @Max(MAX_INT, { each: true, message: COMMENT_MESSAGES.commentIds })
  commentIds: number[];
}

export const COMMENT_AUTHOR_KINDS = ['staff', 'guest'] as const;
export type CommentAuthorKind = (typeof COMMENT_AUTHOR_KINDS)[number];

export class CommentDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  text: string;

  @ApiProperty({ description: 'floor(timecodeMs / 1000), for older clients' })
  timecodeSec: number;

  @ApiProperty({ description: 'Exact time in milliseconds (the start of its frame when the frame rate is known)' })
  timecodeMs: number;

  @ApiProperty({ type: Number, nullable: true, description: 'End of a range comment in milliseconds; null for a comment at one time' })
  endMs: number | null;

  @ApiProperty({ type: DrawingDto, nullable: true })
  drawing: DrawingDto | null;

  @ApiProperty({ enum: COMMENT_AUTHOR_KINDS, enumName: 'CommentAuthorKind', description: "'guest': made through a review link" })
  authorKind: CommentAuthorKind;

  @ApiProperty({ type: Number, nullable: true, description: 'The review link a guest comment came through' })
  reviewLinkId: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The previous version's comment this one was carried over from" })
  carriedFromId: number | null;

  @ApiProperty({ example: 'Admin' })
  author: string;

  @ApiProperty()
  episodeId: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The video the comment was made on, if any' })
  videoAssetId: number | null;

  @ApiProperty()
  resolved: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class CommentCountDto {
  @ApiProperty()
  assetId: number;

  @ApiProperty()
  count: number;
}
