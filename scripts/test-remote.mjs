// `npm test -w <remote>`: one team's tests, without the rest of the product. Runs the remote's unit
// tests, then builds only what its browser tests drive (the shared packages, the API, the shell and
// this remote, and the public site for mfe-episodes, which it also loads), checks that the hosts
// meet the remote's shared requirements (the check of CI and `npm run release`, scripts/check-remote-compat.mjs)
// and runs its browser tests (`<remote>/e2e`) against the real API, PostgreSQL and Redis.
// The other areas are not built: their pages show the shell's error card, which these tests never open.
//   node scripts/test-remote.mjs <remote> [extra jest arguments]
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRemoteCompat, hostsLoading } from './check-remote-compat.mjs';
import { npmCommand, run } from './run.mjs';

const REMOTES = ['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [remote, ...jestArgs] = process.argv.slice(2);
const jest = join(root, 'node_modules/jest/bin/jest.js');

if (!REMOTES.includes(remote)) {
  console.error(`Usage: node scripts/test-remote.mjs <${REMOTES.join('|')}> [jest arguments]`);
  process.exit(2);
}

try {
  await run(npmCommand, ['run', 'build:packages'], { cwd: root });
  await run(process.execPath, [jest, '--selectProjects', 'web', '--testPathPatterns', `${remote}/`, ...jestArgs], { cwd: root });
  const hosts = hostsLoading(remote);
  await run(npmCommand, ['run', 'build', '-w', 'api', ...Object.keys(hosts).flatMap((host) => ['-w', host]), '-w', remote], { cwd: root });
  const { checked, problems } = checkRemoteCompat({ root, hosts });
  if (problems.length > 0) {
    throw new Error(`Remote compatibility: the hosts cannot meet ${problems.length} of ${remote}'s shared requirements:\n  ${problems.join('\n  ')}`);
  }
  console.log(`Remote compatibility: ${checked} shared requirements of ${remote} met by ${Object.keys(hosts).join(' and ')}.`);
  if (existsSync(join(root, remote, 'e2e'))) {
    await run(process.execPath, [jest, '--selectProjects', 'e2e', '--testPathPatterns', `${remote}/e2e/`, ...jestArgs], {
      cwd: root,
      env: { ...process.env, E2E_APPS: `admin-shell,${remote}` },
    });
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
