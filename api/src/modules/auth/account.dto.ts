import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { STAFF_NAME_MAX_LENGTH, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@podcast/contracts';
import { IsNotEmpty, IsString, Length, Matches, MaxLength } from 'class-validator';

export const NEW_PASSWORD_MESSAGE = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;

/** A new password as every form that sets one takes it (accepting an invitation, a reset, a change). */
export const NewPassword = () =>
  applyDecorators(
    ApiProperty({ minLength: STAFF_PASSWORD_MIN_LENGTH, maxLength: STAFF_PASSWORD_MAX_LENGTH }),
    IsString({ message: 'Password must be text' }),
    Length(STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MAX_LENGTH, { message: NEW_PASSWORD_MESSAGE }),
  );

/** A person's display name: what colleagues see on the Team screen and in the audit trail. */
export const StaffName = () =>
  applyDecorators(
    ApiProperty({ maxLength: STAFF_NAME_MAX_LENGTH, example: 'Priya Raman' }),
    IsString({ message: 'Name must be text' }),
    Matches(/\S/, { message: 'Name is required' }),
    MaxLength(STAFF_NAME_MAX_LENGTH, { message: `At most ${STAFF_NAME_MAX_LENGTH} characters` }),
  );

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(STAFF_PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @NewPassword()
  newPassword: string;
}

export class ChangePasswordResponseDto {
  @ApiProperty({ description: "How many of the person's other sessions were ended" })
  endedSessions: number;
}

export class UpdateAccountDto {
  @StaffName()
  name: string;
}

export class StaffSessionDto {
  @ApiProperty({ description: 'Names the session (not its secret id): DELETE /api/admin/sessions/{handle} ends it' })
  handle: string;

  @ApiProperty({ description: 'Browser and system, as its User-Agent said at sign-in', example: 'Chrome on Windows' })
  device: string;

  @ApiProperty({ type: String, nullable: true, description: 'The client address at sign-in' })
  address: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  signedInAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last request, to within SESSION_TOUCH_INTERVAL_SEC' })
  lastSeenAt: string | null;

  @ApiProperty({ description: 'The session making this request' })
  current: boolean;
}

export class EndedSessionsDto {
  @ApiProperty()
  endedSessions: number;
}
