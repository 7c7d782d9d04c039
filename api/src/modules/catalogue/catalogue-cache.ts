import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { CatalogueVersion } from './catalogue-version';

/** How often a process asks Redis whether another process changed the catalogue (docs/performance.md). */
export const VERSION_CHECK_MS = 250;

interface Entry {
  value: unknown;
  bytes: number;
}

/**
 * The one cache of what the public sees (issue 32 item 1): the episode list's pages, the feeds, the
 * sitemap files and the server-rendered episode pages are values in it, built once per catalogue
 * version and dropped together when it moves. One freshness rule for all of them:
 * - this process's own writes drop everything at once (CatalogueVersion's local notice), so its next
 *   read already shows them;
 * - another process's writes are seen within VERSION_CHECK_MS (one Redis GET shared by every request
 *   in flight);
 * - while Redis does not answer nothing is kept and every request builds: slower, never stale.
 * One byte budget (PUBLIC_CACHE_MAX_BYTES) for all of it, the oldest values dropped first; a value
 * larger than a quarter of the budget is served but not kept. Concurrent misses of a key share one
 * build, and a build that started before a change is not kept.
 */
@Injectable()
export class CatalogueCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<unknown>>();
  private heldBytes = 0;
  private readonly maxBytes: number;
  /** Bumped whenever the values are dropped; a build that started before a bump is not kept. */
  private generation = 0;
  private version: string | null = null;
  private checkedAt = 0;
  private versionCheck: Promise<void> | null = null;
  private readonly dropListeners = new Set<() => void>();
  private readonly stopListening: () => void;

  constructor(
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    private readonly catalogue: CatalogueVersion,
  ) {
    this.maxBytes = config.PUBLIC_CACHE_MAX_BYTES;
    this.stopListening = catalogue.onChange((version) => {
      this.dropAll();
      this.version = version;
      this.checkedAt = Date.now();
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** Called whenever the values are dropped (a cache of keys worth keeping forgets them too). */
  onDrop(listener: () => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  /** Whether values are being kept now (false while Redis does not answer). */
  get keeping(): boolean {
    return this.version !== null;
  }

  /** Bytes held by every kept value together (at most PUBLIC_CACHE_MAX_BYTES; tests check the bound). */
  get bytes(): number {
    return this.heldBytes;
  }

  /**
   * The value of `key` in the catalogue as it is now: a kept copy, the build in flight, or a new
   * build, kept when `keep` says so and it fits. A failed build is not kept.
   */
  async get<T>(key: string, build: () => Promise<T>, sizeOf: (value: T) => number, keep: (value: T) => boolean = () => true): Promise<T> {
    await this.checkVersion();
    if (this.version === null) return build();
    const kept = this.entries.get(key);
    if (kept) return kept.value as T;
    const inFlight = this.building.get(key) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const generation = this.generation;
    const pending: Promise<T> = build()
      .then((value) => {
        if (generation === this.generation && keep(value)) this.store(key, { value, bytes: sizeOf(value) + key.length * 2 + 256 });
        return value;
      })
      .finally(() => {
        // A change may have dropped this build and a newer one may hold the key by now.
        if (this.building.get(key) === pending) this.building.delete(key);
      });
    this.building.set(key, pending);
    return pending;
  }

  private checkVersion(): Promise<void> {
    if (this.version !== null && Date.now() - this.checkedAt < VERSION_CHECK_MS) return Promise.resolve();
    this.versionCheck ??= this.readVersion().finally(() => {
      this.versionCheck = null;
    });
    return this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    const current = await this.catalogue.current();
    if (current === null || current !== this.version) this.dropAll();
    this.version = current;
    this.checkedAt = Date.now();
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes / 4) return;
    this.forget(key);
    while (this.heldBytes + entry.bytes > this.maxBytes && this.entries.size > 0) this.forget(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    this.heldBytes += entry.bytes;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  /** Requests after a change never join a build that started before it (it may have read older rows). */
  private dropAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
    this.heldBytes = 0;
    for (const listener of this.dropListeners) listener();
  }
}
