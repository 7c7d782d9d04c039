import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BookingCreateDto, BookingDto, BookingUpdateDto, mapBooking } from './booking.dto';
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
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async update(@Param('id', ParseIntPipe) id: number, @Body() body: BookingUpdateDto): Promise<BookingDto> {
    return mapBooking(await this.bookings.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Guest not found' })
  async remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.bookings.remove(id);
  }
}
