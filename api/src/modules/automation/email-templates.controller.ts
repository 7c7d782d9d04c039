import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { IdParam } from '../../common/entity-id.pipe';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmailTemplateCreateDto, EmailTemplateDto, EmailTemplateUpdateDto, mapEmailTemplate } from './email-template.dto';
import { EmailTemplatesService } from './email-templates.service';
import { Requires } from '../../common/requires.decorator';

@ApiTags('automation')
@Controller('admin/automation/templates')
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Requires('automation.read')
  @Get()
  @ApiOperation({ summary: 'Email templates' })
  @ApiOkResponse({ type: [EmailTemplateDto] })
  async list(): Promise<EmailTemplateDto[]> {
    return (await this.templates.list()).map(mapEmailTemplate);
  }

  @Requires('automation.write')
  @Post()
  @ApiOperation({ summary: 'Adds an email template' })
  @ApiCreatedResponse({ type: EmailTemplateDto })
  async create(@Body() body: EmailTemplateCreateDto): Promise<EmailTemplateDto> {
    return mapEmailTemplate(await this.templates.create(body));
  }

  @Requires('automation.write')
  @Put(':id')
  @ApiOperation({ summary: 'Replaces an email template' })
  @ApiOkResponse({ type: EmailTemplateDto })
  async update(@IdParam('id', 'Email template not found') id: number, @Body() body: EmailTemplateUpdateDto): Promise<EmailTemplateDto> {
    return mapEmailTemplate(await this.templates.update(id, body));
  }

  @Requires('automation.write')
  @Post(':id/reset')
  @HttpCode(200)
  @ApiOperation({ summary: "Puts a seeded template's default name, subject and bodies back" })
  @ApiOkResponse({ type: EmailTemplateDto })
  @ApiNotFoundResponse({ description: 'Email template not found' })
  @ApiConflictResponse({ description: 'The template was created by an admin: it has no default' })
  async reset(@IdParam('id', 'Email template not found') id: number): Promise<EmailTemplateDto> {
    return mapEmailTemplate(await this.templates.reset(id));
  }

  @Requires('automation.write')
  @Delete(':id')
  @ApiOperation({ summary: 'Deletes an email template (refused for a system template, and while a rule sends it)' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'A system template (reset it instead), or a rule still sends this template' })
  async remove(@IdParam('id', 'Email template not found') id: number): Promise<void> {
    await this.templates.remove(id);
  }
}
