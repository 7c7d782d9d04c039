import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { NOT_MODIFIED, PLAIN_TEXT_NOT_FOUND, RSS_TYPE, sendDocument, sendNotFound, XML_TYPE, xmlDocument } from './distribution-responses';
import { FeedCache } from './feed-cache.service';
import { FEED_PATHS, publicBaseUrl } from './show-settings';
import { buildRobotsTxt, SITEMAP_FILE_NUMBER } from './sitemap';

/**
 * The podcast feeds, the sitemap and robots.txt: public documents outside /api (docs/distribution.md),
 * rendered by FeedCache and answered with their validators (304 when unchanged).
 */
@ApiTags('distribution')
@Public()
@Controller()
export class FeedsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly feeds: FeedCache,
  ) {}

  @Get(FEED_PATHS.video)
  @ApiOperation({ summary: 'The video podcast feed: RSS 2.0 with iTunes and Podcasting 2.0 tags, published episodes only' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse(xmlDocument('The feed', 'application/rss+xml'))
  @ApiNotModifiedResponse(NOT_MODIFIED)
  async videoFeed(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendDocument(req, res, await this.feeds.feed('video', publicBaseUrl(this.config, req)), RSS_TYPE);
  }

  @Get(FEED_PATHS.audio)
  @ApiOperation({ summary: 'The audio podcast feed: the same show with AAC (M4A) enclosures' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse(xmlDocument('The feed', 'application/rss+xml'))
  @ApiNotModifiedResponse(NOT_MODIFIED)
  async audioFeed(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendDocument(req, res, await this.feeds.feed('audio', publicBaseUrl(this.config, req)), RSS_TYPE);
  }

  @Get('/sitemap.xml')
  @ApiOperation({ summary: 'The sitemap index: one entry per sitemap file' })
  @ApiProduces('application/xml')
  @ApiOkResponse(xmlDocument('The sitemap index', 'application/xml'))
  @ApiNotModifiedResponse(NOT_MODIFIED)
  async sitemapIndex(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendDocument(req, res, await this.feeds.sitemap(publicBaseUrl(this.config, req)), XML_TYPE);
  }

  @Get('/sitemap-:n.xml')
  @ApiOperation({ summary: 'One sitemap file: the public pages and a slice of the published episodes' })
  @ApiParam({ name: 'n', description: 'File number, from 1', schema: { type: 'integer', minimum: 1 } })
  @ApiProduces('application/xml', 'text/plain')
  @ApiOkResponse(xmlDocument('The sitemap file', 'application/xml'))
  @ApiNotModifiedResponse(NOT_MODIFIED)
  @ApiNotFoundResponse(PLAIN_TEXT_NOT_FOUND)
  async sitemapFile(@Param('n') n: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const doc = SITEMAP_FILE_NUMBER.test(n) ? await this.feeds.sitemapFile(publicBaseUrl(this.config, req), Number(n)) : null;
    if (doc) sendDocument(req, res, doc, XML_TYPE);
    else sendNotFound(res);
  }

  @Get('/robots.txt')
  @ApiOperation({ summary: 'Crawler rules: everything allowed, the sitemap index named' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'robots.txt', content: { 'text/plain': { schema: { type: 'string' } } } })
  robots(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(buildRobotsTxt(`${publicBaseUrl(this.config, req)}/sitemap.xml`));
  }
}
