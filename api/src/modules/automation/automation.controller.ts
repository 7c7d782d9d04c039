import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/entity-id.pipe';
import { AutomationRunDto, AutomationRunsQueryDto, mapAutomationRun } from './automation-run.dto';
import { AutomationStatusDto, GhlStatusDto, TestConnectionResultDto, TestEmailDto, TestEmailResultDto } from './automation-status.dto';
import { AutomationService } from './automation.service';

const DEFAULT_RUNS_LIMIT = 50;

@ApiTags('automation')
@Controller('admin')
export class AutomationController {
  constructor(private readonly automation: AutomationService) {}

  @Get('automation/status')
  @ApiOkResponse({ type: AutomationStatusDto })
  status(): AutomationStatusDto {
    return this.automation.status();
  }

  @Get('automation/test-connection')
  @ApiOkResponse({ type: TestConnectionResultDto })
  testConnection(): Promise<TestConnectionResultDto> {
    return this.automation.testConnection();
  }

  @Post('automation/test-email')
  @HttpCode(200)
  @ApiOkResponse({ type: TestEmailResultDto })
  testEmail(@Body() body: TestEmailDto): Promise<TestEmailResultDto> {
    return this.automation.sendTestEmail(body.to, body.templateId);
  }

  @Get('automation/runs')
  @ApiOkResponse({ type: [AutomationRunDto] })
  async runs(@Query() query: AutomationRunsQueryDto): Promise<AutomationRunDto[]> {
    const runs = await this.automation.latestRuns(query.limit ?? DEFAULT_RUNS_LIMIT);
    const mailConfigured = this.automation.status().configured;
    return runs.map((run) => mapAutomationRun(run, mailConfigured));
  }

  /** Issue 12: a run skipped because email was not configured is sent once it is (409 otherwise). */
  @Post('automation/runs/:id/run-again')
  @HttpCode(200)
  @ApiOkResponse({ type: AutomationRunDto })
  @ApiNotFoundResponse({ description: 'Automation run not found' })
  @ApiConflictResponse({ description: 'The run was not skipped for missing mail settings, mail is still not configured, or its rule has changed' })
  async runAgain(@IdParam('id', 'Automation run not found') id: number): Promise<AutomationRunDto> {
    return mapAutomationRun(await this.automation.runAgain(id), true);
  }

  @Get('ghl-status')
  @ApiOkResponse({ type: GhlStatusDto })
  ghlStatus(): GhlStatusDto {
    return this.automation.ghlStatus();
  }
}
