import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
    return runs.map(mapAutomationRun);
  }

  @Get('ghl-status')
  @ApiOkResponse({ type: GhlStatusDto })
  ghlStatus(): GhlStatusDto {
    return this.automation.ghlStatus();
  }
}
