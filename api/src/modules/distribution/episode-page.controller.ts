import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator';
import type { BodyEncoding } from '../public-catalogue/encoded-body';
import { etagMatches } from '../public-catalogue/public-episode-list.response';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { EpisodePageService } from './episode-page.service';
import { publicBaseUrl } from './show-settings';

const EPISODE_ID = /^\d{1,10}$/;

/**
 * GET /episodes/{id}: the public site's page of one episode with its head rendered by the server.
 * A web page for browsers and crawlers, not an API: left out of the OpenAPI document (its data is
 * GET /api/episodes/{id}). The parameter is `episodeId`, not `id`: see globalPrefixExclusions.
 */
@ApiExcludeController()
@Public()
@Controller()
export class EpisodePageController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly pages: EpisodePageService,
  ) {}

  @Get('/episodes/:episodeId')
  async page(@Param('episodeId') episodeId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Not an id (`/episodes/abc`): the site's own 404 page, as for an unknown episode.
    const page = await this.pages.render(EPISODE_ID.test(episodeId) ? Number(episodeId) : null, publicBaseUrl(this.config, req));
    if (page.status === 503) {
      res.status(503).type('text/plain').send('This part of the site has not been built yet: run `npm run build`.');
      return;
    }
    if (page.status === 200) {
      res.setHeader('ETag', page.etag);
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
        res.status(304).setHeader('Cache-Control', 'no-cache').end();
        return;
      }
    }
    // The page's bytes were compressed once when it was built (as the list's are): no work per request.
    const accepted = page.body.compressed ? (req.acceptsEncodings('br', 'gzip', 'identity') as BodyEncoding | false) : 'identity';
    const { encoding, bytes } = page.body.in(accepted || 'identity');
    res.status(page.status).setHeader('Cache-Control', 'no-cache');
    if (page.body.compressed) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').setHeader('Content-Length', bytes.length);
    res.end(bytes);
  }
}
