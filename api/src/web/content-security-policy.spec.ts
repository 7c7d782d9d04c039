import { loadConfig } from '../config/app-config';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, serializeCsp } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows only this origin (and hashed inline scripts of the built pages) for scripts by default, with no eval, no plugins and no framing', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(serializeCsp(csp)).toMatch(/script-src 'self' [^;]*;/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(serializeCsp(csp)).not.toContain('unsafe-eval');
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
    expect(serializeCsp(csp)).toMatch(/script-src 'self' .*https:\/\/cdn\.example\.com;/);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:9000']);
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
});
