/**
 * The bookings module's port for its guests' portrait files, which live in media storage: the
 * artwork module, which stores them, provides their removal (ArtworkPortsModule; docs/architecture.md, "Module graph").
 */
export abstract class GuestPortraitFiles {
  /** Removes every file of a stored image set; never throws (a failure is logged). */
  abstract remove(prefix: string): Promise<void>;
}
