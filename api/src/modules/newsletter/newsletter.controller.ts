import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { NewsletterSubscribeDto, NewsletterSubscribeResponseDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * One answer for every address (new, pending, confirmed, unsubscribed): 202 and the same body, so
   * the form cannot be used to learn who subscribed. What happens next is told only by mail, to the
   * address itself (a confirmation, at most one an hour: NewsletterService.subscribe).
   */
  @Public()
  @RateLimit('newsletter')
  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Asks for a newsletter subscription: a confirmation mail goes to the address unless it is already subscribed' })
  @ApiAcceptedResponse({ type: NewsletterSubscribeResponseDto, description: 'Accepted; the same answer whatever the address' })
  @ApiBadRequestResponse({ description: 'Please enter a valid email address' })
  async subscribe(@Body() body: NewsletterSubscribeDto): Promise<NewsletterSubscribeResponseDto> {
    await this.newsletter.subscribe(body.email);
    return { success: true };
  }
}
