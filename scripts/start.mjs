// `npm start`: builds whatever is missing, starts an embedded PostgreSQL and Redis when the machine has
// none (scripts/embedded/services.mjs), then runs the one-origin server (which creates the database if
// needed and runs pending migrations before it listens). SIGINT/SIGTERM go to the server first; what
// was started for it is stopped once it has drained and exited.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withApiRuntimeEnv } from './api-runtime.mjs';
import { runWithServices } from './embedded/run-with-services.mjs';
import { npmCommand, run } from './run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_APPS = ['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes', 'admin-shell', 'public-site'];

const missing = (path) => !existsSync(join(root, path));

if (missing('packages/contracts/dist/index.js') || missing('api/dist/main.js')) {
  await run(npmCommand, ['run', 'build:api'], { cwd: root });
}
const unbuilt = WEB_APPS.filter((app) => missing(`${app}/dist/index.html`));
if (unbuilt.length > 0) {
  await run(npmCommand, ['run', 'build', ...unbuilt.flatMap((app) => ['-w', app])], { cwd: root });
}

const code = await runWithServices({
  root,
  // The memory settings the API runs with everywhere (api-runtime.mjs; the Dockerfile has the same).
  env: withApiRuntimeEnv(process.env),
  log: (line) => console.log(`[start] ${line}`),
  program: join(root, 'api/dist/main.js'),
  what: 'npm start',
});
process.exit(code);
