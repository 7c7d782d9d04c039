import type { EpisodeGuestDto } from './episode.dto';

/**
 * The episodes module's port for who its guest is: an episode links its guest's booking (guestId,
 * issue 32), which holds their name, role, company and portrait. The artwork module, which sits above
 * both, provides the bookings lookup (ArtworkPortsModule; docs/architecture.md, "Module graph").
 */
export abstract class EpisodeGuests {
  /** The guest's booking as the episode page shows it; null when it is gone. */
  abstract profileOf(bookingId: number): Promise<EpisodeGuestDto | null>;
}
