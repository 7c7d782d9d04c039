// Loaded into the API by `npm run bench:soak` only (NODE_OPTIONS=--require), never by the product:
// appends the process's own memory breakdown (process.memoryUsage(): rss, V8 heap used/total,
// external, array buffers, the V8 spaces' sizes) as one JSON line per second to BENCH_SOAK_PROBE_FILE, so the bench can
// tell V8 heap from native memory (zlib/brotli contexts, malloc arenas) at each moment of the run.
'use strict';
const { appendFileSync } = require('node:fs');
const v8 = require('node:v8');

const file = process.env.BENCH_SOAK_PROBE_FILE;
if (file) {
  setInterval(() => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));
    const row = { t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
    row.newSpace = (spaces.new_space ?? 0) + (spaces.new_large_object_space ?? 0);
    row.oldSpace = (spaces.old_space ?? 0) + (spaces.large_object_space ?? 0);
    row.codeSpace = (spaces.code_space ?? 0) + (spaces.code_large_object_space ?? 0);
    appendFileSync(file, `${JSON.stringify(row)}\n`);
  }, 1000).unref();
}
