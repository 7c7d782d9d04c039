import { loggedUrl, REDACTED } from './logged-url';

describe('loggedUrl', () => {
  it('redacts the signature of a signed media link and keeps the rest', () => {
    expect(loggedUrl({ url: '/api/media/file/episodes/1/raw/a%20b.mp4?expires=1800000000&name=Ep%201.mp4&sig=abcDEF_-123', routeMatched: true })).toBe(
      `/api/media/file/episodes/1/raw/a%20b.mp4?expires=1800000000&name=Ep%201.mp4&sig=${REDACTED}`,
    );
    expect(loggedUrl({ url: '/media/episodes/1/poster.jpg?sig=xyz', routeMatched: true })).toBe(`/media/episodes/1/poster.jpg?sig=${REDACTED}`);
  });

  it('redacts token, signature and credential parameters of any name case, encoded or not', () => {
    expect(loggedUrl({ url: '/x?Token=a&X-Amz-Signature=b&X-Amz-Credential=c&page=2&flag', routeMatched: false })).toBe(
      `/x?Token=${REDACTED}&X-Amz-Signature=${REDACTED}&X-Amz-Credential=${REDACTED}&page=2&flag`,
    );
    expect(loggedUrl({ url: '/x?%74oken=a', routeMatched: false })).toBe(`/x?%74oken=${REDACTED}`);
  });

  it('redacts a token route parameter in the path (newsletter and bookings links)', () => {
    const token = 'Zm9vYmFyLXNlY3JldA';
    expect(loggedUrl({ url: `/api/newsletter/confirm/${token}`, params: { token }, routeMatched: true })).toBe(`/api/newsletter/confirm/${REDACTED}`);
    expect(loggedUrl({ url: `/api/newsletter/unsubscribe/${encodeURIComponent('a b')}?x=1`, params: { token: 'a b' }, routeMatched: true })).toBe(
      `/api/newsletter/unsubscribe/${REDACTED}?x=1`,
    );
  });

  it('keeps ordinary parameters of a matched route, and redacts token-like segments when nothing matched', () => {
    const long = 'A'.repeat(43);
    expect(loggedUrl({ url: '/api/admin/episodes/12', params: { id: '12' }, routeMatched: true })).toBe('/api/admin/episodes/12');
    expect(loggedUrl({ url: `/api/newsletter/confirm/${long}/extra`, routeMatched: false })).toBe(`/api/newsletter/confirm/${REDACTED}/extra`);
    expect(loggedUrl({ url: '/episodes/a-short-slug', routeMatched: false })).toBe('/episodes/a-short-slug');
    expect(loggedUrl({ url: '/mfe/bookings/main.0123456789abcdef0123456789abcdef.js', routeMatched: false })).toBe(
      '/mfe/bookings/main.0123456789abcdef0123456789abcdef.js',
    );
  });
});
