import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/entity-id.pipe';
import { AutomationRunDto, AutomationRunsQueryDto, mapAutomationRun } from './automation-run.dto';
import { AutomationStatusDto, GhlStatusDto, TestConnectionResultDto, TestEmailDto, TestEmailResultDto } from './automation-status.dto';
import { AutomationService } from './automation.service';
import { Requires } from '../../common/requires.decorator';

const DEFAULT_RUNS_LIMIT = 50;

@ApiTags('automation')
@Controller('admin')
export class AutomationController {
  constructor(private readonly automation: AutomationService) {}

  @Requires('automation.read')
  @Get('automation/status')
  @ApiOperation({ summary: 'Whether mail is configured to send' })
  @ApiOkResponse({ type: AutomationStatusDto })
  status(): AutomationStatusDto {
    return this.automation.status();
  }

  @Requires('automation.read')
  @Get('automation/test-connection')
  @ApiOperation({ summary: 'Tries the mail server connection' })
  @ApiOkResponse({ type: TestConnectionResultDto })
  testConnection(): Promise<TestConnectionResultDto> {
    return this.automation.testConnection();
  }

  @Requires('automation.write')
  @Post('automation/test-email')
  @ApiOperation({ summary: 'Sends a template to an address as a test' })
  @HttpCode(200)
  @ApiOkResponse({ type: TestEmailResultDto })
  testEmail(@Body() body: TestEmailDto): Promise<TestEmailResultDto> {
    return this.automation.sendTestEmail(body.to, body.templateId);
  }

  @Requires('automation.read', 'bookings.read')
  @Get('automation/runs')
  @ApiOperation({ summary: 'The latest automation runs, newest first' })
  @ApiOkResponse({ type: [AutomationRunDto] })
  async runs(@Query() query: AutomationRunsQueryDto): Promise<AutomationRunDto[]> {
    const runs = await this.automation.latestRuns(query.limit ?? DEFAULT_RUNS_LIMIT);
    const mailConfigured = this.automation.status().configured;
    return runs.map((run) => mapAutomationRun(run, mailConfigured));
  }

  /** Issue 12: a run skipped because email was not configured is sent once it is (409 otherwise). */
  @Requires('automation.write')
  @Post('automation/runs/:id/run-again')
  @ApiOperation({ summary: 'Runs a skipped automation run again' })
  @HttpCode(200)
  @ApiOkResponse({ type: AutomationRunDto })
  @ApiNotFoundResponse({ description: 'Automation run not found' })
  @ApiConflictResponse({ description: 'The run was not skipped for missing mail settings, mail is still not configured, or its rule has changed' })
  async runAgain(@IdParam('id', 'Automation run not found') id: number): Promise<AutomationRunDto> {
    return mapAutomationRun(await this.automation.runAgain(id), true);
  }

  @Requires('automation.read')
  @Get('ghl-status')
  @ApiOperation({ summary: 'Status of the GoHighLevel integration' })
  @ApiOkResponse({ type: GhlStatusDto })
  ghlStatus(): GhlStatusDto {
    return this.automation.ghlStatus();
  }
}
