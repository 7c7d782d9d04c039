import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';
import type { EpisodeGuestDto } from './episode.dto';

export interface GuestProfileSource {
  /** The guest's booking as the episode page shows it; null when it is gone. */
  profileOf(bookingId: number): Promise<EpisodeGuestDto | null>;
}

/**
 * The episodes module's port for who its guest is: an episode links its guest's booking (guestId,
 * issue 32), which holds their name, role, company and portrait. The artwork module, which
 * sits above both, plugs the bookings lookup in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class EpisodeGuests extends ModulePort<GuestProfileSource> {
  constructor() {
    super('EpisodeGuests');
  }
}
