import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';
import type { EpisodeGuestDto } from './episode.dto';

export interface GuestProfileSource {
  /** The guest record whose name matches, ignoring case and surrounding spaces; null when none does. */
  profileOf(name: string): Promise<EpisodeGuestDto | null>;
}

/**
 * The episodes module's port for who its guest is: an episode names its guest as text (spec §3), and
 * the bookings record of that name holds their role, company and portrait. The artwork module, which
 * sits above both, plugs the bookings lookup in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class EpisodeGuests extends ModulePort<GuestProfileSource> {
  constructor() {
    super('EpisodeGuests');
  }
}
