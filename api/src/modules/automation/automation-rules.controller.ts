import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { IdParam } from '../../common/entity-id.pipe';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AutomationRuleCreateDto, AutomationRuleDto, AutomationRuleUpdateDto, mapAutomationRule } from './automation-rule.dto';
import { AutomationRulesService } from './automation-rules.service';
import { Requires } from '../../common/requires.decorator';

@ApiTags('automation')
@Controller('admin/automation/rules')
export class AutomationRulesController {
  constructor(private readonly rules: AutomationRulesService) {}

  @Requires('automation.read')
  @Get()
  @ApiOperation({ summary: 'Automation rules' })
  @ApiOkResponse({ type: [AutomationRuleDto] })
  async list(): Promise<AutomationRuleDto[]> {
    return (await this.rules.list()).map(mapAutomationRule);
  }

  @Requires('automation.write')
  @Post()
  @ApiOperation({ summary: 'Adds an automation rule' })
  @ApiCreatedResponse({ type: AutomationRuleDto })
  async create(@Body() body: AutomationRuleCreateDto): Promise<AutomationRuleDto> {
    return mapAutomationRule(await this.rules.create(body));
  }

  @Requires('automation.write')
  @Patch(':ruleId')
  @ApiOperation({ summary: 'Changes an automation rule (or enables / disables it)' })
  @ApiOkResponse({ type: AutomationRuleDto })
  async update(@IdParam('ruleId', 'Automation rule not found') ruleId: number, @Body() body: AutomationRuleUpdateDto): Promise<AutomationRuleDto> {
    return mapAutomationRule(await this.rules.update(ruleId, body));
  }

  @Requires('automation.write')
  @Delete(':ruleId')
  @ApiOperation({ summary: 'Deletes an automation rule' })
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@IdParam('ruleId', 'Automation rule not found') ruleId: number): Promise<void> {
    await this.rules.remove(ruleId);
  }
}
