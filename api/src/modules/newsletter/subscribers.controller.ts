import { Controller, Delete, Get, HttpCode, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { once } from 'node:events';
import { EntityIdPipe } from '../../common/entity-id.pipe';
import { listHeaders, setListHeaders } from '../../common/list-headers';
import { subscribersCsvHeader, subscribersCsvRows } from './subscribers-csv';
import { NewsletterService } from './newsletter.service';
import { mapSubscriber, SUBSCRIBER_MESSAGES, SubscriberDto, SubscriberListQueryDto, SubscriberSummaryDto } from './subscriber.dto';
import { Requires } from '../../common/requires.decorator';
import { RequiresRecentCheck } from '../../common/session-checks';

const CSV_BATCH = 1000;

/** The Subscribers screen's reads and erasure (Email Automation, docs/newsletter.md). */
@ApiTags('newsletter')
@ApiCookieAuth()
@Controller('admin/newsletter/subscribers')
export class SubscribersController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Requires('subscribers.read')
  @Get()
  @ApiOperation({ summary: 'Subscribers, newest sign-ups first, searched and filtered by status' })
  @ApiOkResponse({ type: SubscriberDto, isArray: true, headers: listHeaders('Subscribers') })
  @ApiBadRequestResponse({ description: 'limit, offset, q or status out of range' })
  async page(@Query() query: SubscriberListQueryDto, @Res({ passthrough: true }) res: Response): Promise<SubscriberDto[]> {
    const page = await this.newsletter.page(query);
    setListHeaders(res, { total: page.total, nextCursor: null });
    return page.rows.map(mapSubscriber);
  }

  @Requires('newsletter.read')
  @Get('summary')
  @ApiOperation({ summary: 'How many subscribers are pending, confirmed and unsubscribed, and whether mail can be sent' })
  @ApiOkResponse({ type: SubscriberSummaryDto })
  summary(): Promise<SubscriberSummaryDto> {
    return this.newsletter.summary();
  }

  /** Streamed in batches, so a long list never sits in memory at once. */
  @Requires('subscribers.export')
  @RequiresRecentCheck()
  @Get('export.csv')
  @ApiOperation({ summary: 'Every subscriber as CSV (email, status, signed up, confirmed, unsubscribed)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8, one header line', content: { 'text/csv': { schema: { type: 'string' } } } })
  async exportCsv(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.write(subscribersCsvHeader());
    let rows = 0;
    for await (const batch of this.newsletter.batches(CSV_BATCH)) {
      // A client that goes away mid-download ends the export (no wait for a 'drain' that never comes).
      if (res.destroyed) return this.newsletter.recordExport(rows, false);
      rows += batch.length;
      if (!res.write(subscribersCsvRows(batch))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    // Recorded before the answer ends, so the entry exists once the download has arrived.
    await this.newsletter.recordExport(rows, true);
    res.end();
  }

  @Requires('subscribers.delete')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Erases a subscriber: the address and its history are deleted' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Subscriber not found' })
  async erase(@Param('id', new EntityIdPipe(SUBSCRIBER_MESSAGES.notFound)) id: number): Promise<void> {
    await this.newsletter.erase(id);
  }
}
