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
import { GuestPortraitFiles } from './guest-portrait-files';
import { GuestProfiles } from './guest-profiles.service';

/**
 * Guests, their statuses and unsubscribing. What a status change sets off plugs into
 * BookingStatusChanges; GuestProfiles is what other modules read and set of a guest's public profile.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity])],
  controllers: [BookingsController, UnsubscribeController],
  providers: [BookingListRepository, BookingListService, BookingRepository, BookingsService, BookingStatusChanges, GuestPortraitFiles, GuestProfiles],
  exports: [BookingStatusChanges, GuestPortraitFiles, GuestProfiles],
})
export class BookingsModule {}
