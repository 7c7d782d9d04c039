import { createHash } from 'node:crypto';
import { ListenKind } from '../modules/analytics/listen-event.entity';
import { utcDay } from '../modules/analytics/listener-hash';
import { DAY } from './demo-data';

/** The window the demo's listens fall in: the Analytics screen's last 30 days. */
export const DEMO_LISTEN_DAYS = 30;

export interface DemoListen {
  episodeId: number;
  day: string;
  kind: ListenKind;
  listenerHash: string;
  app: string;
}

/** Where demo downloads come from, by share (names as the Analytics screen's apps, docs/analytics.md). */
const DOWNLOAD_APPS: ReadonlyArray<readonly [string, number]> = [
  ['Apple Podcasts', 0.42],
  ['Spotify', 0.27],
  ['Overcast', 0.1],
  ['Pocket Casts', 0.08],
  ['Castro', 0.04],
  ['AntennaPod', 0.04],
  ['Other', 0.05],
];

/** A small seeded generator (mulberry32), so a demo looks the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(apps: ReadonlyArray<readonly [string, number]>, draw: number): string {
  let sum = 0;
  for (const [name, share] of apps) {
    sum += share;
    if (draw < sum) return name;
  }
  return apps[apps.length - 1][0];
}

/**
 * Plays (the site's player) and downloads (podcast apps) of one published episode over the last 30
 * days: more in the days after it came out, fewer at weekends, scaled by its popularity. Each event
 * has its own listener hash (made up, like the real ones it stands for: no address behind it).
 */
export function demoListens(episodeId: number, popularity: number, publishedAt: Date, now: Date): DemoListen[] {
  const draw = random(episodeId * 7919 + popularity);
  const events: DemoListen[] = [];
  const daily = popularity / 180;
  for (let back = DEMO_LISTEN_DAYS - 1; back >= 0; back -= 1) {
    const date = new Date(now.getTime() - back * DAY);
    const age = Math.floor((date.getTime() - publishedAt.getTime()) / DAY);
    if (age < 0) continue;
    const weekend = [0, 6].includes(date.getUTCDay()) ? 0.7 : 1;
    const launch = 1 + 3 * Math.exp(-age / 4);
    const day = utcDay(date);
    for (const kind of [ListenKind.Play, ListenKind.Download]) {
      const mean = daily * launch * weekend * (kind === ListenKind.Download ? 1.6 : 1);
      const count = Math.max(0, Math.round(mean * (0.75 + draw() * 0.5)));
      for (let index = 0; index < count; index += 1) {
        events.push({
          episodeId,
          day,
          kind,
          listenerHash: createHash('sha256').update(`demo:${episodeId}:${day}:${kind}:${index}`).digest('hex'),
          app: kind === ListenKind.Play ? 'Browser' : pick(DOWNLOAD_APPS, draw()),
        });
      }
    }
  }
  return events;
}
