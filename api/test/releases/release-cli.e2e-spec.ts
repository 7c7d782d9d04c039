import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runReleaseCli } from '../../src/release-cli';
import { capturedOutput } from '../harness/captured-output';
import { createTestApp, type TestApp } from '../harness/test-app';

interface Cli {
  code: number;
  out: string;
  err: string;
}

interface FakeCdn {
  url: string;
  origin: string;
  /** Paths requested so far. */
  requests: string[];
  close: () => Promise<void>;
}

interface Shared {
  name: string;
  version: string;
  requiredVersion: string | null;
}

/** A manifest as a remote's build writes it (only the fields the release check reads matter). */
const manifest = (name: string, buildVersion: string, shared: Shared[] = []) =>
  JSON.stringify({ name, metaData: { buildInfo: { buildVersion, buildName: name } }, shared });

/** What the hosts' builds provide (their own mf-manifest.json), and remotes' requirements against it. */
const HOST_SHARED: Shared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@podcast/web-kit', version: '1.4.0', requiredVersion: '^1.4.0' },
];
const COMPATIBLE: Shared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: '@podcast/web-kit', version: '1.4.0', requiredVersion: '^1.2.0' },
  // Not shared by the hosts: the remote runs its own copy, no conflict.
  { name: 'dayjs', version: '1.11.0', requiredVersion: '^1.11.0' },
];
const NEEDS_NEWER_WEB_KIT: Shared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: '@podcast/web-kit', version: '2.0.0', requiredVersion: '^2.0.0' },
];

/** A web root holding the hosts' built manifests (admin-shell and public-site), as WEB_ROOT names it. */
function hostBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'release-hosts-'));
  for (const host of ['admin-shell', 'public-site']) {
    mkdirSync(join(root, host, 'dist'), { recursive: true });
    writeFileSync(join(root, host, 'dist', 'mf-manifest.json'), manifest(host.replace('-', '_'), '1.0.0', HOST_SHARED));
  }
  return root;
}

/**
 * A static host on loopback holding remote builds' manifests: /v1/ and /v2/ of mfe-bookings, mfe-episodes'
 * under /episodes/, one served without CORS and one that is not JSON. Real HTTP: the release check fetches it.
 */
async function fakeCdn(): Promise<FakeCdn> {
  const requests: string[] = [];
  const files: Record<string, { body: string; cors: boolean }> = {
    '/v1/mf-manifest.json': { body: manifest('mfe_bookings', '1.0.0'), cors: true },
    '/v2/mf-manifest.json': { body: manifest('mfe_bookings', '2.0.0'), cors: true },
    '/v3/mf-manifest.json': { body: manifest('mfe_bookings', '3.0.0'), cors: true },
    '/episodes/mf-manifest.json': { body: manifest('mfe_episodes', '1.0.0'), cors: true },
    '/compatible/mf-manifest.json': { body: manifest('mfe_episodes', '1.1.0', COMPATIBLE), cors: true },
    '/newer-web-kit/mf-manifest.json': { body: manifest('mfe_episodes', '1.2.0', NEEDS_NEWER_WEB_KIT), cors: true },
    '/no-cors/mf-manifest.json': { body: manifest('mfe_bookings', '1.0.0'), cors: false },
    '/not-json/mf-manifest.json': { body: '<html>a web page</html>', cors: true },
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const file = files[path];
    if (!file) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', ...(file.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `${origin}/`, origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('npm run release (issue 14 item 4)', () => {
  let t: TestApp;
  /** A second API process on the same database, as behind a load balancer. */
  let other: TestApp;
  let cdnA: FakeCdn;
  let cdnB: FakeCdn;
  let env: Record<string, string>;
  let webRoot: string;

  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp({ database: t.database });
    cdnA = await fakeCdn();
    cdnB = await fakeCdn();
    webRoot = hostBuilds();
    env = { DATABASE_URL: t.config.DATABASE_URL, LOG_LEVEL: 'error', WEB_ROOT: webRoot };
  });
  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    await other.close({ keepDatabase: true });
    await t.close();
    await cdnA.close();
    await cdnB.close();
  });

  /** Runs the command as `npm run release -- …` does, against this test's database. */
  async function cli(argv: string[], cliEnv = env): Promise<Cli> {
    const output = capturedOutput();
    const code = await runReleaseCli(argv, { stdout: output.stdout, stderr: output.stderr, env: cliEnv });
    return { code, out: output.out(), err: output.err() };
  }
  const release = (...argv: string[]) => cli(argv);

  async function rows(): Promise<number> {
    const client = new Client({ connectionString: t.config.DATABASE_URL });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*) FROM remote_release')).rows[0].count);
    } finally {
      await client.end();
    }
  }

  /** What both API processes tell a browser loading a page: the remotes' manifests and the page's script-src. */
  async function seenByBoth(): Promise<{ bookings: string; scriptSrc: string[] }> {
    const answers = await Promise.all(
      [t, other].map(async (app) => {
        // In a browser's order: the page first (a navigation asks for HTML: its policy is built from the
        // record read for it, not from an earlier answer), then the configuration its script fetches.
        const page = await app.http().get('/admin/bookings').set('Accept', 'text/html,application/xhtml+xml');
        const remotes = await app.http().get('/config/remotes.json').expect(200);
        const scriptSrc = /script-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)?.[1].split(' ') ?? [];
        return { bookings: remotes.body.mfe_bookings as string, scriptSrc: scriptSrc.filter((source) => source.startsWith('http')) };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    return answers[0];
  }

  it('releases a remote from a URL: both API processes serve it from the next request, page policy included', async () => {
    expect(await seenByBoth()).toEqual({ bookings: '/mfe/bookings/mf-manifest.json', scriptSrc: [] });

    const first = await release('mfe-bookings', `${cdnA.url}v1/`);
    expect(first).toEqual({ code: 0, out: `Released mfe-bookings 1.0.0 from ${cdnA.url}v1/\nHosts load it from their next page load.\n`, err: '' });
    expect(cdnA.requests).toEqual(['/v1/mf-manifest.json']);
    expect(await seenByBoth()).toEqual({ bookings: `${cdnA.url}v1/mf-manifest.json`, scriptSrc: [`${cdnA.url}v1/`] });

    // A new origin: the page's policy allows it at once, and no longer the old one.
    const second = await release('mfe_bookings', `${cdnB.url}v2/`, '--version', '2.0.0-rc.1');
    expect(second.code).toBe(0);
    expect(second.out).toContain(`Released mfe-bookings 2.0.0-rc.1 from ${cdnB.url}v2/`);
    expect(await seenByBoth()).toEqual({ bookings: `${cdnB.url}v2/mf-manifest.json`, scriptSrc: [`${cdnB.url}v2/`] });
  });

  it('lists where every remote is, and the history of one', async () => {
    const list = await release('--list');
    expect(list.code).toBe(0);
    const lines = list.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^REMOTE\s+VERSION\s+URL\s+SINCE$/);
    expect(lines[1]).toMatch(new RegExp(`^mfe-bookings\\s+2\\.0\\.0-rc\\.1\\s+${cdnB.url}v2/\\s+released \\d{4}-`));
    expect(lines[2]).toMatch(/^mfe-automation\s+-\s+\/mfe\/automation\/\s+default: the copy this server serves$/);
    expect(lines).toHaveLength(5);

    const withSetting = await cli(['--list'], { ...env, MFE_EDITING_URL: 'https://cdn.example.com/editing/' });
    expect(withSetting.out).toMatch(/mfe-editing\s+-\s+https:\/\/cdn\.example\.com\/editing\/\s+default: the MFE_EDITING_URL setting/);

    const history = await release('--history', 'mfe-bookings');
    expect(history.code).toBe(0);
    const [header, newest, older] = history.out.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+RELEASED\s+VERSION\s+URL\s+STATE$/);
    expect(newest).toMatch(new RegExp(`2\\.0\\.0-rc\\.1\\s+${cdnB.url}v2/\\s+in force$`));
    expect(older).toMatch(new RegExp(`1\\.0\\.0\\s+${cdnA.url}v1/\\s+kept for rollback$`));
    expect((await release('--history', 'mfe-automation')).out).toBe(
      'mfe-automation has never been released: it is at its default (the copy this server serves)\n',
    );
  });

  it('rolls back to the previous release, then to the built-in default, then refuses', async () => {
    const back = await release('--rollback', 'mfe-bookings');
    expect(back.code).toBe(0);
    expect(back.out).toContain(`Rolled back mfe-bookings 2.0.0-rc.1 from ${cdnB.url}v2/\nmfe-bookings is now 1.0.0 from ${cdnA.url}v1/ (released `);
    expect(await seenByBoth()).toEqual({ bookings: `${cdnA.url}v1/mf-manifest.json`, scriptSrc: [`${cdnA.url}v1/`] });

    const toDefault = await release('--rollback', 'mfe-bookings');
    expect(toDefault.code).toBe(0);
    expect(toDefault.out).toContain('mfe-bookings is now at its default: /mfe/bookings/ (the copy this server serves)');
    expect(await seenByBoth()).toEqual({ bookings: '/mfe/bookings/mf-manifest.json', scriptSrc: [] });

    const before = await rows();
    const nothing = await release('--rollback', 'mfe-bookings');
    expect(nothing).toEqual({ code: 1, out: '', err: 'mfe-bookings has no release to roll back: it is at its default (the copy this server serves)\n' });
    expect(await rows()).toBe(before);
    const history = await release('--history', 'mfe-bookings');
    expect(history.out.match(/rolled back \d{4}-/g)).toHaveLength(2);
  });

  it('retires one release per rollback when two operators roll back at once', async () => {
    for (const version of ['v1', 'v2', 'v3']) expect((await release('mfe-bookings', `${cdnA.url}${version}/`)).code).toBe(0);
    const both = await Promise.all([release('--rollback', 'mfe-bookings'), release('--rollback', 'mfe-bookings')]);
    expect(both.map((run) => run.code)).toEqual([0, 0]);
    expect(both.map((run) => /Rolled back mfe-bookings (\S+)/.exec(run.out)?.[1]).sort()).toEqual(['2.0.0', '3.0.0']);
    expect((await seenByBoth()).bookings).toBe(`${cdnA.url}v1/mf-manifest.json`);
    expect((await release('--rollback', 'mfe-bookings')).code).toBe(0);
  });

  it.each([
    [['mfe-billing', 'https://cdn.example.com/x/'], 'Unknown remote "mfe-billing": use one of mfe-bookings, mfe-automation, mfe-editing, mfe-episodes'],
    [['mfe-bookings', 'ftp://cdn.example.com/mfe-bookings/'], 'The URL must be http or https'],
    [['mfe-bookings', 'cdn.example.com/mfe-bookings/'], 'is not a URL'],
    [['mfe-bookings', 'https://cdn.example.com/mfe-bookings/1.4.0'], 'The URL must end with "/"'],
    [['mfe-bookings'], 'A release takes a remote and a URL'],
    [['mfe-bookings', 'https://cdn.example.com/a/', '--version', 'one two'], 'is not a version'],
    [['--rollback', 'bookings'], 'Unknown remote "bookings"'],
    [['--rollback', 'mfe-bookings', '--list'], 'Give one of'],
    [['--list', '--no-check'], '--version, --no-check and --force go with a release'],
    [['--rollback', 'mfe-bookings', '--force'], '--version, --no-check and --force go with a release'],
    [['--forced', 'mfe-bookings'], "Unknown option '--forced'"],
    [[], 'Nothing to do'],
  ])('refuses %j with exit code 2 and writes nothing', async (argv, message) => {
    const before = await rows();
    const run = await release(...argv);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
    expect(run.err).toContain('Usage:');
    expect(run.out).toBe('');
    expect(await rows()).toBe(before);
  });

  it('refuses a build the hosts could not load, with exit code 1 and nothing written', async () => {
    const before = await rows();
    const cases: Array<[string, string, string]> = [
      ['mfe-bookings', `${cdnA.url}missing/`, `${cdnA.url}missing/mf-manifest.json answered 404`],
      ['mfe-bookings', `${cdnA.url}episodes/`, 'is the manifest of mfe_episodes, not of mfe_bookings'],
      ['mfe-bookings', `${cdnA.url}no-cors/`, 'is served without CORS for http://localhost:3000 (Access-Control-Allow-Origin: none)'],
      ['mfe-bookings', `${cdnA.url}not-json/`, 'is not JSON'],
      ['mfe-bookings', 'http://127.0.0.1:9/gone/', 'Could not fetch http://127.0.0.1:9/gone/mf-manifest.json'],
    ];
    for (const [remote, url, message] of cases) {
      const run = await release(remote, url);
      expect({ url, code: run.code, out: run.out }).toEqual({ url, code: 1, out: '' });
      expect(run.err).toContain(`Not released: `);
      expect(run.err).toContain(message);
    }
    expect(await rows()).toBe(before);
    expect((await seenByBoth()).bookings).toBe('/mfe/bookings/mf-manifest.json');
  });

  it('refuses a remote whose shared requirements its hosts cannot meet, naming the package and both versions (issue 32)', async () => {
    const before = await rows();
    const run = await release('mfe-episodes', `${cdnA.url}newer-web-kit/`);
    expect({ code: run.code, out: run.out }).toEqual({ code: 1, out: '' });
    expect(run.err).toContain('Not released: its hosts cannot meet its shared requirements');
    // mfe-episodes is loaded by both hosts: each is named, with the range required and the version provided.
    expect(run.err).toContain('admin-shell → mfe_episodes: needs @podcast/web-kit ^2.0.0; admin-shell provides 1.4.0');
    expect(run.err).toContain('public-site → mfe_episodes: needs @podcast/web-kit ^2.0.0; public-site provides 1.4.0');
    expect(run.err).not.toContain('react');
    expect(run.err).toContain('Release it anyway with --force.');
    expect(await rows()).toBe(before);
    expect((await t.http().get('/config/remotes.json')).body.mfe_episodes).toBe('/mfe/episodes/mf-manifest.json');
  });

  it('releases it with --force, warning which requirements it released past', async () => {
    const run = await release('mfe-episodes', `${cdnA.url}newer-web-kit/`, '--force');
    expect(run.code).toBe(0);
    expect(run.err).toBe(
      'Warning: released with --force although its hosts cannot meet its shared requirements:\n' +
        '  admin-shell → mfe_episodes: needs @podcast/web-kit ^2.0.0; admin-shell provides 1.4.0\n' +
        '  public-site → mfe_episodes: needs @podcast/web-kit ^2.0.0; public-site provides 1.4.0\n',
    );
    expect(run.out).toBe(`Released mfe-episodes 1.2.0 from ${cdnA.url}newer-web-kit/\nHosts load it from their next page load.\n`);
    expect((await t.http().get('/config/remotes.json')).body.mfe_episodes).toBe(`${cdnA.url}newer-web-kit/mf-manifest.json`);
    expect((await release('--rollback', 'mfe-episodes')).code).toBe(0);
  });

  it('accepts a remote whose shared requirements its hosts meet, without a warning', async () => {
    const run = await release('mfe-episodes', `${cdnA.url}compatible/`);
    expect(run).toEqual({ code: 0, out: `Released mfe-episodes 1.1.0 from ${cdnA.url}compatible/\nHosts load it from their next page load.\n`, err: '' });
    expect((await release('--rollback', 'mfe-episodes')).code).toBe(0);
  });

  it('refuses when a host it loads into is not built in WEB_ROOT (nothing to check against), unless forced', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'release-no-hosts-'));
    try {
      const before = await rows();
      const refused = await cli(['mfe-bookings', `${cdnA.url}v1/`], { ...env, WEB_ROOT: empty });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`admin-shell → mfe_bookings: cannot check, ${join(empty, 'admin-shell', 'dist', 'mf-manifest.json')} is missing`);
      expect(await rows()).toBe(before);
      const forced = await cli(['mfe-bookings', `${cdnA.url}v1/`, '--force'], { ...env, WEB_ROOT: empty });
      expect(forced.code).toBe(0);
      expect(forced.err).toContain('Warning: released with --force');
      expect((await release('--rollback', 'mfe-bookings')).code).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('records without fetching with --no-check (a CDN this machine cannot reach), the version as given or unknown', async () => {
    const requests = cdnB.requests.length;
    const run = await release('mfe-episodes', `${cdnB.url}not-there-yet/`, '--no-check');
    expect(run).toEqual({ code: 0, out: `Released mfe-episodes from ${cdnB.url}not-there-yet/\nHosts load it from their next page load.\n`, err: '' });
    expect(cdnB.requests.length).toBe(requests);
    expect((await t.http().get('/config/remotes.json')).body.mfe_episodes).toBe(`${cdnB.url}not-there-yet/mf-manifest.json`);
    expect((await release('--rollback', 'mfe-episodes')).code).toBe(0);
  });

  it('ignores a release row no command could have written (an unusable URL), rather than breaking pages', async () => {
    const client = new Client({ connectionString: t.config.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO remote_release (remote, url) VALUES ('mfe-editing', 'https://cdn;evil.example/'), ('mfe-gone', 'https://cdn.example.com/')`,
      );
      const page = await t.http().get('/admin').set('Accept', 'text/html');
      expect(page.headers['content-security-policy']).not.toContain('evil');
      expect((await t.http().get('/config/remotes.json').expect(200)).body.mfe_editing).toBe('/mfe/editing/mf-manifest.json');
    } finally {
      await client.query(`DELETE FROM remote_release WHERE remote IN ('mfe-editing', 'mfe-gone')`);
      await client.end();
    }
  });
});
