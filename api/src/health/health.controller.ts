import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator';
import { HealthService, type HealthReport } from './health.service';
import { ReadinessService, type ReadinessReport } from './readiness.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: ReadinessService,
  ) {}

  /** 200 when the database, Redis and the queues answer, 503 otherwise; the body says only which part is down (details go to the log). */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Health of the database, Redis and the queues' })
  @ApiOkResponse({ description: 'Up or down for the database, Redis and each queue' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status !== 'ok') res.status(503).setHeader('Retry-After', '5');
    return report;
  }

  /** Liveness: the process answers. No dependency is asked, so an outage never gets a healthy process restarted. */
  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers (no dependency checked)' })
  @ApiOkResponse({ description: 'Always `{"status":"ok"}` while the process serves' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 when PostgreSQL (migrated), Redis and the media store answer; 503 naming what failed. */
  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the database (migrated), Redis and storage answer' })
  @ApiOkResponse({ description: 'Every check passed' })
  @ApiServiceUnavailableResponse({ description: 'The checks that failed, by name (details go to the log)' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessReport> {
    const report = await this.readiness.check();
    if (report.status !== 'ok') res.status(503).setHeader('Retry-After', '5');
    res.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
