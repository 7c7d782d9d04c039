import { loadConfig } from '../config/app-config';
import { createHash } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { contentSecurityPolicy, cspOrigin, cspRemoteSource, inlineScriptHashes, serializeCsp } from './content-security-policy';
import { defaultRemoteBases, type RemoteBases } from './web-apps';

const request = () => new IncomingMessage(new Socket());
const directive = (header: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(header)?.[1].split(' ');

const SELF = 'https://podcast.example.com';
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether a source list lets a page of SELF load `url` (not redirected), as CSP 3 matches source
 * expressions ("Does url match expression in origin with redirect count"): 'self', a scheme (`data:`),
 * or scheme://host[:port][path], where a path ending in `/` matches the files under it and both paths
 * are compared percent-decoded. Host wildcards are left out: this policy never writes one.
 */
function allows(sources: string[], url: string): boolean {
  const target = new URL(url);
  const port = (protocol: string, given: string | undefined) => given || DEFAULT_PORTS[protocol];
  return sources.some((source) => {
    if (source === "'self'") return target.origin === SELF;
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return target.protocol === source;
    const match = /^([a-z][a-z0-9+.-]*):\/\/([^/:[\]]+|\[[^\]]+\])(?::(\d+))?(\/.*)?$/.exec(source);
    if (!match) return false;
    const [, scheme, host, sourcePort, path] = match;
    // An http: source also allows the https: upgrade of the same host (CSP 3 "scheme-part matching").
    if (target.protocol !== `${scheme}:` && !(scheme === 'http' && target.protocol === 'https:')) return false;
    if (target.hostname !== host) return false;
    if (port(target.protocol, target.port) !== port(`${scheme}:`, sourcePort)) return false;
    if (!path) return true;
    const wanted = decodeURIComponent(path);
    const actual = decodeURIComponent(target.pathname);
    return wanted.endsWith('/') ? actual.startsWith(wanted) : actual === wanted;
  });
}

describe('contentSecurityPolicy', () => {
  it('allows only this origin (and hashed inline scripts of the built pages) for scripts by default, with no eval, no plugins and no framing', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(serializeCsp(csp, request())).toMatch(/(?:^|; )script-src 'self' [^;]*;/);
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

  it('adds the folders of remotes moved by MFE_*_URL to script-src and connect-src, and the S3 endpoint to media-src', () => {
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
    expect(directive(header, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com/bookings/']));
    expect(directive(header, 'script-src')).not.toContain('https://cdn.example.com');
    expect(directive(header, 'connect-src')).toEqual(["'self'", 'https://cdn.example.com/bookings/', 'http://127.0.0.1:9000']);
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

  it('takes the remote folders from each request (a released remote on a new origin is allowed on the next page)', () => {
    const config = loadConfig({});
    const released: RemoteBases = { ...defaultRemoteBases(config), bookings: 'https://cdn-b.example.com/mfe-bookings/2.0.0/' };
    const first = request();
    const second = request();
    const csp = contentSecurityPolicy(config, (req) => (req === second ? released : defaultRemoteBases(config)));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect({ name, sources: directive(serializeCsp(csp, first), name) }).toEqual({
        name,
        sources: expect.not.arrayContaining(['https://cdn-b.example.com/mfe-bookings/2.0.0/']),
      });
      expect({ name, sources: directive(serializeCsp(csp, second), name) }).toEqual({
        name,
        sources: expect.arrayContaining(["'self'", 'https://cdn-b.example.com/mfe-bookings/2.0.0/']),
      });
    }
    expect(directive(serializeCsp(csp, second), 'media-src')).toEqual(["'self'", 'blob:']);
  });

  it("names each released remote's folder, not its whole origin: another folder of the same CDN is not allowed", () => {
    const config = loadConfig({});
    const released: RemoteBases = {
      ...defaultRemoteBases(config),
      bookings: 'https://cdn.example.com/remotes/mfe-bookings/1.4.0/',
      editing: 'https://cdn.example.com/remotes/mfe-editing/2.1.0/',
    };
    const header = serializeCsp(
      contentSecurityPolicy(config, () => released),
      request(),
    );
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      const sources = directive(header, name) ?? [];
      expect({ name, sources }).toEqual({
        name,
        sources: expect.arrayContaining([
          "'self'",
          'https://cdn.example.com/remotes/mfe-bookings/1.4.0/',
          'https://cdn.example.com/remotes/mfe-editing/2.1.0/',
        ]),
      });
      expect({ name, origin: sources.includes('https://cdn.example.com') }).toEqual({ name, origin: false });
    }
    const scripts = directive(header, 'script-src') ?? [];
    for (const url of [
      'https://cdn.example.com/remotes/mfe-bookings/1.4.0/remoteEntry.js',
      'https://cdn.example.com/remotes/mfe-bookings/1.4.0/static/js/async/412.5c1e.js',
      'https://cdn.example.com/remotes/mfe-editing/2.1.0/remoteEntry.js',
      // The remotes this server still serves itself: 'self'.
      `${SELF}/mfe/episodes/remoteEntry.js`,
    ]) {
      expect({ url, allowed: allows(scripts, url) }).toEqual({ url, allowed: true });
    }
    for (const url of [
      'https://cdn.example.com/remotes/mfe-other-team/1.0.0/remoteEntry.js',
      'https://cdn.example.com/remotes/mfe-bookings/1.3.0/remoteEntry.js',
      'https://cdn.example.com/remotes/mfe-bookings/1.4.0-evil/remoteEntry.js',
      'https://cdn.example.com/remoteEntry.js',
      'https://cdn-b.example.com/remotes/mfe-bookings/1.4.0/remoteEntry.js',
    ]) {
      expect({ url, allowed: allows(scripts, url) }).toEqual({ url, allowed: false });
    }
  });

  it('writes a remote folder as a source a policy can hold, and adds nothing for remotes on this origin', () => {
    expect(cspRemoteSource('https://CDN.example.com:8443/remotes/mfe-bookings/1.4.0/')).toBe('https://cdn.example.com:8443/remotes/mfe-bookings/1.4.0/');
    expect(cspRemoteSource('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/');
    // `;` and `,` are valid in a URL path but end a directive or a policy: percent-encoded, which browsers decode to compare.
    const odd = cspRemoteSource('https://cdn.example.com/a;b,c/v 1/');
    expect(odd).toBe('https://cdn.example.com/a%3Bb%2Cc/v%201/');
    expect(allows([odd ?? ''], 'https://cdn.example.com/a;b,c/v%201/remoteEntry.js')).toBe(true);
    expect(allows([odd ?? ''], 'https://cdn.example.com/a/remoteEntry.js')).toBe(false);
    for (const base of ['/mfe/bookings/', 'ftp://cdn.example.com/x/', 'http://a;b.example/x/', undefined]) {
      expect({ base, source: cspRemoteSource(base) }).toEqual({ base, source: undefined });
    }
    const header = serializeCsp(contentSecurityPolicy(loadConfig({})), request());
    expect(directive(header, 'script-src')?.filter((source) => source.includes('://'))).toEqual([]);
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
