import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, unbuiltRemoteSettings } from '../harness/paths';

// The remote with the fewest browser tests: what this proves (the remote installs, builds and tests on
// its own) is the same for the four, which share scripts/test-remote.mjs, and each of its browser tests
// also runs in the product's own run.
const REMOTE = 'mfe-editing';

/** Runs a command in `cwd`; resolves with its exit code and the tail of its output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Issue 14 item 1, proved on a fresh clone of the committed tree (nothing built, no node_modules):
 * `npm install`, then `npm run build -w <remote>` builds what the remote needs (the contracts) and the
 * remote, and `npm test -w <remote>` runs its unit tests and its browser tests with only the API, the
 * shell and that remote built. One remote is enough: the four share the same scripts
 * (scripts/test-remote.mjs, and each package.json's prebuild).
 */
describe(`one remote on its own, from a fresh clone (${REMOTE})`, () => {
  const clone = mkdtempSync(join(tmpdir(), 'podcast-remote-clone-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it('installs, builds the remote alone, and runs its own tests against the real API', async () => {
    expect((await run('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], REPO_ROOT)).code).toBe(0);
    const install = await run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline'], clone);
    expect({ code: install.code, output: install.code === 0 ? '' : install.output }).toEqual({ code: 0, output: '' });

    const build = await run(npm, ['run', 'build', '-w', REMOTE], clone);
    expect({ code: build.code, output: build.code === 0 ? '' : build.output }).toEqual({ code: 0, output: '' });
    expect(JSON.parse(readFileSync(join(clone, REMOTE, 'dist', 'mf-manifest.json'), 'utf8'))).toMatchObject({ name: 'mfe_editing' });
    expect(existsSync(join(clone, 'packages', 'contracts', 'dist', 'index.js'))).toBe(true);
    // Nothing else of the product was built.
    for (const other of ['admin-shell', 'public-site', 'mfe-bookings', 'mfe-automation', 'mfe-episodes'])
      expect(existsSync(join(clone, other, 'dist'))).toBe(false);

    const test = await run(npm, ['test', '-w', REMOTE], clone, { ...process.env, CI: 'true' });
    expect({ code: test.code, output: test.code === 0 ? '' : test.output }).toEqual({ code: 0, output: '' });
    // Its browser tests ran, with only the shell built beside it.
    expect(test.output).toMatch(/editing-board\.e2e\.ts/);
    expect(existsSync(join(clone, 'admin-shell', 'dist', 'index.html'))).toBe(true);
    for (const other of ['public-site', 'mfe-bookings', 'mfe-automation', 'mfe-episodes']) expect(existsSync(join(clone, other, 'dist'))).toBe(false);
  }, 900_000);
});

describe('a run of some apps only (E2E_APPS)', () => {
  it('sends every remote it does not build to an address that refuses, and leaves the named ones alone', () => {
    expect(unbuiltRemoteSettings({ E2E_APPS: 'admin-shell,mfe-editing' })).toEqual({
      MFE_BOOKINGS_URL: 'http://127.0.0.1:9/',
      MFE_AUTOMATION_URL: 'http://127.0.0.1:9/',
      MFE_EPISODES_URL: 'http://127.0.0.1:9/',
    });
    expect(unbuiltRemoteSettings({})).toEqual({});
  });
});
