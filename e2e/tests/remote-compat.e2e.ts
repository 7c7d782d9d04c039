import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../harness/paths';

const SCRIPT = join(REPO_ROOT, 'scripts', 'check-remote-compat.mjs');
const WEB_KIT_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'web-kit', 'package.json'), 'utf8')) as { version: string }).version;
/** A range no host satisfies today: the next major of web-kit. */
const NEXT_MAJOR = `^${Number(WEB_KIT_VERSION.split('.')[0]) + 1}.0.0`;
const APPS = ['admin-shell', 'public-site', 'mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'];

function runCheck(root?: string) {
  const result = spawnSync(process.execPath, [SCRIPT, ...(root ? ['--root', root] : [])], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The built manifests of every app, copied to a temp root, with `edit` applied to one of them. */
function doctoredRoot(app: string, edit: (manifest: { shared: { name: string; requiredVersion: string | null }[] }) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'remote-compat-'));
  for (const name of APPS) {
    mkdirSync(join(root, name, 'dist'), { recursive: true });
    copyFileSync(join(REPO_ROOT, name, 'dist', 'mf-manifest.json'), join(root, name, 'dist', 'mf-manifest.json'));
  }
  const file = join(root, app, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return root;
}

describe('remote compatibility check (issue 14, CI)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes on the real build: every host satisfies every singleton range of the remotes it loads', () => {
    const { status, output } = runCheck();
    expect(output).toMatch(/Remote compatibility: \d+ singleton requirements satisfied/);
    expect(status).toBe(0);
  });

  it('fails on a remote that needs a newer web-kit, naming both hosts, the remote, the package and the versions', () => {
    const root = doctoredRoot('mfe-episodes', (manifest) => {
      const webKit = manifest.shared.find((share) => share.name === '@podcast/web-kit');
      if (webKit) webKit.requiredVersion = NEXT_MAJOR;
    });
    roots.push(root);
    const { status, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).toContain(`admin-shell → mfe_episodes: needs @podcast/web-kit ${NEXT_MAJOR}; admin-shell provides ${WEB_KIT_VERSION}`);
    expect(output).toContain(`public-site → mfe_episodes: needs @podcast/web-kit ${NEXT_MAJOR}; public-site provides ${WEB_KIT_VERSION}`);
  });

  it('fails on a singleton shared without a range (requiredVersion: false)', () => {
    const root = doctoredRoot('mfe-bookings', (manifest) => {
      const antd = manifest.shared.find((share) => share.name === 'antd');
      if (antd) antd.requiredVersion = null;
    });
    roots.push(root);
    const { status, output } = runCheck(root);
    expect(status).toBe(1);
    expect(output).toContain('admin-shell → mfe_bookings: antd has no required range');
  });
});
