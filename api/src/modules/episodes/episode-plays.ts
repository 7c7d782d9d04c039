/** Who is listening, as the request shows it: the client address (TRUST_PROXY honoured) and user agent. */
export interface Listener {
  address: string;
  userAgent: string;
}

/**
 * The episodes module's port for counting plays without cookies: the analytics module, which sits
 * above episodes in the module graph, provides its deduplication (AnalyticsPortsModule;
 * docs/analytics.md) and answers the admin views' Plays figure from the same events.
 */
export abstract class EpisodePlays {
  /**
   * Records a play of a published episode by this listener; true when it is the listener's first
   * play of the episode today (UTC), false when it was counted already or is not counted (a bot, or
   * a listener past its client's cap of listeners per episode and day).
   */
  abstract count(episodeId: number, listener: Listener): Promise<boolean>;
  /**
   * The plays of each episode, all time, as the analytics count them (the one plays figure of every
   * admin screen: Manage Episodes, the detail and Analytics read the same events); 0 for none.
   */
  abstract playsOf(episodeIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}
