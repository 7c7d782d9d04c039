import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from './booking.entity';
import { BookingListRepository } from './booking-list.repository';
import { BookingListService } from './booking-list.service';
import { BookingRepository } from './booking.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { GuestProfiles } from './guest-profiles.service';

/**
 * Guests, their statuses and unsubscribing. BookingsService injects BookingStatusChanges (what a
 * status change sets off: automation) and GuestPortraitFiles (artwork); GuestProfiles is what other modules read and set of a guest's public profile.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity])],
  controllers: [BookingsController, UnsubscribeController],
  providers: [BookingListRepository, BookingListService, BookingRepository, BookingsService, GuestProfiles],
  exports: [GuestProfiles],
})
export class BookingsModule {}
