import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export const NEWSLETTER_MESSAGES = { emailInvalid: 'Please enter a valid email address' } as const;

export class NewsletterSubscribeDto {
  @ApiProperty({ example: 'reader@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: NEWSLETTER_MESSAGES.emailInvalid })
  @MaxLength(320, { message: NEWSLETTER_MESSAGES.emailInvalid })
  @IsEmail({}, { message: NEWSLETTER_MESSAGES.emailInvalid })
  email: string;
}

export class NewsletterSubscribeResponseDto {
  @ApiProperty()
  success: boolean;
}
