import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';

export interface PortraitFileRemover {
  /** Removes every file of a stored image set; never throws (a failure is logged). */
  remove(prefix: string): Promise<void>;
}

/**
 * The bookings module's port for its guests' portrait files, which live in media storage: the
 * artwork module, which stores them, plugs their removal in (docs/architecture.md, "Module graph").
 */
@Injectable()
export class GuestPortraitFiles extends ModulePort<PortraitFileRemover> {
  constructor() {
    super('GuestPortraitFiles');
  }
}
