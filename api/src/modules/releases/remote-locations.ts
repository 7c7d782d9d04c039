import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import type { RemoteLocationSource } from '../../web/remote-locations';
import { defaultRemoteBases, REMOTES, type RemoteBases, type RemoteKey } from '../../web/web-apps';
import { parseReleaseUrl } from './release-input';
import { RemoteReleaseRepository } from './remote-release.repository';

/** A read slower than this gives way to the last one: a page never waits long on the release record. */
const READ_TIMEOUT_MS = 2000;
const WARN_INTERVAL_MS = 60_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const sameBases = (a: RemoteBases, b: RemoteBases) => REMOTES.every((remote) => a[remote.key] === b[remote.key]);

/**
 * Where the remotes are, as the server answers it (/config/remotes.json, each page's
 * Content-Security-Policy): read from PostgreSQL on every call, so every API process behind a load
 * balancer follows a release or rollback from the next page load on. No cache to invalidate; the
 * last read is kept only as the fallback while the database does not answer, and for answers that
 * are not pages (web/remote-locations.ts).
 */
@Injectable()
export class RemoteLocations implements RemoteLocationSource, OnApplicationBootstrap {
  private readonly logger = new Logger('Releases');
  private readonly defaults: RemoteBases;
  private last: RemoteBases;
  private readsStarted = 0;
  private lastReadNumber = 0;
  private warnedAt = -Infinity;

  constructor(
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    private readonly releases: RemoteReleaseRepository,
  ) {
    this.defaults = defaultRemoteBases(config);
    this.last = this.defaults;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.read();
  }

  async read(): Promise<RemoteBases> {
    const number = ++this.readsStarted;
    let bases: Record<RemoteKey, string>;
    try {
      bases = { ...this.defaults };
      for (const release of await withTimeout(this.releases.current(), READ_TIMEOUT_MS)) {
        const remote = REMOTES.find((candidate) => candidate.folder === release.remote);
        if (remote && this.isUsable(release.url)) bases[remote.key] = release.url;
      }
    } catch (error) {
      this.warn(`The release record could not be read (${error instanceof Error ? error.message : String(error)}): remotes stay where they were last read`);
      return this.last;
    }
    // Reads finishing out of order never put an older answer back; an unchanged answer keeps its object
    // (the Content-Security-Policy builds each one's sources once).
    if (sameBases(bases, this.last)) return this.last;
    if (number > this.lastReadNumber) {
      this.last = bases;
      this.lastReadNumber = number;
    }
    return bases;
  }

  lastRead(): RemoteBases {
    return this.last;
  }

  /** The command validates every URL it records; a row written by hand is checked the same way. */
  private isUsable(url: string): boolean {
    try {
      return parseReleaseUrl(url) === url;
    } catch {
      this.warn(`A release in the database has an unusable URL (${JSON.stringify(url)}): ignored`);
      return false;
    }
  }

  private warn(message: string): void {
    if (Date.now() - this.warnedAt < WARN_INTERVAL_MS) return;
    this.warnedAt = Date.now();
    this.logger.warn(message);
  }
}
