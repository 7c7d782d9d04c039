import { createHmac, timingSafeEqual } from 'node:crypto';

export const MEDIA_FILE_ROUTE = '/api/media/file/';
export const STABLE_MEDIA_ROUTE = '/media/';

export interface FileUrlParams {
  key: string;
  expires: number;
  downloadName?: string;
}

/**
 * HMAC-SHA256 signatures for media served by the API (key: RuntimeSecrets.mediaSigningKey, kept
 * across restarts). Two kinds: expiring links (/api/media/file/{key}?expires&sig[&name]) and stable
 * capability links for posters and thumbnails (/media/{key}?sig), which the public site embeds.
 */
export class MediaSigner {
  constructor(private readonly secret: string) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  private static same(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }

  private static filePayload({ key, expires, downloadName }: FileUrlParams): string {
    return `file\n${key}\n${expires}\n${downloadName ?? ''}`;
  }

  fileUrl(params: FileUrlParams): string {
    const query = new URLSearchParams({ expires: String(params.expires) });
    if (params.downloadName !== undefined) query.set('name', params.downloadName);
    query.set('sig', this.mac(MediaSigner.filePayload(params)));
    return `${MEDIA_FILE_ROUTE}${encodeKey(params.key)}?${query.toString()}`;
  }

  verifyFile(params: FileUrlParams, sig: string, nowSec = Math.floor(Date.now() / 1000)): boolean {
    if (!Number.isInteger(params.expires) || params.expires < nowSec) return false;
    return MediaSigner.same(this.mac(MediaSigner.filePayload(params)), sig);
  }

  stableUrl(key: string): string {
    return `${STABLE_MEDIA_ROUTE}${encodeKey(key)}?sig=${this.mac(`stable\n${key}`)}`;
  }

  verifyStable(key: string, sig: string): boolean {
    return MediaSigner.same(this.mac(`stable\n${key}`), sig);
  }
}

export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');
