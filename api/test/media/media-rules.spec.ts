import { contentDisposition } from '../../src/modules/media/content-disposition';
import { keyFromPath } from '../../src/modules/media/media-access.service';
import { MediaSigner } from '../../src/modules/media/media-signer';
import { contentTypeOfKey, derivedKey, isValidStorageKey, newAssetKey } from '../../src/modules/media/storage/storage-key';
import { formatBytes } from '../../src/modules/media/media-type';

describe('storage keys', () => {
  it('accepts plain relative paths only', () => {
    expect(isValidStorageKey('episodes/12/raw/0b7c.mp4')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../b', 'a//b', 'a/', '.hidden', 'a\\b', 'a/\0.mp4', 'a/..', 'x'.repeat(1025), 'a b']) {
      expect(isValidStorageKey(bad)).toBe(false);
    }
  });

  it('decodes request paths segment by segment', () => {
    expect(keyFromPath('/api/media/file/episodes/1/raw/a.mp4', '/api/media/file/')).toBe('episodes/1/raw/a.mp4');
    expect(keyFromPath('/api/media/file/episodes%2F..%2F..%2Fx', '/api/media/file/')).toBeNull();
    expect(keyFromPath('/api/media/file/%2e%2e/x', '/api/media/file/')).toBeNull();
    expect(keyFromPath('/api/media/file/a/%00', '/api/media/file/')).toBeNull();
    expect(keyFromPath('/api/media/file/%E0%A4%A', '/api/media/file/')).toBeNull();
    expect(keyFromPath('/other/a.mp4', '/api/media/file/')).toBeNull();
  });

  it('builds keys under the episode folder with the sniffed extension', () => {
    expect(newAssetKey(7, 'edited', '.MOV')).toMatch(/^episodes\/7\/edited\/[0-9a-f-]{36}\.mov$/);
    expect(newAssetKey(null, 'upload', '.mp3')).toMatch(/^uploads\/upload\/[0-9a-f-]{36}\.mp3$/);
    expect(derivedKey('episodes/7/edited/abc.mp4', '720p.mp4')).toBe('episodes/7/edited/abc/720p.mp4');
    expect(contentTypeOfKey('a/b.m4a')).toBe('audio/mp4');
    expect(contentTypeOfKey('a/b.bin')).toBe('application/octet-stream');
  });
});

describe('media signatures', () => {
  const signer = new MediaSigner('test-secret');
  const now = 1_800_000_000;

  it('verifies its own expiring links and refuses altered or expired ones', () => {
    const url = new URL(signer.fileUrl({ key: 'episodes/1/a.mp4', expires: now + 60, downloadName: 'Mé.mp4' }), 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const params = { key: 'episodes/1/a.mp4', expires: now + 60, downloadName: 'Mé.mp4' };
    expect(signer.verifyFile(params, sig, now)).toBe(true);
    expect(signer.verifyFile(params, sig, now + 61)).toBe(false);
    expect(signer.verifyFile({ ...params, key: 'episodes/1/b.mp4' }, sig, now)).toBe(false);
    expect(signer.verifyFile({ ...params, downloadName: undefined }, sig, now)).toBe(false);
    expect(signer.verifyFile({ ...params, expires: now + 600 }, sig, now)).toBe(false);
    expect(new MediaSigner('other').verifyFile(params, sig, now)).toBe(false);
  });

  it('keeps stable links apart from expiring ones', () => {
    const url = new URL(signer.stableUrl('episodes/1/poster.jpg'), 'http://x');
    expect(url.pathname).toBe('/media/episodes/1/poster.jpg');
    const sig = url.searchParams.get('sig') ?? '';
    expect(signer.verifyStable('episodes/1/poster.jpg', sig)).toBe(true);
    expect(signer.verifyStable('episodes/2/poster.jpg', sig)).toBe(false);
    expect(signer.verifyFile({ key: 'episodes/1/poster.jpg', expires: now + 60 }, sig, now)).toBe(false);
  });
});

describe('download headers and sizes', () => {
  it('carries the original name in RFC 5987 filename* with an ASCII fallback', () => {
    expect(contentDisposition('Interview (final).mp4')).toBe(`attachment; filename="Interview (final).mp4"; filename*=UTF-8''Interview%20%28final%29.mp4`);
    expect(contentDisposition('Ünïcode "q".mov')).toBe(`attachment; filename="_n_code _q_.mov"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%22q%22.mov`);
  });

  it('states limits in MB', () => {
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(1000 * 1024 * 1024)).toBe('1000 MB');
    expect(formatBytes(300000)).toBe('293 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
