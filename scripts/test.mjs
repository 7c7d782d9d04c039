// `npm test`: builds the product (the e2e tests drive the built server in Chromium), then runs every
// jest project: api, web and e2e. Extra arguments go to jest (e.g. `npm test -- --selectProjects api`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmCommand, run } from './run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jestArgs = process.argv.slice(2);

try {
  await run(npmCommand, ['run', 'build'], { cwd: root });
  await run(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), ...jestArgs], { cwd: root });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
