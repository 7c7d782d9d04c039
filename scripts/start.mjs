// `npm start`: builds whatever is missing, starts an embedded PostgreSQL and Redis when the machine has
// none (scripts/embedded/services.mjs), then runs the one-origin server (which creates the database if
// needed and runs pending migrations before it listens). SIGINT/SIGTERM go to the server first; what
// was started for it is stopped once it has drained and exited.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMissingServices } from './embedded/services.mjs';
import { StartError } from './embedded/processes.mjs';
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

// From here a signal must not end this process before what it started is stopped.
let server;
let stopRequested = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopRequested = true;
    server?.kill(signal);
  });
}

let services;
try {
  services = await startMissingServices({ root, env: process.env, log: (line) => console.log(`[start] ${line}`) });
} catch (error) {
  console.error(error instanceof StartError ? error.message : `npm start: ${error.message}`);
  process.exit(1);
}

let code = 0;
if (!stopRequested) {
  server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...services.settings },
  });
  code = await new Promise((resolve) => {
    server.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    server.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
await services.stop().catch((error) => {
  console.error(`npm start: stopping the embedded services: ${error.message}`);
  code ||= 1;
});
process.exit(code);
