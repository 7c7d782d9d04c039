import { coveredBytes, MAX_SPANS, mergeSpan, type Span } from './served-bytes';

/** Entries the in-process fallback keeps at most per kind of state (a few hundred bytes each). */
export const MEMORY_MAX_ENTRIES = 10_000;

/**
 * The state the counting rules share between API processes (docs/analytics.md), with the semantics
 * of the Redis scripts in counting-state.service.ts: the spans one listener was served of one file
 * today, and the listeners admitted per client, episode and day.
 */
export interface CountingStore {
  /** Adds bytes [start, end) to the listener's spans and answers the bytes covered now. */
  mergeSpan(key: string, span: Span, ttlMs: number): Promise<number>;
  /** True when `member` is admitted under `key` already, or is now because fewer than `cap` are. */
  admit(key: string, member: string, cap: number, ttlMs: number): Promise<boolean>;
}

/** The keys of one listener's bytes of one file (mergeServed). */
export interface ServedKeys {
  /** The set of the listeners whose bytes are measured, per client, episode and day (at most `cap`). */
  measured: string;
  /** This listener's spans of this file. */
  spans: string;
}

/**
 * Merges the spans served to `listener` into its spans of the file and answers the bytes covered now;
 * 0, with no span state written, when its client has `cap` other listeners measured for the episode
 * today already. Only a measured listener can reach a minute, so the cap on counted listeners is kept,
 * and a client rotating user agents on 3-byte ranges keeps at most `cap` span keys per file, not one
 * per user agent. The same rule in Redis and in the in-process fallback: `store` is either.
 */
export async function mergeServed(
  store: CountingStore,
  keys: ServedKeys,
  listener: string,
  cap: number,
  served: readonly Span[],
  ttlMs: number,
): Promise<number> {
  if (!(await store.admit(keys.measured, listener, cap, ttlMs))) return 0;
  let covered = 0;
  for (const span of served) covered = await store.mergeSpan(keys.spans, span, ttlMs);
  return covered;
}

/**
 * The same state in one process, bounded (oldest first past MEMORY_MAX_ENTRIES): the fallback while
 * Redis is unreachable, so counting goes on per process rather than stopping or losing its rules.
 */
export class MemoryCountingStore implements CountingStore {
  private readonly spans = new Map<string, { value: Span[]; expiresAt: number }>();
  private readonly members = new Map<string, { value: Set<string>; expiresAt: number }>();

  constructor(private readonly maxEntries = MEMORY_MAX_ENTRIES) {}

  mergeSpan(key: string, span: Span, ttlMs: number): Promise<number> {
    const now = Date.now();
    const entry = live(this.spans, key, now) ?? { value: [], expiresAt: now + ttlMs };
    entry.value = mergeSpan(entry.value, span, MAX_SPANS);
    store(this.spans, key, entry, now, this.maxEntries);
    return Promise.resolve(coveredBytes(entry.value));
  }

  admit(key: string, member: string, cap: number, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const entry = live(this.members, key, now) ?? { value: new Set<string>(), expiresAt: now + ttlMs };
    if (!entry.value.has(member)) {
      if (entry.value.size >= cap) return Promise.resolve(false);
      entry.value.add(member);
    }
    store(this.members, key, entry, now, this.maxEntries);
    return Promise.resolve(true);
  }
}

function live<T>(map: Map<string, { value: T; expiresAt: number }>, key: string, now: number) {
  const entry = map.get(key);
  return entry && entry.expiresAt > now ? entry : undefined;
}

function store<T>(map: Map<string, { value: T; expiresAt: number }>, key: string, entry: { value: T; expiresAt: number }, now: number, max: number): void {
  map.delete(key);
  if (map.size >= max) for (const [old, { expiresAt }] of map) if (expiresAt <= now) map.delete(old);
  while (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  map.set(key, entry);
}
