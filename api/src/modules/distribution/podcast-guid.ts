import { createHash } from 'node:crypto';
import { withoutTrailingSlashes } from '../../common/trailing-slashes';

/** The Podcasting 2.0 namespace UUID for podcast:guid (UUIDv5 of the feed URL without its scheme). */
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** UUIDv5 (RFC 4122 §4.3) of name in namespace. */
export function uuidV5(name: string, namespace: string = PODCAST_NAMESPACE): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = Buffer.from(hash.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** podcast:guid of a show: UUIDv5 of its feed URL with the scheme and trailing slashes removed. */
export function podcastGuid(feedUrl: string): string {
  return uuidV5(withoutTrailingSlashes(feedUrl.replace(/^[a-z]+:\/\//i, '')));
}
