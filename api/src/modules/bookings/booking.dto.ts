import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOOKING_MESSAGES, BookingStatus, OutreachStatus } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsEmail, IsEnum, Matches, IsOptional, IsString, IsUrl, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ImageSetDto } from '../../common/image-set.dto';
import { OptionalField } from '../../common/optional-field';
import { toImageSetDto } from '../../common/stored-image-set';
import { QueuedAutomationRunDto } from './queued-automation-run.dto';
import type { BookingEntity } from './booking.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const present = (field: 'email' | 'websiteUrl' | 'socialMediaUrl') => (dto: Partial<Record<typeof field, unknown>>) =>
  dto[field] !== undefined && dto[field] !== '';
/** YYYY-MM-DD, optionally with a time and a zone (2030-05-01T14:00:00Z): no "May 1" or "2030-5-1". */
const RECORDING_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const RECORDING_DATE_MESSAGE = 'Recording date must be YYYY-MM-DD (optionally with a time and zone, ISO 8601)';
// The form's URL rule (a scheme and a host); only web addresses make sense for a guest's links.
const URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'], require_tld: false };

export class BookingDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: "'' when not given" })
  email: string;

  @ApiProperty()
  company: string;

  @ApiProperty()
  position: string;

  @ApiProperty()
  websiteUrl: string;

  @ApiProperty()
  socialMediaUrl: string;

  @ApiProperty({ enum: OutreachStatus, enumName: 'OutreachStatus' })
  outreachStatus: OutreachStatus;

  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' })
  bookingStatus: BookingStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When outreach first left no_contact' })
  contactedAt: string | null;

  @ApiProperty()
  notes: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  recordingDate: string | null;

  @ApiProperty({ description: 'The guest followed an unsubscribe link: automation sends them nothing' })
  optedOut: boolean;

  @ApiProperty({ type: ImageSetDto, nullable: true, description: "The guest's portrait, shown on their episode's page" })
  portrait: ImageSetDto | null;
}

// class-validator runs a property's decorators bottom-up, and the pipe stops at the first error:
// the most basic check is written last so its message is the one reported.

/** The guest form's fields (spec §5) plus notes and recordingDate; shared by create and update. */
class BookingFieldsDto {
  @ApiPropertyOptional({ description: "Optional; '' allowed" })
  @OptionalField()
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.emailInvalid })
  @ValidateIf(present('email'))
  @MaxLength(320, { message: BOOKING_MESSAGES.emailInvalid })
  @IsEmail({}, { message: BOOKING_MESSAGES.emailInvalid })
  email?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @Transform(trim)
  @MaxLength(200, { message: 'Company must be at most 200 characters' })
  @IsString({ message: 'Company must be text' })
  company?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @Transform(trim)
  @MaxLength(200, { message: 'Position must be at most 200 characters' })
  @IsString({ message: 'Position must be text' })
  position?: string;

  @ApiPropertyOptional({ description: "Optional URL; '' allowed" })
  @OptionalField()
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.websiteInvalid })
  @ValidateIf(present('websiteUrl'))
  @MaxLength(2048, { message: BOOKING_MESSAGES.websiteInvalid })
  @IsUrl(URL_OPTIONS, { message: BOOKING_MESSAGES.websiteInvalid })
  websiteUrl?: string;

  @ApiPropertyOptional({ description: "Optional URL; '' allowed" })
  @OptionalField()
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.socialInvalid })
  @ValidateIf(present('socialMediaUrl'))
  @MaxLength(2048, { message: BOOKING_MESSAGES.socialInvalid })
  @IsUrl(URL_OPTIONS, { message: BOOKING_MESSAGES.socialInvalid })
  socialMediaUrl?: string;

  @ApiPropertyOptional({ enum: OutreachStatus, enumName: 'OutreachStatus' })
  @OptionalField()
  @IsEnum(OutreachStatus, { message: `Outreach status must be one of: ${Object.values(OutreachStatus).join(', ')}` })
  outreachStatus?: OutreachStatus;

  @ApiPropertyOptional({ enum: BookingStatus, enumName: 'BookingStatus' })
  @OptionalField()
  @IsEnum(BookingStatus, { message: `Booking status must be one of: ${Object.values(BookingStatus).join(', ')}` })
  bookingStatus?: BookingStatus;

  @ApiPropertyOptional()
  @OptionalField()
  @MaxLength(10_000, { message: 'Notes must be at most 10000 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: "null or '' clears it" })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(RECORDING_DATE, { message: RECORDING_DATE_MESSAGE })
  @IsDateString({ strict: true }, { message: RECORDING_DATE_MESSAGE })
  recordingDate?: string | null;
}

export class BookingCreateDto extends BookingFieldsDto {
  @ApiProperty({ minLength: 1 })
  @Transform(trim)
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @MinLength(1, { message: BOOKING_MESSAGES.nameRequired })
  @IsString({ message: BOOKING_MESSAGES.nameRequired })
  name: string;
}

/** PATCH body: any of the form fields, or a single status field. */
export class BookingUpdateDto extends BookingFieldsDto {
  @ApiPropertyOptional({ minLength: 1 })
  @OptionalField()
  @Transform(trim)
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @MinLength(1, { message: BOOKING_MESSAGES.nameRequired })
  @IsString({ message: BOOKING_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional({
    default: true,
    description:
      "false: a status set here fires no automation rule. The screen's Undo puts a status back this way, so a guest is not mailed again for a status they already had",
  })
  @OptionalField()
  @IsBoolean({ message: 'runAutomation must be true or false' })
  runAutomation?: boolean;
}

/** PATCH answer: the guest, and what automation its status change queued (issue 12). */
export class BookingUpdateResultDto extends BookingDto {
  @ApiProperty({
    type: [QueuedAutomationRunDto],
    description: 'The automation actions this change queued (a status set to a new value fires the matching enabled rules); empty when none',
  })
  queuedAutomation: QueuedAutomationRunDto[];
}

export function mapBooking(booking: BookingEntity): BookingDto {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    position: booking.position,
    websiteUrl: booking.websiteUrl,
    socialMediaUrl: booking.socialMediaUrl,
    outreachStatus: booking.outreachStatus,
    bookingStatus: booking.bookingStatus,
    createdAt: booking.createdAt.toISOString(),
    contactedAt: booking.contactedAt?.toISOString() ?? null,
    notes: booking.notes,
    recordingDate: booking.recordingDate?.toISOString() ?? null,
    optedOut: booking.optedOutAt !== null,
    portrait: toImageSetDto(booking.portrait, portraitAlt(booking.name)),
  };
}

export const portraitAlt = (name: string) => `Portrait of ${name}`;
