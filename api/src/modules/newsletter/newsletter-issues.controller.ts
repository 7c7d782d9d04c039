import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NewsletterIssueDto } from './newsletter-issue.dto';
import { ISSUE_HISTORY_LIMIT, NewsletterService } from './newsletter.service';
import { Requires } from '../../common/requires.decorator';

/** The new-episode mailings' run history (docs/newsletter.md). */
@ApiTags('newsletter')
@ApiCookieAuth()
@Controller('admin/newsletter/issues')
export class NewsletterIssuesController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Requires('newsletter.read')
  @Get()
  @ApiOperation({ summary: `The last ${ISSUE_HISTORY_LIMIT} new-episode mailings, newest first, with sent and failed counts` })
  @ApiOkResponse({ type: NewsletterIssueDto, isArray: true })
  history(): Promise<NewsletterIssueDto[]> {
    return this.newsletter.issueHistory();
  }
}
