import { Injectable } from '@nestjs/common';
import { EpisodesService } from '../episodes/episodes.service';
import { ANALYTICS_DEFAULT_DAYS, type AnalyticsReportDto, type EpisodeAnalyticsDto } from './analytics.dto';
import { ListenEventRepository, type DayCount, type Window } from './listen-event.repository';
import { utcDay } from './listener-hash';

const TOP_EPISODES = 10;
const TOP_APPS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The admin's analytics reports over the listen events AnalyticsService records. Apart from it
 * because an episode's report reads the episode (EpisodesService), and EpisodesService injects the
 * play counter AnalyticsService is: one provider doing both would be a dependency cycle.
 */
@Injectable()
export class AnalyticsReports {
  constructor(
    private readonly events: ListenEventRepository,
    private readonly episodes: EpisodesService,
  ) {}

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
}

function windowOf(days: number, now: Date): Window {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

function totalsOf(series: DayCount[]): { plays: number; downloads: number } {
  return series.reduce((sum, day) => ({ plays: sum.plays + day.plays, downloads: sum.downloads + day.downloads }), { plays: 0, downloads: 0 });
}
