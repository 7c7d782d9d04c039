// `npm start`: builds whatever is missing, then runs the one-origin server (which creates the
// database if needed and runs pending migrations before it listens).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

await run(process.execPath, [join(root, 'api/dist/main.js')], { cwd: root }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
