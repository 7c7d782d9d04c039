// `npm run admin`, `npm run release`, `npm run backup`/`restore` and `npm run seed:demo`: runs a command of the API against the database (and Redis)
// that `npm start` uses, with no setting. With DATABASE_URL set, that one; on a bare machine the
// embedded PostgreSQL in DATA_DIR (its generated password read from there): the one a running `npm
// start` has, else started for the command and stopped after it (scripts/embedded/services.mjs).
//
//   node scripts/with-services.mjs [--without-redis] <program.js> [arguments...]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithServices } from './embedded/run-with-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const withoutRedis = argv[0] === '--without-redis';
const [program, ...args] = withoutRedis ? argv.slice(1) : argv;
if (!program) {
  console.error('Usage: node scripts/with-services.mjs [--without-redis] <program.js> [arguments...]');
  process.exit(2);
}

const code = await runWithServices({
  root,
  env: process.env,
  // stderr: the command's own output (a list, a confirmation) stays alone on stdout.
  log: (line) => console.error(`[services] ${line}`),
  program: resolve(root, program),
  args,
  what: program,
  beside: true,
  redis: !withoutRedis,
});
process.exit(code);
