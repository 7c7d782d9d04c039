// How long `npm run release -- --help` takes with nothing to build, against the command it replaced
// (which ran `npm run build:api` every time), in the same run, alternating so load hits both alike.
// --help answers before opening the database, so this measures the wrapper: npm, the build (or its
// up-to-date check), scripts/with-services.mjs and loading api/dist/release-cli.js.
//
//   node scripts/bench-release.mjs [rounds=5]   (docs/performance.md, "Release command")
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 5);
const commands = {
  'before (build:api every time)': 'npm run build:api --silent && node scripts/with-services.mjs --without-redis api/dist/release-cli.js --help',
  'now (npm run release)': 'npm run release --silent -- --help',
};

function seconds(command) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, { cwd: root, shell: true, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}: ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

// One run first so both start from an up-to-date api/dist (the first run of a fresh clone builds).
seconds(commands['now (npm run release)']);
const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const [name, command] of Object.entries(commands)) times[name].push(seconds(command));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, values] of Object.entries(times)) {
  console.log(`${name.padEnd(30)} median ${median(values).toFixed(2)} s  (${values.map((value) => value.toFixed(2)).join(', ')})`);
}
