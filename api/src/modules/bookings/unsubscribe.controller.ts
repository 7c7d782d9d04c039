import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { LinkPageHeaders } from '../../common/link-page-headers';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { BookingsService } from './bookings.service';
import { confirmPage, donePage, invalidLinkPage } from './unsubscribe-page';

/**
 * The unsubscribe link of every automated mail. GET only shows a confirmation with a button: mail
 * scanners fetch links, and a fetch must not unsubscribe anyone (RFC 8058). POST unsubscribes; it is
 * also what a mail provider's one-click button sends (List-Unsubscribe-Post).
 */
@ApiExcludeController()
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly bookings: BookingsService,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  @Public()
  @Get(':token')
  @LinkPageHeaders()
  async confirm(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const booking = await this.bookings.findByUnsubscribeToken(token);
    if (!booking) {
      res.status(404);
      return invalidLinkPage();
    }
    if (booking.optedOutAt) return donePage(this.config.PODCAST_NAME);
    return confirmPage(this.config.PODCAST_NAME, `/api/unsubscribe/${encodeURIComponent(token)}`);
  }

  @Public()
  @RateLimit('unsubscribe')
  @Post(':token')
  @HttpCode(200)
  @LinkPageHeaders()
  async unsubscribe(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const booking = await this.bookings.unsubscribe(token);
    if (!booking) {
      res.status(404);
      return invalidLinkPage();
    }
    return donePage(this.config.PODCAST_NAME);
  }
}
