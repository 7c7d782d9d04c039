import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EmailTemplateCreateDto, EmailTemplateDto, EmailTemplateUpdateDto, mapEmailTemplate } from './email-template.dto';
import { EmailTemplatesService } from './email-templates.service';

@ApiTags('automation')
@Controller('admin/automation/templates')
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get()
  @ApiOkResponse({ type: [EmailTemplateDto] })
  async list(): Promise<EmailTemplateDto[]> {
    return (await this.templates.list()).map(mapEmailTemplate);
  }

  @Post()
  @ApiCreatedResponse({ type: EmailTemplateDto })
  async create(@Body() body: EmailTemplateCreateDto): Promise<EmailTemplateDto> {
    return mapEmailTemplate(await this.templates.create(body));
  }

  @Put(':id')
  @ApiOkResponse({ type: EmailTemplateDto })
  async update(@Param('id', ParseIntPipe) id: number, @Body() body: EmailTemplateUpdateDto): Promise<EmailTemplateDto> {
    return mapEmailTemplate(await this.templates.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'A rule still sends this template' })
  async remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.templates.remove(id);
  }
}
