import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AutomationModule } from '../automation/automation.module';
import { BookingEntity } from './booking.entity';
import { BookingListRepository } from './booking-list.repository';
import { BookingListService } from './booking-list.service';
import { BookingRepository } from './booking.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { UnsubscribeController } from './unsubscribe.controller';

@Module({
  imports: [AutomationModule, TypeOrmModule.forFeature([BookingEntity])],
  controllers: [BookingsController, UnsubscribeController],
  providers: [BookingListRepository, BookingListService, BookingRepository, BookingsService],
})
export class BookingsModule {}
