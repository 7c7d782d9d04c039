// The set-up most browser test files share, declared once: call these at the top of a describe block.
import type { Browser } from 'playwright-core';
import { AdminApi } from './admin-api';
import { launchBrowser, loginContext, openPage, type PageOptions, type TrackedPage } from './browser';
import { startProduct, type Product } from './product';

export interface ProductAndBrowser {
  readonly product: Product;
  readonly browser: Browser;
}

export interface AdminPageSuite extends ProductAndBrowser {
  /** One page, logged in as the admin, kept for the whole block. */
  readonly tracked: TrackedPage;
  /** The admin API in a session of its own, for seeding and for checking what the screens stored. */
  readonly admin: AdminApi;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is started in beforeAll: use it inside a test or hook`);
  return value;
}

/** Starts the built product (with `env` added to its settings) and a browser before the block's tests; stops both after. */
export function useProductAndBrowser(env: Record<string, string> = {}): ProductAndBrowser {
  let product: Product | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  return {
    get product() {
      return started(product, 'The product');
    },
    get browser() {
      return started(browser, 'The browser');
    },
  };
}

/**
 * The product, a browser and one logged-in admin page (reduced motion: admin tests never click a
 * dialog that is still zooming in) for the whole block; every test must end with no console or
 * page error.
 */
export function useAdminPage(options: PageOptions & { env?: Record<string, string> } = {}): AdminPageSuite {
  const { env = {}, ...pageOptions } = options;
  let product: Product | undefined;
  let browser: Browser | undefined;
  let tracked: TrackedPage | undefined;
  let admin: AdminApi | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchBrowser();
    tracked = await openPage(browser, product.url, { reducedMotion: true, ...pageOptions });
    await loginContext(tracked.context, product.url);
    admin = await AdminApi.login(product.url);
  });
  // One hook, so the page closes before its browser and the browser before the product.
  afterAll(async () => {
    await tracked?.context.close();
    await browser?.close();
    await product?.stop();
  });
  afterEach(() => {
    expect(started(tracked, 'The page').errors).toEqual([]);
  });
  return {
    get product() {
      return started(product, 'The product');
    },
    get browser() {
      return started(browser, 'The browser');
    },
    get tracked() {
      return started(tracked, 'The page');
    },
    get admin() {
      return started(admin, 'The admin API');
    },
  };
}
