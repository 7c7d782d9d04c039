import { Injectable, Logger } from '@nestjs/common';
import type { Listener } from '../episodes/episode-plays';
import { EpisodesService } from '../episodes/episodes.service';
import { ANALYTICS_DEFAULT_DAYS, type AnalyticsReportDto, type EpisodeAnalyticsDto } from './analytics.dto';
import { DailySalt } from './daily-salt.service';
import { ListenKind } from './listen-event.entity';
import { ListenEventRepository, type DayCount, type Window } from './listen-event.repository';
import { listenerHash, utcDay } from './listener-hash';
import { appOf, isBot, isDownload } from './user-agents';

const TOP_EPISODES = 10;
const TOP_APPS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An enclosure request as the download rules see it. */
export interface EnclosureRequest extends Listener {
  method: string;
  range?: string;
}

/**
 * Plays and downloads without cookies (issue 15 item 5, docs/analytics.md): each listener (a
 * salted hash of address and user agent) counts once per episode, kind and UTC day.
 */
@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger('Analytics');

  constructor(
    private readonly events: ListenEventRepository,
    private readonly salt: DailySalt,
    private readonly episodes: EpisodesService,
  ) {}

  /** A play from the site's player: true when it is this listener's first of the episode today. Known bots are not counted. */
  async recordPlay(episodeId: number, listener: Listener): Promise<boolean> {
    if (isBot(listener.userAgent)) return false;
    return this.record(ListenKind.Play, episodeId, listener);
  }

  /**
   * A request of a published episode's enclosure: a download by the IAB v2 rules (a GET, not a bot,
   * not a probe of ≤ 2 bytes), counted once per listener and day, so the range requests of one
   * listening merge into one. Never fails the request that carries it.
   */
  async recordDownload(episodeId: number, request: EnclosureRequest): Promise<boolean> {
    if (!isDownload(request)) return false;
    try {
      return await this.record(ListenKind.Download, episodeId, request);
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

  async report(days = ANALYTICS_DEFAULT_DAYS, now = new Date()): Promise<AnalyticsReportDto> {
    const window = windowOf(days, now);
    const [series, topEpisodes, apps] = await Promise.all([
      this.events.perDay(window),
      this.events.topEpisodes(window, TOP_EPISODES),
      this.events.apps(window, TOP_APPS),
    ]);
    return { from: window.from, to: window.to, days: series, totals: totalsOf(series), topEpisodes, apps };
  }

  async episodeReport(episodeId: number, days = ANALYTICS_DEFAULT_DAYS, now = new Date()): Promise<EpisodeAnalyticsDto> {
    const episode = await this.episodes.get(episodeId);
    const window = { ...windowOf(days, now), episodeId };
    const [series, apps] = await Promise.all([this.events.perDay(window), this.events.apps(window, TOP_APPS)]);
    return { episode: { id: episode.id, title: episode.title }, from: window.from, to: window.to, days: series, totals: totalsOf(series), apps };
  }

  private async record(kind: ListenKind, episodeId: number, listener: Listener): Promise<boolean> {
    const day = utcDay(new Date());
    const hash = listenerHash(await this.salt.for(day), listener.address, listener.userAgent);
    return this.events.record({ kind, episodeId, day, listenerHash: hash, app: appOf(listener.userAgent) });
  }
}

function windowOf(days: number, now: Date): Window {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

function totalsOf(series: DayCount[]): { plays: number; downloads: number } {
  return series.reduce((sum, day) => ({ plays: sum.plays + day.plays, downloads: sum.downloads + day.downloads }), { plays: 0, downloads: 0 });
}
