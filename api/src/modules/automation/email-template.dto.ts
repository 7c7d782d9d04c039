import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTOMATION_MESSAGES } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import type { EmailTemplateEntity } from './email-template.entity';
import { isSystemTemplate } from './system-templates';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const BODY_MAX = 200_000;

export class EmailTemplateDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  htmlBody: string;

  @ApiProperty()
  textBody: string;

  @ApiProperty({ type: [String], description: 'Variable names used in subject and bodies, derived on save' })
  variables: string[];

  @ApiProperty({ description: 'Sent by the site itself (newsletter confirmation, new episode): can be edited and reset to its default, not deleted' })
  system: boolean;
}

/** POST body. `variables` is accepted for symmetry and ignored: the server derives it. */
export class EmailTemplateCreateDto {
  @ApiProperty()
  @Transform(trim)
  @MaxLength(200)
  @IsNotEmpty({ message: AUTOMATION_MESSAGES.templateRequired })
  @IsString({ message: AUTOMATION_MESSAGES.templateRequired })
  name: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(500)
  @IsNotEmpty({ message: AUTOMATION_MESSAGES.templateRequired })
  @IsString({ message: AUTOMATION_MESSAGES.templateRequired })
  subject: string;

  @ApiPropertyOptional({ default: '' })
  @OptionalField()
  @IsString()
  @MaxLength(BODY_MAX)
  htmlBody?: string;

  @ApiPropertyOptional({ default: '' })
  @OptionalField()
  @IsString()
  @MaxLength(BODY_MAX)
  textBody?: string;

  @ApiPropertyOptional({ type: [String], description: 'Ignored: derived from subject and bodies' })
  @OptionalField()
  @IsArray()
  variables?: unknown[];
}

/** PUT body: the full template as the screen holds it (spec §7). */
export class EmailTemplateUpdateDto extends EmailTemplateCreateDto {
  @ApiPropertyOptional({ description: 'Must match the id in the path when present' })
  @OptionalField()
  @IsInt()
  id?: number;

  @ApiPropertyOptional({ description: 'Ignored: whether a template is a system template is not up to the client' })
  @OptionalField()
  @IsBoolean()
  system?: boolean;
}

export function mapEmailTemplate(template: EmailTemplateEntity): EmailTemplateDto {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    htmlBody: template.htmlBody,
    textBody: template.textBody,
    variables: template.variables,
    system: isSystemTemplate(template.seedKey),
  };
}
