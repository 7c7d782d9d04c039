import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { EPISODE_MESSAGES } from '../episodes/episode.dto';
import { AnalyticsQueryDto, AnalyticsReportDto, EpisodeAnalyticsDto } from './analytics.dto';
import { AnalyticsReports } from './analytics-reports.service';
import { Requires } from '../../common/requires.decorator';

@ApiTags('admin analytics')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'No admin session' })
@Controller('admin/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsReports) {}

  @Requires('analytics.read')
  @Get()
  @ApiOperation({ summary: 'Plays and downloads per UTC day, totals, top episodes and apps over the last `days` days' })
  @ApiOkResponse({ type: AnalyticsReportDto })
  @ApiBadRequestResponse({ description: 'days out of range' })
  report(@Query() query: AnalyticsQueryDto): Promise<AnalyticsReportDto> {
    return this.analytics.report(query.days);
  }

  @Requires('analytics.read')
  @Get('episodes/:id')
  @ApiOperation({ summary: "One episode's plays and downloads per UTC day and its apps over the last `days` days" })
  @ApiOkResponse({ type: EpisodeAnalyticsDto })
  @ApiBadRequestResponse({ description: 'days out of range' })
  @ApiNotFoundResponse({ description: 'Episode not found' })
  episode(@Param('id', new EntityIdPipe(EPISODE_MESSAGES.notFound)) id: number, @Query() query: AnalyticsQueryDto): Promise<EpisodeAnalyticsDto> {
    return this.analytics.episodeReport(id, query.days);
  }
}
