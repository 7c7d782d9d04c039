import { startProduct } from '../harness/product';

describe('the built server', () => {
  it('answers health, serves 404 for unknown public paths and exits cleanly on SIGTERM', async () => {
    const product = await startProduct();
    const health = await fetch(`${product.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } });
    const missing = await fetch(`${product.url}/definitely/not/a/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    const code = await product.stop();
    expect(code).toBe(0);
  });
});
