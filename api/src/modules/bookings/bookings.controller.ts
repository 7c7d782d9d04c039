import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { IdParam } from '../../common/entity-id.pipe';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BookingCreateDto, BookingDto, BookingUpdateDto, BookingUpdateResultDto, mapBooking } from './booking.dto';
import { BookingsService } from './bookings.service';

@ApiTags('bookings')
@Controller('admin/bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @ApiOkResponse({ type: [BookingDto] })
  async list(): Promise<BookingDto[]> {
    return (await this.bookings.list()).map(mapBooking);
  }

  @Post()
  @ApiCreatedResponse({ type: BookingDto })
  async create(@Body() body: BookingCreateDto): Promise<BookingDto> {
    return mapBooking(await this.bookings.create(body));
  }

  @Patch(':id')
  @ApiOkResponse({ type: BookingUpdateResultDto })
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async update(@IdParam('id', 'Guest not found') id: number, @Body() body: BookingUpdateDto): Promise<BookingUpdateResultDto> {
    const { booking, queued } = await this.bookings.update(id, body);
    return { ...mapBooking(booking), queuedAutomation: queued };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async remove(@IdParam('id', 'Guest not found') id: number): Promise<void> {
    await this.bookings.remove(id);
  }
}
