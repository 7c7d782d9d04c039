import type { EpisodeGuestDto } from './episode.dto';

/**
 * The episodes module's port for who its guest is: an episode names its guest as text (spec §3), and
 * the bookings record of that name holds their role, company and portrait. The artwork module, which
 * sits above both, provides the bookings lookup (ArtworkPortsModule; docs/architecture.md, "Module graph").
 */
export abstract class EpisodeGuests {
  /** The guest record whose name matches, ignoring case and surrounding spaces; null when none does. */
  abstract profileOf(name: string): Promise<EpisodeGuestDto | null>;
}
