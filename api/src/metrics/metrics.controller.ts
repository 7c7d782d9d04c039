import { Controller, Get, Inject, NotFoundException, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { Public } from '../common/public.decorator';
import { bearerMatches, metricsMode } from './metrics-access';
import { MetricsExposition } from './metrics-exposition';

/**
 * GET /metrics on the main port (outside /api: PUBLIC_ROUTES). Served only with METRICS_TOKEN (and
 * no METRICS_PORT), to a caller that sends it as a bearer token; otherwise it answers what an unknown
 * route answers, so a deployment that did not ask for metrics does not show it has them.
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly exposition: MetricsExposition,
  ) {}

  @Public()
  @Get('metrics')
  async scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (metricsMode(this.config) !== 'token' || !token) throw new NotFoundException(`Cannot GET ${req.path}`);
    if (!bearerMatches(req.headers.authorization, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('A valid metrics token is required');
    }
    const body = await this.exposition.render();
    res.setHeader('Content-Type', this.exposition.contentType);
    res.setHeader('Cache-Control', 'no-store');
    return body;
  }
}
