import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { listHeaders, setListHeaders } from '../../common/list-headers';
import { Requires } from '../../common/requires.decorator';
import { AuditEntryDto, AuditFieldChangeDto, AuditListQueryDto, mapAuditEntry } from './audit.dto';
import { AuditListService } from './audit-list.service';

/** The audit trail, read-only: no route changes or deletes an entry (issue 31 item 5). */
@ApiTags('audit')
@ApiExtraModels(AuditFieldChangeDto)
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly list: AuditListService) {}

  @Requires('audit.read')
  @Get()
  @ApiOperation({ summary: 'Audit entries, newest first, filtered by actor, action, target type and time, paged' })
  @ApiOkResponse({ type: [AuditEntryDto], description: 'One page of entries (50 without limit)', headers: listHeaders('Entries') })
  @ApiBadRequestResponse({ description: 'A filter or paging value out of range, or from later than to' })
  async page(@Query() query: AuditListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AuditEntryDto[]> {
    const page = await this.list.page(query);
    setListHeaders(res, { total: page.total, nextCursor: null });
    return page.rows.map(mapAuditEntry);
  }
}
