import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SubscriberStatus } from '@podcast/contracts';
import type { Response } from 'express';
import { LinkPageHeaders } from '../../common/link-page-headers';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { publicBaseUrl } from '../automation/site-values';
import { confirmPath, unsubscribePath } from './newsletter-links';
import { confirmedPage, confirmQuestionPage, invalidNewsletterLinkPage, unsubscribedPage, unsubscribeQuestionPage } from './newsletter-pages';
import { NewsletterService } from './newsletter.service';

/**
 * The links in newsletter mail: confirm (double opt-in) and unsubscribe. A GET shows a page with a
 * button and changes nothing (mail scanners follow links); the POST acts. The unsubscribe POST is
 * also the mail provider's one-click button (List-Unsubscribe-Post, RFC 8058).
 */
@ApiExcludeController()
@Controller('newsletter')
export class NewsletterLinksController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  @Public()
  @Get('confirm/:token')
  @LinkPageHeaders()
  async confirmQuestion(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const subscriber = await this.newsletter.findByToken(token);
    if (!subscriber) {
      res.status(404);
      return invalidNewsletterLinkPage();
    }
    if (subscriber.status === SubscriberStatus.Confirmed) return confirmedPage(this.config.PODCAST_NAME, publicBaseUrl(this.config));
    return confirmQuestionPage(this.config.PODCAST_NAME, confirmPath(token));
  }

  @Public()
  @RateLimit('unsubscribe')
  @Post('confirm/:token')
  @HttpCode(200)
  @LinkPageHeaders()
  async confirm(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const subscriber = await this.newsletter.confirm(token);
    if (!subscriber) {
      res.status(404);
      return invalidNewsletterLinkPage();
    }
    // A link from an old mail after unsubscribing does not re-subscribe: only a new sign-up does.
    if (subscriber.status === SubscriberStatus.Unsubscribed) return unsubscribedPage(this.config.PODCAST_NAME);
    return confirmedPage(this.config.PODCAST_NAME, publicBaseUrl(this.config));
  }

  @Public()
  @Get('unsubscribe/:token')
  @LinkPageHeaders()
  async unsubscribeQuestion(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const subscriber = await this.newsletter.findByToken(token);
    if (!subscriber) {
      res.status(404);
      return invalidNewsletterLinkPage();
    }
    if (subscriber.status === SubscriberStatus.Unsubscribed) return unsubscribedPage(this.config.PODCAST_NAME);
    return unsubscribeQuestionPage(this.config.PODCAST_NAME, unsubscribePath(token));
  }

  @Public()
  @RateLimit('unsubscribe')
  @Post('unsubscribe/:token')
  @HttpCode(200)
  @LinkPageHeaders()
  async unsubscribe(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const subscriber = await this.newsletter.unsubscribe(token);
    if (!subscriber) {
      res.status(404);
      return invalidNewsletterLinkPage();
    }
    return unsubscribedPage(this.config.PODCAST_NAME);
  }
}
