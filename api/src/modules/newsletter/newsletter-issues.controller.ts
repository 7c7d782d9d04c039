import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { NewsletterIssueStatus } from './newsletter-issue.entity';
import { NewsletterIssueRepository } from './newsletter-issue.repository';

const HISTORY_LIMIT = 100;

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

/** The new-episode mailings' run history (docs/newsletter.md). */
@ApiTags('newsletter')
@ApiCookieAuth()
@Controller('admin/newsletter/issues')
export class NewsletterIssuesController {
  constructor(private readonly issues: NewsletterIssueRepository) {}

  @Get()
  @ApiOperation({ summary: `The last ${HISTORY_LIMIT} new-episode mailings, newest first, with sent and failed counts` })
  @ApiOkResponse({ type: NewsletterIssueDto, isArray: true })
  async history(): Promise<NewsletterIssueDto[]> {
    const issues = await this.issues.history(HISTORY_LIMIT);
    const counts = await this.issues.counts(issues.map((issue) => issue.id));
    return issues.map((issue) => ({
      id: issue.id,
      episodeId: issue.episodeId,
      episodeTitle: issue.episodeTitle,
      episodeNumber: issue.episodeNumber,
      status: issue.status,
      ...(counts.get(issue.id) ?? { sent: 0, failed: 0, queued: 0, cancelled: 0 }),
      createdAt: issue.createdAt.toISOString(),
      finishedAt: issue.finishedAt?.toISOString() ?? null,
    }));
  }
}
