import { ApiProperty } from '@nestjs/swagger';
import { InvitationStatus, StaffRole, StaffStatus } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword, StaffName } from '../auth/account.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const ROLE_MESSAGE = 'Choose a role: owner, producer, editor, bookings or viewer';

export class StaffMemberDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null for an account made on the command line that never set one' })
  name: string | null;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  role: StaffRole;

  @ApiProperty({ enum: StaffStatus, enumName: 'StaffStatus' })
  status: StaffStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'The person making this request' })
  you: boolean;
}

export class StaffInvitationDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  role: StaffRole;

  @ApiProperty({ enum: InvitationStatus, enumName: 'InvitationStatus' })
  status: InvitationStatus;

  @ApiProperty()
  invitedByEmail: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;
}

export class TeamDto {
  @ApiProperty({ type: StaffMemberDto, isArray: true })
  members: StaffMemberDto[];

  @ApiProperty({ type: StaffInvitationDto, isArray: true, description: 'Invitations not yet accepted nor revoked (expired ones included, to send again)' })
  invitations: StaffInvitationDto[];
}

export class InviteStaffDto {
  @ApiProperty({ example: 'priya@example.com' })
  @Transform(trim)
  @IsString({ message: 'Email must be text' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(320, { message: 'At most 320 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  @IsEnum(StaffRole, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class InvitationSentDto {
  @ApiProperty({ type: StaffInvitationDto })
  invitation: StaffInvitationDto;

  @ApiProperty({ description: 'Whether the invitation mail was handed to the mail server' })
  mailed: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was not mailed (mail not configured, the server refused)' })
  mailError: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Only when it was not mailed: the link, shown once to the inviting owner to pass on themselves',
  })
  link: string | null;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  @IsEnum(StaffRole, { message: ROLE_MESSAGE })
  role: StaffRole;
}

/** A link's secret, in the body (it is never in a URL the server sees: the pages read it from the fragment). */
export class LinkTokenDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'This link is incomplete: open the whole link from the mail' })
  @MaxLength(64)
  token: string;
}

export class InvitationDetailsDto {
  @ApiProperty()
  email: string;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  role: StaffRole;

  @ApiProperty()
  podcastName: string;
}

export class AcceptInvitationDto extends LinkTokenDto {
  @StaffName()
  name: string;

  @NewPassword()
  password: string;
}

export class PasswordResetRequestDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Email must be text' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(320, { message: 'At most 320 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

export class CompletePasswordResetDto extends LinkTokenDto {
  @NewPassword()
  password: string;
}

export class StaffLinkMessageDto {
  @ApiProperty()
  message: string;
}
