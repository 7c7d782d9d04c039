import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { IdParam } from '../../common/entity-id.pipe';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { listHeaders, setListHeaders } from '../../common/list-headers';
import { BookingListQueryDto } from './booking-list.query';
import { BookingListService } from './booking-list.service';
import { BookingCreateDto, BookingDto, BookingUpdateDto, BookingUpdateResultDto, mapBooking } from './booking.dto';
import { BookingsService } from './bookings.service';
import { Requires } from '../../common/requires.decorator';

@ApiTags('bookings')
@Controller('admin/bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly list: BookingListService,
  ) {}

  @Requires('bookings.read')
  @Get()
  @ApiOperation({ summary: 'Guests, paged, searched, filtered and sorted by the server' })
  @ApiOkResponse({
    type: [BookingDto],
    description: 'One page of guests, newest first by default; without limit, the first 1,000',
    headers: listHeaders('Guests'),
  })
  @ApiBadRequestResponse({ description: 'limit, offset, after, q, archived or sort out of range; offset with after; after with a status or name sort' })
  async page(@Query() query: BookingListQueryDto, @Res({ passthrough: true }) res: Response): Promise<BookingDto[]> {
    const page = await this.list.page(query);
    setListHeaders(res, page);
    return page.rows.map(mapBooking);
  }

  @Requires('bookings.write')
  @Post()
  @ApiOperation({ summary: 'Adds a guest' })
  @ApiCreatedResponse({ type: BookingDto })
  async create(@Body() body: BookingCreateDto): Promise<BookingDto> {
    return mapBooking(await this.bookings.create(body));
  }

  @Requires('bookings.write')
  @Patch(':id')
  @ApiOperation({ summary: 'Changes a guest (fields or statuses); says what automation it queued' })
  @ApiOkResponse({ type: BookingUpdateResultDto })
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async update(@IdParam('id', 'Guest not found') id: number, @Body() body: BookingUpdateDto): Promise<BookingUpdateResultDto> {
    const { booking, queued } = await this.bookings.update(id, body);
    return { ...mapBooking(booking), queuedAutomation: queued };
  }

  @Requires('bookings.write')
  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a guest' })
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async remove(@IdParam('id', 'Guest not found') id: number): Promise<void> {
    await this.bookings.remove(id);
  }
}
