import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { CommentDto } from '../comments/comment.dto';
import { DrawingDto, IsDrawing } from '../comments/drawing';
import { REVIEW_DECISIONS, type ReviewDecision } from './review-link.entity';

export const REVIEW_LINK_MESSAGES = {
  notFound: 'Review link not found',
  expired: 'This review link has expired',
  revoked: 'This review link was revoked',
  passcodeRequired: 'This review link needs a passcode',
  wrongPasscode: 'Wrong passcode',
  tooManyUnlocks: 'Too many passcode tries; try again later',
  otherVersion: 'This link is for another version',
  tooManyComments: 'Too many comments through this link; try again in a few minutes',
  commentCap: 'This link has taken all the comments it can; ask for a new link',
  episodeNotFound: 'Episode not found',
  assetNotFound: 'Video asset not found',
  assetWithoutEpisode: 'This video belongs to no episode',
  guestName: 'Guest name is at most 100 characters',
  expiresInDays: 'expiresInDays must be a whole number from 1 to 90',
  passcode: 'A passcode is 4 to 64 characters',
  watermark: 'watermark must be true or false',
  authorName: 'Your name is required (at most 100 characters)',
  text: 'Comment text is required (at most 2000 characters)',
  timecodeMs: 'timecodeMs must be a whole number of milliseconds, 0 or more',
  decision: "decision must be 'approved' or 'changes_requested'",
  note: 'The note is at most 2000 characters',
} as const;

const MAX_INT = 2147483647;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : trim({ value }));

export const REVIEW_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ReviewLinkStatus = (typeof REVIEW_LINK_STATUSES)[number];

/** POST /api/admin/video-assets/{assetId}/review-links */
export class ReviewLinkCreateDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Shown on the page (and as the watermark when asked for)' })
  @Transform(blankToUndefined)
  @OptionalField()
  @IsString({ message: REVIEW_LINK_MESSAGES.guestName })
  @MaxLength(100, { message: REVIEW_LINK_MESSAGES.guestName })
  guestName?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 90, default: 14 })
  @OptionalField()
  @IsInt({ message: REVIEW_LINK_MESSAGES.expiresInDays })
  @Min(1, { message: REVIEW_LINK_MESSAGES.expiresInDays })
  @Max(90, { message: REVIEW_LINK_MESSAGES.expiresInDays })
  expiresInDays?: number;

  @ApiPropertyOptional({ minLength: 4, maxLength: 64, description: 'The guest types it before the page opens; only its hash is kept' })
  @OptionalField()
  @IsString({ message: REVIEW_LINK_MESSAGES.passcode })
  @MinLength(4, { message: REVIEW_LINK_MESSAGES.passcode })
  @MaxLength(64, { message: REVIEW_LINK_MESSAGES.passcode })
  passcode?: string;

  @ApiPropertyOptional({ default: false, description: "The guest's name over the video (a page overlay, not burned into the file)" })
  @OptionalField()
  @IsBoolean({ message: REVIEW_LINK_MESSAGES.watermark })
  watermark?: boolean;
}

export class ReviewLinkOpenDto {
  @ApiProperty({ type: String, format: 'date-time' })
  openedAt: string;
}

export class ReviewLinkDto {
  @ApiProperty() id: number;
  @ApiProperty() episodeId: number;
  @ApiProperty() videoAssetId: number;
  @ApiProperty({ type: Number, nullable: true, description: "The video's version number" }) version: number | null;
  @ApiProperty({ type: String, nullable: true }) guestName: string | null;
  @ApiProperty() hasPasscode: boolean;
  @ApiProperty() watermark: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who made the link' }) createdBy: string | null;
  @ApiProperty({ enum: REVIEW_LINK_STATUSES, enumName: 'ReviewLinkStatus' }) status: ReviewLinkStatus;
  @ApiProperty({ description: 'Times the page was opened' }) openCount: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastOpenedAt: string | null;
  @ApiProperty({ type: ReviewLinkOpenDto, isArray: true, description: 'The newest 20 openings, newest first' }) opens: ReviewLinkOpenDto[];
  @ApiProperty({ description: 'Comments made through this link' }) commentCount: number;
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'ReviewDecision', nullable: true }) decision: ReviewDecision | null;
  @ApiProperty({ type: String, nullable: true }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The name the guest gave with the decision' }) decidedBy: string | null;
}

/** The answer to creating a link: the only time the token is shown. */
export class ReviewLinkCreatedDto extends ReviewLinkDto {
  @ApiProperty({ description: 'The secret of the link (shown only here; the server keeps its SHA-256)' }) token: string;
  @ApiProperty({ description: 'PUBLIC_URL + /review/ + token' }) url: string;
}

export class ReviewVideoQualityDto {
  @ApiProperty({ example: '720p' }) label: string;
  @ApiProperty({ description: 'Signed; expires in 1 hour' }) url: string;
}

export class ReviewVideoDto {
  @ApiProperty({ description: 'The default quality (720p when there is one); signed, expires in 1 hour' }) url: string;
  @ApiProperty({ type: ReviewVideoQualityDto, isArray: true }) qualities: ReviewVideoQualityDto[];
}

/** GET /api/review/{token}: what the guest's page shows. */
export class ReviewSessionDto {
  @ApiProperty() episodeTitle: string;
  @ApiProperty({ type: String, nullable: true }) guestName: string | null;
  @ApiProperty() watermark: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty() videoAssetId: number;
  @ApiProperty({ type: Number, nullable: true }) version: number | null;
  @ApiProperty({ type: Number, nullable: true }) frameRate: number | null;
  @ApiProperty({ type: Number, nullable: true }) durationSec: number | null;
  @ApiProperty({ type: ReviewVideoDto }) video: ReviewVideoDto;
  @ApiProperty({ type: CommentDto, isArray: true, description: 'Only the comments made through this link, by time' }) comments: CommentDto[];
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'ReviewDecision', nullable: true }) decision: ReviewDecision | null;
  @ApiProperty({ type: String, nullable: true }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}

/** The 401 of a link with a passcode not yet unlocked in this browser. */
export class ReviewPasscodeRequiredDto {
  @ApiProperty({ example: REVIEW_LINK_MESSAGES.passcodeRequired }) message: string;
  @ApiProperty({ example: true }) passcodeRequired: boolean;
}

/** POST /api/review/{token}/unlock */
export class ReviewUnlockDto {
  @ApiProperty({ minLength: 1, maxLength: 64 })
  @IsString({ message: REVIEW_LINK_MESSAGES.wrongPasscode })
  @IsNotEmpty({ message: REVIEW_LINK_MESSAGES.wrongPasscode })
  @MaxLength(64, { message: REVIEW_LINK_MESSAGES.wrongPasscode })
  passcode: string;
}

/** POST /api/review/{token}/comments */
export class ReviewCommentCreateDto {
  @ApiProperty({ minLength: 1, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: REVIEW_LINK_MESSAGES.authorName })
  @IsNotEmpty({ message: REVIEW_LINK_MESSAGES.authorName })
  @MaxLength(100, { message: REVIEW_LINK_MESSAGES.authorName })
  authorName: string;

  @ApiProperty({ minLength: 1, maxLength: 2000 })
  @Transform(trim)
  @IsString({ message: REVIEW_LINK_MESSAGES.text })
  @IsNotEmpty({ message: REVIEW_LINK_MESSAGES.text })
  @MaxLength(2000, { message: REVIEW_LINK_MESSAGES.text })
  text: string;

  @ApiProperty({ minimum: 0, description: 'Milliseconds (snapped to the start of its frame when the frame rate is known)' })
  @IsInt({ message: REVIEW_LINK_MESSAGES.timecodeMs })
  @Min(0, { message: REVIEW_LINK_MESSAGES.timecodeMs })
  @Max(MAX_INT, { message: REVIEW_LINK_MESSAGES.timecodeMs })
  timecodeMs: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'End of a range (ms), after the start' })
  @IsOptional()
  @IsInt({ message: 'endMs must be a whole number of milliseconds, or null' })
  @Min(1, { message: 'endMs must be a whole number of milliseconds, or null' })
  @Max(MAX_INT, { message: 'endMs must be a whole number of milliseconds, or null' })
  endMs?: number | null;

  @ApiPropertyOptional({ type: DrawingDto, nullable: true })
  @IsOptional()
  @IsDrawing()
  drawing?: DrawingDto | null;

  @ApiPropertyOptional({ description: "Must be the link's own video when sent" })
  @OptionalField()
  @IsInt({ message: REVIEW_LINK_MESSAGES.otherVersion })
  videoAssetId?: number;

  @ApiPropertyOptional({ description: "Must be the link's own episode when sent" })
  @OptionalField()
  @IsInt({ message: REVIEW_LINK_MESSAGES.otherVersion })
  episodeId?: number;
}

/** POST /api/review/{token}/decision */
export class ReviewDecisionCreateDto {
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'ReviewDecision' })
  @IsIn(REVIEW_DECISIONS, { message: REVIEW_LINK_MESSAGES.decision })
  decision: ReviewDecision;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Transform(blankToUndefined)
  @OptionalField()
  @IsString({ message: REVIEW_LINK_MESSAGES.note })
  @MaxLength(2000, { message: REVIEW_LINK_MESSAGES.note })
  note?: string;

  @ApiProperty({ minLength: 1, maxLength: 100 })
  @Transform(trim)
  @IsString({ message: REVIEW_LINK_MESSAGES.authorName })
  @IsNotEmpty({ message: REVIEW_LINK_MESSAGES.authorName })
  @MaxLength(100, { message: REVIEW_LINK_MESSAGES.authorName })
  authorName: string;
}
