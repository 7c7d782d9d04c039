import { Inject, Injectable, Logger } from '@nestjs/common';
import { clientNetwork } from '../../common/rate-limit/client-network';
import { SharedCounters } from '../../common/rate-limit/counters';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import type { Listener } from '../episodes/episode-plays';
import { mergeServed } from './counting-state';
import { CountingState } from './counting-state.service';
import { DailySalt } from './daily-salt.service';
import { ListenKind } from './listen-event.entity';
import { ListenEventRepository } from './listen-event.repository';
import { clientHash, listenerHash, utcDay } from './listener-hash';
import { bytesForOneMinute, coveredBytes, type Span } from './served-bytes';
import { appOf, isBot, isDownload } from './user-agents';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The counting state of a UTC day (served spans, admitted listeners) outlives the day by an hour, then Redis drops it. */
const DAY_STATE_TTL_MS = DAY_MS + 60 * 60 * 1000;

/** An enclosure request as the download rules see it, once answered. */
export interface EnclosureRequest extends Listener {
  method: string;
  range?: string;
  /** The enclosure file (rendition): each file's bytes are merged on their own. */
  file: string;
  /** The file's size and the episode's duration: one minute of it is size × 60 / duration. */
  size: number;
  durationSec?: number;
  /** The bytes served: written to the client (local storage) or the range the redirect handed over (S3). */
  served: readonly Span[];
}

/**
 * Plays and downloads without cookies (issue 15 item 5, docs/analytics.md): each listener (a
 * salted hash of address and user agent) counts once per episode, kind and UTC day. It needs no
 * episodes provider: it is what the episodes module's EpisodePlays port is made of (AnalyticsPortsModule),
 * and the reports, which read episodes, are AnalyticsReports.
 */
@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger('Analytics');

  constructor(
    private readonly events: ListenEventRepository,
    private readonly salt: DailySalt,
    private readonly state: CountingState,
    private readonly counters: SharedCounters,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  /**
   * A play from the site's player (the route's own rate limit answers 429 before this): true when it
   * is this listener's first of the episode today and the client's listener cap has room. Known bots
   * are not counted.
   */
  async recordPlay(episodeId: number, listener: Listener): Promise<boolean> {
    if (isBot(listener.userAgent)) return false;
    const day = utcDay(new Date());
    return this.count(ListenKind.Play, episodeId, day, await this.salt.for(day), listener);
  }

  /**
   * An answered request of a published episode's enclosure: a download by the IAB v2.2 rules (a GET,
   * not a bot, not a probe), once the bytes served to this listener today (all its ranges merged)
   * cover one minute of the file, or all of a shorter one. Past the client's enclosure limit a
   * request is served but adds nothing; past the client's listener cap a new listener counts nothing,
   * and its bytes are not even kept (mergeServed: the span state stays bounded by the cap).
   * Never fails the request that carries it.
   */
  async recordDownload(episodeId: number, request: EnclosureRequest): Promise<boolean> {
    if (!isDownload(request) || coveredBytes(request.served) === 0) return false;
    try {
      if (!(await this.withinEnclosureLimit(request.address))) return false;
      const day = utcDay(new Date());
      const salt = await this.salt.for(day);
      const listener = listenerHash(salt, request.address, request.userAgent);
      const keys = {
        measured: this.state.key(`measured:${day}:${episodeId}:${clientHash(salt, clientNetwork(request.address))}`),
        spans: this.state.key(`served:${day}:${episodeId}:${request.file}:${listener}`),
      };
      const cap = this.config.ANALYTICS_LISTENERS_PER_CLIENT;
      const covered = await mergeServed(this.state, keys, listener, cap, request.served, DAY_STATE_TTL_MS);
      if (covered < bytesForOneMinute(request.size, request.durationSec)) return false;
      return await this.count(ListenKind.Download, episodeId, day, salt, request);
    } catch (error) {
      this.logger.warn(`A download of episode ${episodeId} was not counted: ${(error as Error).message}`);
      return false;
    }
  }

  /** Each episode's plays, all time: the figure Manage Episodes and the detail show (the report's windows count the same events). */
  async playsOf(episodeIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    const rows = await this.events.playsByEpisode(episodeIds);
    return new Map(rows.map((row) => [row.episodeId, row.plays]));
  }

  /**
   * Records the event unless the listener counted already today, or the client (an IPv4 address, an
   * IPv6 /64) has ANALYTICS_LISTENERS_PER_CLIENT other listeners of this episode and kind today: one
   * client changing its user agent at will buys that many listeners, no more.
   */
  private async count(kind: ListenKind, episodeId: number, day: string, salt: string, listener: Listener): Promise<boolean> {
    const hash = listenerHash(salt, listener.address, listener.userAgent);
    const listeners = this.state.key(`listeners:${kind}:${day}:${episodeId}:${clientHash(salt, clientNetwork(listener.address))}`);
    if (!(await this.state.admit(listeners, hash, this.config.ANALYTICS_LISTENERS_PER_CLIENT, DAY_STATE_TTL_MS))) return false;
    return this.events.record({ kind, episodeId, day, listenerHash: hash, app: appOf(listener.userAgent) });
  }

  /**
   * Enclosure requests that may count, per client and window (RATE_LIMIT_ENCLOSURE): past it the
   * file is still served (podcast apps retry and range-request a lot, and treat a refusal as a failed
   * download) but the request counts nothing. Shared by every API process like the other limits.
   */
  private async withinEnclosureLimit(address: string): Promise<boolean> {
    const key = this.counters.key(`rate:enclosure:${clientNetwork(address)}`);
    const { count } = await this.counters.increment(key, this.config.RATE_LIMIT_WINDOW_SEC * 1000);
    return count <= this.config.RATE_LIMIT_ENCLOSURE;
  }
}
