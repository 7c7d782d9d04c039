import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Issue 32 item 7: `npm run release` (and admin, audit, seed:demo) builds the API only when api/dist is
// older than its inputs. Real files and a real `npm run build:api`: a throwaway repository whose
// build:api script counts its runs and writes the outputs the check looks for.
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'build-api-if-stale.mjs');

const BUILD = `node -e "const fs=require('fs');fs.appendFileSync('builds','x');for (const f of ['api/dist/main.js','packages/contracts/dist/index.js']) fs.writeFileSync(f,'')"`;

describe('scripts/build-api-if-stale.mjs', () => {
  let root: string;
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  /** Every file and folder under `path` made five minutes old: written before any build of the test. */
  const age = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) age(join(path, entry));
    utimesSync(path, ago(300), ago(300));
  };
  const file = (path: string, content = '') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const builds = () => (existsSync(join(root, 'builds')) ? readFileSync(join(root, 'builds'), 'utf8').length : 0);
  const runIt = () => spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
  /**
   * A change to `path` after the last build: the build moved a minute back, the path half a minute,
   * both in the past (a later build's stamp is then newer), and no test depends on the clock's resolution.
   */
  const changedSinceBuild = (path: string) => {
    utimesSync(join(root, 'api/dist/.built-at'), ago(60), ago(60));
    utimesSync(join(root, path), ago(30), ago(30));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
    file('package.json', JSON.stringify({ name: 'fake', private: true, scripts: { 'build:api': BUILD } }));
    file('api/src/main.ts', 'export {};\n');
    file('api/src/modules/releases/release-input.ts', 'export {};\n');
    file('api/src/modules/releases/release-input.spec.ts', 'export {};\n');
    file('packages/contracts/src/index.ts', 'export {};\n');
    mkdirSync(join(root, 'api/dist'), { recursive: true });
    mkdirSync(join(root, 'packages/contracts/dist'), { recursive: true });
    age(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds a fresh clone, then skips the build while nothing changed', () => {
    const first = runIt();
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('api/dist/main.js is missing: building the API');
    expect(builds()).toBe(1);
    expect(existsSync(join(root, 'api/dist/.built-at'))).toBe(true);

    const second = runIt();
    expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 0, stderr: '' });
    expect(builds()).toBe(1);
  });

  it.each([
    ['an API source', 'api/src/modules/releases/release-input.ts', 'api/src'],
    ['a contracts source', 'packages/contracts/src/index.ts', 'packages/contracts/src'],
    ['a build setting', 'tsconfig.base.json', 'tsconfig.base.json'],
  ])('builds again when %s is newer than the last build', (_what, path, named) => {
    if (!existsSync(join(root, path))) {
      file(path, '{}');
      age(join(root, path));
    }
    expect(runIt().status).toBe(0);
    changedSinceBuild(path);
    const run = runIt();
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`${named} changed since the last build`);
    expect(builds()).toBe(2);
    expect(runIt().stderr).toBe('');
    expect(builds()).toBe(2);
  });

  it('builds again when a source is deleted (its folder changes), not when only a test changes', () => {
    expect(runIt().status).toBe(0);
    changedSinceBuild('api/src/modules/releases/release-input.spec.ts');
    expect(runIt().stderr).toBe('');
    expect(builds()).toBe(1);

    unlinkSync(join(root, 'api/src/modules/releases/release-input.spec.ts'));
    changedSinceBuild('api/src/modules/releases');
    expect(runIt().status).toBe(0);
    expect(builds()).toBe(2);
  });

  it('builds when an output is missing whatever the stamp says, and keeps building after a failed build', () => {
    expect(runIt().status).toBe(0);
    unlinkSync(join(root, 'packages/contracts/dist/index.js'));
    expect(runIt().stderr).toContain('packages/contracts/dist/index.js is missing');
    expect(builds()).toBe(2);

    file('package.json', JSON.stringify({ name: 'fake', private: true, scripts: { 'build:api': 'node -e "process.exit(3)"' } }));
    changedSinceBuild('api/src/main.ts');
    expect(runIt().status).toBe(1);
    expect(runIt().stderr).toContain('api/src changed since the last build');
  });
});
