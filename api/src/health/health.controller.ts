import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator';
import { HealthService, type HealthReport } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

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
}
