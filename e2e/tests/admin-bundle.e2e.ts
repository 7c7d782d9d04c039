import { appendFileSync, mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loginContext, openPage } from '../harness/browser';
import { ARTIFACTS_DIR } from '../harness/paths';
import { useProductAndBrowser } from '../harness/suite';

/** Issue 18: the admin's first load ships at most this much JavaScript, gzip-encoded as served. */
const FIRST_LOAD_BUDGET_BYTES = 650_000;

interface ScriptBytes {
  url: string;
  /** Bytes on the wire when the client accepts gzip only (the budget's unit). */
  gzip: number;
  /** Bytes Chromium itself received (it asks for brotli, so usually fewer). */
  chromium: number;
}

/** The body length of a GET that accepts gzip only, with the Content-Encoding the server chose. */
function gzipTransfer(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every script a page loads until the network is quiet, with what each costs gzip-encoded. */
async function loadScripts(page: Page, path: string, ready: () => Promise<unknown>): Promise<ScriptBytes[]> {
  const scripts: Array<{ url: string; sizes: Promise<number> }> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
      scripts.push({ url: request.url(), sizes: request.sizes().then((sizes) => sizes.responseBodySize) });
    }
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const measured: ScriptBytes[] = [];
  for (const script of scripts) {
    const { bytes, encoding } = await gzipTransfer(script.url);
    // Build files are precompressed; anything above the on-the-fly threshold must come compressed.
    if (bytes > 1024) expect({ url: script.url, encoding }).toEqual({ url: script.url, encoding: 'gzip' });
    measured.push({ url: script.url, gzip: bytes, chromium: await script.sizes });
  }
  return measured;
}

const total = (scripts: ScriptBytes[], key: 'gzip' | 'chromium') => scripts.reduce((sum, script) => sum + script[key], 0);

/** The budget, with the per-script list in the failure message. */
function expectWithinBudget(label: string, scripts: ScriptBytes[]): void {
  if (total(scripts, 'gzip') > FIRST_LOAD_BUDGET_BYTES) throw new Error(`Over the ${FIRST_LOAD_BUDGET_BYTES / 1000} kB budget:\n${report(label, scripts)}`);
  expect(total(scripts, 'gzip')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
}

/** The measured bytes per script, kept in e2e/artifacts/admin-bundle.txt (docs/performance.md quotes them). */
function record(label: string, scripts: ScriptBytes[]): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  appendFileSync(join(ARTIFACTS_DIR, 'admin-bundle.txt'), `${report(label, scripts)}\n`);
}

function report(label: string, scripts: ScriptBytes[]): string {
  const lines = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `  ${(script.gzip / 1000).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`);
  return `${label}: ${(total(scripts, 'gzip') / 1000).toFixed(1)} kB gzip (${(total(scripts, 'chromium') / 1000).toFixed(1)} kB as Chromium received it), ${scripts.length} scripts\n${lines.join('\n')}`;
}

describe('admin first load: JavaScript within budget, split by route (issue 18)', () => {
  const suite = useProductAndBrowser();

  it('loads the login page with at most 650 kB gzip of JavaScript and no remote', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url);
    const scripts = await loadScripts(page, '/admin/login', () => page.getByText('Admin Login').waitFor());
    record('/admin/login', scripts);
    expectWithinBudget('/admin/login', scripts);
    // The remotes belong to the logged-in routes: none of their code is fetched for the login page.
    expect(scripts.filter((script) => new URL(script.url).pathname.startsWith('/mfe/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads Manage Episodes, the first screen after login, with at most 650 kB gzip of JavaScript', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url);
    await loginContext(context, suite.product.url);
    const scripts = await loadScripts(page, '/admin', () =>
      page.waitForFunction(() => {
        const slot = document.querySelector('[data-remote="mfe_episodes/ManageEpisodes"]');
        return Boolean(slot && !slot.querySelector('[data-testid="remote-loading"]') && (slot.textContent ?? '').trim().length > 0);
      }),
    );
    record('/admin (logged in)', scripts);
    expect(scripts.some((script) => new URL(script.url).pathname.startsWith('/mfe/episodes/'))).toBe(true);
    expectWithinBudget('/admin (logged in)', scripts);
    expect(errors).toEqual([]);
    await context.close();
  });
});
