import { SubscriberStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { subscriberRow } from '../newsletter/subscriber.factory';

// Issue 29 item 1: the pages behind the links in mail post a form to their own origin. They are served
// with Referrer-Policy: same-origin (so a browser sends the real Origin with that POST), and the
// same-origin guard still refuses a POST a browser sent from another site. The clicks themselves are
// proven in Chromium (e2e/tests/mail-link-pages.e2e.ts).
describe('the link pages in mail: referrer policy, and cross-origin POSTs still refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_UNSUBSCRIBE: '1000' } });
  });
  afterAll(() => t.close());

  const subscribers = () => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
  const bookings = () => t.app.get(DataSource).getRepository(BookingEntity);
  const subscriber = async (token: string) => {
    // The same string as both secrets, so one name serves both paths below.
    await subscribers().insert(subscriberRow({ email: `${token}@example.com`, unsubscribeToken: token, confirmToken: token }));
    return () => subscribers().findOneByOrFail({ unsubscribeToken: token });
  };

  it('serves every link page, its answer pages and its 404 with Referrer-Policy: same-origin (helmet keeps no-referrer elsewhere)', async () => {
    await subscriber('policy-token');
    await bookings().insert({ name: 'Policy Guest', unsubscribeToken: 'policy-guest-token' });
    for (const path of ['/api/newsletter/confirm/policy-token', '/api/newsletter/unsubscribe/policy-token', '/api/unsubscribe/policy-guest-token']) {
      const page = await t.http().get(path).expect(200);
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(page.text).toContain('<form method="post"');
    }
    for (const path of ['/api/newsletter/confirm/nope', '/api/unsubscribe/nope']) {
      expect((await t.http().get(path).expect(404)).headers['referrer-policy']).toBe('same-origin');
    }
    expect((await t.http().get('/api/health')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a confirm or unsubscribe POST from another site, and changes nothing', async () => {
    const read = await subscriber('cross-site-token');
    await bookings().insert({ name: 'Cross Guest', unsubscribeToken: 'cross-guest-token' });
    const crossSite = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      // A sandboxed frame or a no-referrer form on another site: the browser says so in Sec-Fetch-Site.
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
      // Origin null and no fetch metadata (an older browser): nothing shows it is ours.
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      for (const path of ['/api/newsletter/confirm/cross-site-token', '/api/newsletter/unsubscribe/cross-site-token', '/api/unsubscribe/cross-guest-token']) {
        const res = await t.http().post(path).set(headers).type('form').send('');
        expect({ path, headers, status: res.status, message: res.body.message }).toEqual({
          path,
          headers,
          status: 403,
          message: 'Cross-origin request refused',
        });
      }
    }
    expect((await read()).status).toBe(SubscriberStatus.Pending);
    expect((await bookings().findOneByOrFail({ unsubscribeToken: 'cross-guest-token' })).optedOutAt).toBeNull();
  });

  it('takes the POST of a form on our own page: the real Origin, or Origin null that the browser marks same-origin', async () => {
    const read = await subscriber('own-page-token');
    const host = `127.0.0.1`;
    const ownOrigin = await t
      .http()
      .post('/api/newsletter/confirm/own-page-token')
      .set({ origin: `http://${host}`, host })
      .type('form')
      .send('');
    expect(ownOrigin.status).toBe(200);
    expect((await read()).status).toBe(SubscriberStatus.Confirmed);
    // A page still served under no-referrer (a cached copy): Chromium sends Origin null with Sec-Fetch-Site same-origin.
    const nullOrigin = await t
      .http()
      .post('/api/newsletter/unsubscribe/own-page-token')
      .set({ origin: 'null', 'sec-fetch-site': 'same-origin' })
      .type('form')
      .send('');
    expect(nullOrigin.status).toBe(200);
    expect(nullOrigin.text).toContain('You are unsubscribed');
    expect((await read()).status).toBe(SubscriberStatus.Unsubscribed);
  });
});
