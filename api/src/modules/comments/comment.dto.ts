import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';

export const COMMENT_MESSAGES = {
  textRequired: 'Comment text is required',
  timecode: 'Timecode must be a whole number of seconds, 0 or more',
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

/** POST /api/admin/episodes/{id}/comments: a time-coded comment on the episode's video. */
export class CommentCreateDto {
  @ApiProperty({ description: 'Trimmed; must not be empty' })
  @MaxLength(5000)
  @Transform(trim)
  @IsString({ message: COMMENT_MESSAGES.textRequired })
  @IsNotEmpty({ message: COMMENT_MESSAGES.textRequired })
  text: string;

  @ApiProperty({ minimum: 0, description: 'Whole seconds into the video' })
  @IsInt({ message: COMMENT_MESSAGES.timecode })
  @Min(0, { message: COMMENT_MESSAGES.timecode })
  @Max(MAX_INT, { message: COMMENT_MESSAGES.timecode })
  timecodeSec: number;

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

export class CommentDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  text: string;

  @ApiProperty()
  timecodeSec: number;

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
