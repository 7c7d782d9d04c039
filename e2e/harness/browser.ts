import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';
import { E2E_ADMIN } from './product';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, never a downloaded browser; a missing browser fails the run (it is never skipped). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install chromium (.ci/run does)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export interface PageOptions {
  width?: number;
  height?: number;
  /**
   * Ask for reduced motion, which the admin honours by turning antd's animations off. Admin tests
   * use it so a click never lands on a dialog that is still zooming in (the click point is measured,
   * then the button moves under it). Public tests keep motion: several check the animations.
   */
  reducedMotion?: boolean;
}

/** A fresh context and page that records console errors, so tests can assert there were none. */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Logs the browser context in through the API (the login screen itself has its own tests). */
export async function loginContext(context: BrowserContext, baseURL: string): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/admin/login`, {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()} ${await response.text()}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until no CSS animation or transition is running (a dialog's zoom-in, its mask's fade):
 * colours measured mid-animation are blends that no visitor sees once the screen is still. Endless
 * ones (a spinner, a skeleton's shimmer) never finish and are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
