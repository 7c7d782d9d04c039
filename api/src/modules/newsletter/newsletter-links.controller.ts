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
import {
  confirmAfterUnsubscribePage,
  confirmedPage,
  confirmExpiredPage,
  confirmQuestionPage,
  confirmUsedPage,
  invalidNewsletterLinkPage,
  unsubscribedPage,
  unsubscribeQuestionPage,
} from './newsletter-pages';
import type { ConfirmLinkState } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

/**
 * The links in newsletter mail: confirm (double opt-in) and unsubscribe, each with its own secret. A
 * GET shows a page with a button and changes nothing (mail scanners follow links); the POST acts. The
 * unsubscribe POST is also the mail provider's one-click button (List-Unsubscribe-Post, RFC 8058). A
 * confirmation link that cannot confirm (expired, used, the address unsubscribed since) answers 410
 * with a page that says which and how to sign up again; a secret that matches nothing, 404.
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
    const state = await this.newsletter.confirmLinkState(token);
    if (state === 'open') return confirmQuestionPage(this.config.PODCAST_NAME, confirmPath(token));
    return this.refusedConfirmation(state, res);
  }

  @Public()
  @RateLimit('unsubscribe')
  @Post('confirm/:token')
  @HttpCode(200)
  @LinkPageHeaders()
  async confirm(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const outcome = await this.newsletter.confirm(token);
    if (outcome === 'confirmed') return confirmedPage(this.config.PODCAST_NAME, publicBaseUrl(this.config));
    return this.refusedConfirmation(outcome, res);
  }

  @Public()
  @Get('unsubscribe/:token')
  @LinkPageHeaders()
  async unsubscribeQuestion(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const subscriber = await this.newsletter.findByUnsubscribeToken(token);
    if (!subscriber) {
      res.status(404);
      return invalidNewsletterLinkPage('unsubscribe', publicBaseUrl(this.config));
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
      return invalidNewsletterLinkPage('unsubscribe', publicBaseUrl(this.config));
    }
    return unsubscribedPage(this.config.PODCAST_NAME);
  }

  /** The page of a confirmation link that cannot confirm: 404 for an unknown secret, 410 for a spent one. */
  private refusedConfirmation(state: Exclude<ConfirmLinkState, 'open'>, res: Response): string {
    const siteUrl = publicBaseUrl(this.config);
    res.status(state === 'unknown' ? 404 : 410);
    switch (state) {
      case 'expired':
        return confirmExpiredPage(siteUrl, this.config.NEWSLETTER_CONFIRMATION_TTL_HOURS);
      case 'used':
        return confirmUsedPage(this.config.PODCAST_NAME, siteUrl);
      case 'unsubscribed':
        return confirmAfterUnsubscribePage(siteUrl);
      case 'unknown':
        return invalidNewsletterLinkPage('confirm', siteUrl);
    }
  }
}
