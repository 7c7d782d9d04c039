import { loadConfig } from '../config/app-config';
import { createHash } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { contentSecurityPolicy, cspOrigin, inlineScriptHashes, serializeCsp } from './content-security-policy';
import { defaultRemoteBases, type RemoteBases } from './web-apps';

const request = () => new IncomingMessage(new Socket());
const directive = (header: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(header)?.[1].split(' ');

describe('contentSecurityPolicy', () => {
  it('allows only this origin (and hashed inline scripts of the built pages) for scripts by default, with no eval, no plugins and no framing', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(serializeCsp(csp, request())).toMatch(/script-src 'self' [^;]*;/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(serializeCsp(csp, request())).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('hashes executable inline scripts and leaves data blocks and external scripts out', () => {
    const html =
      '<script>document.title = "x"</script><script type="application/ld+json">{"a":1}</script><script defer src="/main.js"></script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('document.title = "x"').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('go()').digest('base64')}'`,
    ]);
  });

  it('adds the origins of remotes moved by MFE_*_URL to script-src and connect-src, and the S3 endpoint to media-src', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        MFE_BOOKINGS_URL: 'https://cdn.example.com/bookings/',
        MFE_EPISODES_URL: '/mfe/episodes/',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    const header = serializeCsp(csp, request());
    expect(directive(header, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
    expect(directive(header, 'connect-src')).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:9000']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:9000']);
  });
  it('allows media from S3_PUBLIC_ENDPOINT, where presigned links point, rather than the internal endpoint', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'https://media.example.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://media.example.com']);
  });

  it('takes the remote origins from each request (a released remote on a new origin is allowed on the next page)', () => {
    const config = loadConfig({});
    const released: RemoteBases = { ...defaultRemoteBases(config), bookings: 'https://cdn-b.example.com/mfe-bookings/2.0.0/' };
    const first = request();
    const second = request();
    const csp = contentSecurityPolicy(config, (req) => (req === second ? released : defaultRemoteBases(config)));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect({ name, sources: directive(serializeCsp(csp, first), name) }).toEqual({
        name,
        sources: expect.not.arrayContaining(['https://cdn-b.example.com']),
      });
      expect({ name, sources: directive(serializeCsp(csp, second), name) }).toEqual({
        name,
        sources: expect.arrayContaining(["'self'", 'https://cdn-b.example.com']),
      });
    }
    expect(directive(serializeCsp(csp, second), 'media-src')).toEqual(["'self'", 'blob:']);
  });

  it('names only origins a policy can hold: http(s) hosts without ; or , (which would break every response)', () => {
    expect(cspOrigin('https://CDN.example.com:8443/a/')).toBe('https://cdn.example.com:8443');
    expect(cspOrigin('http://[::1]:8080/x/')).toBe('http://[::1]:8080');
    expect(cspOrigin('http://bücher.example/x/')).toBe('http://xn--bcher-kva.example');
    for (const url of [
      'http://a;b.example/',
      'http://a,b.example/',
      'http://a_b.example/',
      'ftp://cdn.example.com/',
      '/mfe/bookings/',
      'not a url',
      undefined,
    ]) {
      expect({ url, origin: cspOrigin(url) }).toEqual({ url, origin: undefined });
    }
  });
});
