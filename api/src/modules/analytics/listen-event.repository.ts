import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ListenEventEntity, ListenKind } from './listen-event.entity';

export interface DayCount {
  day: string;
  plays: number;
  downloads: number;
}

export interface EpisodeCount {
  id: number;
  title: string;
  plays: number;
  downloads: number;
}

export interface AppCount {
  name: string;
  plays: number;
  downloads: number;
}

export interface Window {
  from: string;
  to: string;
  episodeId?: number;
}

const COUNTS = `count(*) FILTER (WHERE e."kind" = 'play')::int AS "plays", count(*) FILTER (WHERE e."kind" = 'download')::int AS "downloads"`;

/** The listen_event table: one row per listener, episode, kind and UTC day. */
@Injectable()
export class ListenEventRepository {
  constructor(@InjectRepository(ListenEventEntity) private readonly repo: Repository<ListenEventEntity>) {}

  /** Inserts the event unless this listener has one for the episode, kind and day; true when inserted. */
  async record(event: Pick<ListenEventEntity, 'episodeId' | 'day' | 'kind' | 'listenerHash' | 'app'>): Promise<boolean> {
    const rows: unknown[] = await this.repo.query(
      `INSERT INTO "listen_event" ("episodeId", "day", "kind", "listenerHash", "app") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING "episodeId"`,
      [event.episodeId, event.day, event.kind, event.listenerHash, event.app],
    );
    return rows.length > 0;
  }

  /** Plays and downloads of each day of the window, days without any included (served by IDX_listen_event_day or the primary key). */
  async perDay({ from, to, episodeId }: Window): Promise<DayCount[]> {
    const rows: DayCount[] = await this.repo.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS "day", ${COUNTS}
         FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
         LEFT JOIN "listen_event" e ON e."day" = d.day::date ${episodeId === undefined ? '' : 'AND e."episodeId" = $3'}
        GROUP BY d.day ORDER BY d.day`,
      episodeId === undefined ? [from, to] : [from, to, episodeId],
    );
    return rows;
  }

  /** The episodes listened to most in the window (plays and downloads together), with their titles. */
  async topEpisodes({ from, to }: Window, limit: number): Promise<EpisodeCount[]> {
    // Reads the episode table for titles (read only: a module writes only its own tables).
    return this.repo.query(
      `SELECT e."episodeId" AS "id", ep."title" AS "title", ${COUNTS}
         FROM "listen_event" e JOIN "episode" ep ON ep."id" = e."episodeId"
        WHERE e."day" BETWEEN $1 AND $2
        GROUP BY e."episodeId", ep."title"
        ORDER BY count(*) DESC, e."episodeId" DESC
        LIMIT $3`,
      [from, to, limit],
    );
  }

  /** Play events of each of these episodes, all time (on the primary key, which starts with episodeId); episodes without any are absent. */
  async playsByEpisode(episodeIds: readonly number[]): Promise<Array<{ episodeId: number; plays: number }>> {
    if (episodeIds.length === 0) return [];
    return this.repo.query(
      `SELECT e."episodeId" AS "episodeId", count(*)::int AS "plays"
         FROM "listen_event" e
        WHERE e."episodeId" = ANY($1::int[]) AND e."kind" = 'play'
        GROUP BY e."episodeId"`,
      [episodeIds],
    );
  }

  /** Listeners by the app their user agent names, most first. */
  async apps({ from, to, episodeId }: Window, limit: number): Promise<AppCount[]> {
    return this.repo.query(
      `SELECT e."app" AS "name", ${COUNTS}
         FROM "listen_event" e
        WHERE e."day" BETWEEN $1 AND $2 ${episodeId === undefined ? '' : 'AND e."episodeId" = $4'}
        GROUP BY e."app"
        ORDER BY count(*) DESC, e."app"
        LIMIT $3`,
      episodeId === undefined ? [from, to, limit] : [from, to, limit, episodeId],
    );
  }
}

export { ListenKind };
