import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { NewsletterSubscribeDto, NewsletterSubscribeResponseDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** The same body either way, so the form cannot be used to learn who subscribed. */
  @Public()
  @RateLimit('newsletter')
  @Post()
  @ApiOperation({ summary: 'Subscribes an email address to the newsletter' })
  @ApiCreatedResponse({ type: NewsletterSubscribeResponseDto, description: 'Subscribed' })
  @ApiOkResponse({ type: NewsletterSubscribeResponseDto, description: 'Already subscribed' })
  @ApiBadRequestResponse({ description: 'Please enter a valid email address' })
  async subscribe(@Body() body: NewsletterSubscribeDto, @Res({ passthrough: true }) res: Response): Promise<NewsletterSubscribeResponseDto> {
    const added = await this.newsletter.subscribe(body.email);
    res.status(added ? 201 : 200);
    return { success: true };
  }
}
