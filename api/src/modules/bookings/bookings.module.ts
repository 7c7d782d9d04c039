import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from './booking.entity';
import { BookingListRepository } from './booking-list.repository';
import { BookingListService } from './booking-list.service';
import { BookingStatusChanges } from './booking-status-changes';
import { BookingRepository } from './booking.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { UnsubscribeController } from './unsubscribe.controller';

/** Guests, their statuses and unsubscribing. What a status change sets off plugs into BookingStatusChanges. */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity])],
  controllers: [BookingsController, UnsubscribeController],
  providers: [BookingListRepository, BookingListService, BookingRepository, BookingsService, BookingStatusChanges],
  exports: [BookingStatusChanges],
})
export class BookingsModule {}
