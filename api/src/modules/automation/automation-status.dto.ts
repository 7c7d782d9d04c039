import { ApiProperty } from '@nestjs/swagger';
import { AUTOMATION_MESSAGES } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

export class AutomationStatusDto {
  @ApiProperty({ description: 'Mail credentials are set (SMTP user and password, or GMAIL_USER and GMAIL_APP_PASSWORD)' })
  hasEmailConfig: boolean;

  @ApiProperty({ description: 'Enough is set to send: a host and a sender' })
  configured: boolean;
}

export class TestConnectionResultDto {
  @ApiProperty()
  connected: boolean;

  @ApiProperty()
  message: string;
}

export class TestEmailDto {
  @ApiProperty({ example: 'you@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  // Decorators run bottom-up: a missing address reports the spec's message, not the format one.
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: AUTOMATION_MESSAGES.testEmailMissing })
  @IsString({ message: AUTOMATION_MESSAGES.testEmailMissing })
  to: string;

  @ApiProperty({ description: 'The template to send' })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null || value === undefined ? undefined : Number(value)))
  @Min(1, { message: AUTOMATION_MESSAGES.testEmailMissing })
  @IsInt({ message: AUTOMATION_MESSAGES.testEmailMissing })
  @IsNotEmpty({ message: AUTOMATION_MESSAGES.testEmailMissing })
  templateId: number;
}

export class TestEmailResultDto {
  @ApiProperty()
  success: boolean;

  @ApiProperty()
  message: string;
}

export class GhlStatusDto {
  @ApiProperty({ description: 'GHL_API_KEY and GHL_LOCATION_ID are set' })
  configured: boolean;
}
