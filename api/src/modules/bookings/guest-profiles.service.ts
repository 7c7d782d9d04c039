import { Injectable, NotFoundException } from '@nestjs/common';
import type { StoredImageSet } from '../../common/stored-image-set';
import { toImageSetDto } from '../../common/stored-image-set';
import { mapBooking, portraitAlt, type BookingDto } from './booking.dto';
import { BookingRepository } from './booking.repository';

/** A guest as an episode page shows them. */
export interface GuestProfile {
  name: string;
  role: string | null;
  company: string | null;
  portrait: ReturnType<typeof toImageSetDto>;
}

/** What other modules may read and set of a guest's public profile: the card by booking id and the portrait. */
@Injectable()
export class GuestProfiles {
  constructor(private readonly bookings: BookingRepository) {}

  async profileOf(id: number): Promise<GuestProfile | null> {
    const booking = await this.bookings.findById(id);
    if (!booking) return null;
    return {
      name: booking.name,
      role: booking.position.trim() || null,
      company: booking.company.trim() || null,
      portrait: toImageSetDto(booking.portrait, portraitAlt(booking.name)),
    };
  }

  /** Sets (or with null removes) a guest's portrait; the guest afterwards and the set replaced. 404 when there is no such guest. */
  async setPortrait(id: number, portrait: StoredImageSet | null): Promise<{ booking: BookingDto; previous: StoredImageSet | null }> {
    const result = await this.bookings.setPortrait(id, portrait);
    if (!result) throw new NotFoundException('Guest not found');
    return { booking: mapBooking(result.booking), previous: result.previous };
  }

  async exists(id: number): Promise<boolean> {
    return this.bookings.exists(id);
  }
}
