import { Controller, HttpCode, Options, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator';
import { answerPreflight } from './distribution-responses';
import { DEFAULT_ARTWORK_PATH, FEED_PATHS } from './show-settings';

/**
 * CORS preflights of the public documents and files: web players and feed checkers (the Podcast
 * Index's among them) ask before they read a feed or an enclosure with a Range header (issue 15).
 * Left out of the OpenAPI document: it describes no operation, only what browsers do first.
 */
@ApiExcludeController()
@Public()
@Controller()
export class PreflightController {
  @Options([FEED_PATHS.video, FEED_PATHS.audio, '/sitemap.xml', '/sitemap-:n.xml', DEFAULT_ARTWORK_PATH, '/podcast/episodes/:id/:file'])
  @HttpCode(204)
  preflight(@Res() res: Response): void {
    answerPreflight(res);
  }
}
