// How the API process is run wherever the product runs it: `npm start` (scripts/start.mjs through
// run-with-services), the soak bench's "shipped" side, and (the same values, written out) the
// Dockerfile's ENV and docs/deployment.md (api/test/deploy/compose.spec.ts checks the Dockerfile
// against api-runtime.json, where the values are). docs/performance.md, "API: soak (memory)", has the
// measurements behind each value.
import { readFileSync } from 'node:fs';

/**
 * Environment the API process gets on top of its own (values already set by the operator win):
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool threads run zlib, brotli,
 *   crypto, file reads) an arena of its own, up to 8 per core, each keeping freed memory it cannot
 *   return; two are enough for one event loop and its pool.
 * - --max-semi-space-size=16: V8 (Node 24) otherwise sizes the young generation from the machine's
 *   memory: 64 MB semi-spaces, 128 MB of new space committed from the first request on, for garbage
 *   that lives one request. 16 MB each (32 MB): more frequent scavenges, about 10-20 % more CPU per
 *   request in the soak, no lower throughput there; 32 is the next step if a host is CPU-bound.
 * - --max-old-space-size=1536: V8 lets the old generation grow up to 4 × what survived the last full
 *   collection when its cap is 2 GB or more (the default here is about 4 GB); under 2 GB it grows by
 *   at most 1.3 to 2 × (1.8 × at 1536 MB), so garbage is collected sooner. 1.5 GB is still ten times
 *   the heap the API uses at its busiest (about 130 MB): uploads stream to storage, the caches are
 *   bounded (PUBLIC_CACHE_MAX_BYTES), so no request comes near it.
 */
export const API_RUNTIME_ENV = JSON.parse(readFileSync(new URL('./api-runtime.json', import.meta.url), 'utf8'));

/**
 * `env` with API_RUNTIME_ENV added where `env` does not set the variable itself. NODE_OPTIONS is
 * joined instead, ours first: an operator's own flags (--enable-source-maps, or another heap size)
 * are kept, and a flag given twice takes its last value, theirs.
 */
export function withApiRuntimeEnv(env) {
  const merged = { ...env };
  for (const [name, value] of Object.entries(API_RUNTIME_ENV)) {
    if (name === 'NODE_OPTIONS' && merged[name]) merged[name] = `${value} ${merged[name]}`;
    else if (merged[name] === undefined || merged[name] === '') merged[name] = value;
  }
  return merged;
}
