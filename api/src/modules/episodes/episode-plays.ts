import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';

/** Who is listening, as the request shows it: the client address (TRUST_PROXY honoured) and user agent. */
export interface Listener {
  address: string;
  userAgent: string;
}

export interface PlayCounter {
  /**
   * Records a play of a published episode by this listener; true when it is the listener's first
   * play of the episode today (UTC), false when it was counted already or is not counted (a bot).
   */
  count(episodeId: number, listener: Listener): Promise<boolean>;
}

/**
 * The episodes module's port for counting plays without cookies: the analytics module, which sits
 * above episodes in the module graph, plugs its deduplication in (docs/analytics.md), and
 * `episode.plays` grows only when it says the play is new.
 */
@Injectable()
export class EpisodePlays extends ModulePort<PlayCounter> {
  constructor() {
    super('EpisodePlays');
  }
}
