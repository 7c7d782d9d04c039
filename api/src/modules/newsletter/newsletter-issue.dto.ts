import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NewsletterIssueStatus } from './newsletter-issue.entity';

/** One new-episode mailing as the run history shows it. */
export class NewsletterIssueDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  episodeId: number;

  @ApiProperty()
  episodeTitle: string;

  @ApiProperty()
  episodeNumber: number;

  @ApiProperty({ enum: NewsletterIssueStatus, enumName: 'NewsletterIssueStatus' })
  status: NewsletterIssueStatus;

  @ApiProperty({ description: 'Mails accepted by the mail server' })
  sent: number;

  @ApiProperty({ description: 'Mails given up on after every attempt' })
  failed: number;

  @ApiProperty({ description: 'Mails still to go (queued or being sent)' })
  queued: number;

  @ApiProperty({ description: 'Mails not sent: the episode was unpublished or the subscriber left first' })
  cancelled: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;
}
