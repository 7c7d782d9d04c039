// `npm run dev`: the API (rebuilt and restarted on change) and every front end's dev server with hot
// reload. The API serves /config/remotes.json pointing at the remotes' dev servers, so the hosts
// load live remotes; each dev server proxies /api, /media and /config to the API.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmCommand, run, startLabelled } from './run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE_PORTS = { bookings: 3011, automation: 3012, editing: 3013, episodes: 3014 };

await run(npmCommand, ['run', 'build:api'], { cwd: root });

const env = {
  ...process.env,
  MFE_BOOKINGS_URL: `http://localhost:${REMOTE_PORTS.bookings}/`,
  MFE_AUTOMATION_URL: `http://localhost:${REMOTE_PORTS.automation}/`,
  MFE_EDITING_URL: `http://localhost:${REMOTE_PORTS.editing}/`,
  MFE_EPISODES_URL: `http://localhost:${REMOTE_PORTS.episodes}/`,
  // Readable lines while developing (pino-pretty, a dev dependency); JSON lines when set to json.
  LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
};

const children = [
  startLabelled('api:tsc', npmCommand, ['run', 'dev', '-w', 'api'], { cwd: root }),
  startLabelled('api', process.execPath, ['--watch-path=api/dist', 'api/dist/main.js'], { cwd: root, env }),
  ...['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes', 'admin-shell', 'public-site'].map((app) =>
    startLabelled(app, npmCommand, ['run', 'dev', '-w', app], { cwd: root, env }),
  ),
];

console.log('API and one-origin server: http://localhost:3000 · public site dev: http://localhost:3001 · admin shell dev: http://localhost:3002/admin');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
