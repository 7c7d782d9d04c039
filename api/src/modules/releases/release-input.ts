import { cspOrigin } from '../../web/content-security-policy';
import { REMOTES, type Remote } from '../../web/web-apps';

/** Input the release command refuses before anything is read or written (exit code 2). */
export class ReleaseInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseInputError';
  }
}

export const REMOTE_NAMES = REMOTES.map((remote) => remote.folder);

/** A remote by its package name (mfe-bookings) or its federation name (mfe_bookings). */
export function parseRemoteName(name: string | undefined): Remote {
  const wanted = (name ?? '').trim().toLowerCase();
  const remote = REMOTES.find((candidate) => candidate.folder === wanted || candidate.federationName === wanted);
  if (!remote) throw new ReleaseInputError(`Unknown remote "${name ?? ''}": use one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

const MAX_URL_LENGTH = 2000;

/**
 * The base URL of a remote's build: absolute http(s), ending in `/` (the hosts load `<url>mf-manifest.json`
 * and the build's chunks relative to it), with no credentials, query or fragment, and a host a
 * Content-Security-Policy can name. Returned normalised (lower-case host, punycode).
 */
export function parseReleaseUrl(text: string | undefined): string {
  const given = (text ?? '').trim();
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ReleaseInputError(
      `"${given}" is not a URL: give the absolute http(s) address of the build's folder, e.g. https://cdn.example.com/mfe-bookings/1.4.0/`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ReleaseInputError(`The URL must be http or https, not ${url.protocol}`);
  if (url.username || url.password) throw new ReleaseInputError('The URL must not carry a user name or password: hosts publish it to every browser');
  if (url.search || url.hash || given.includes('?') || given.includes('#')) throw new ReleaseInputError('The URL must have no query or fragment');
  if (!url.pathname.endsWith('/'))
    throw new ReleaseInputError(`The URL must end with "/": it is the folder holding mf-manifest.json (did you mean ${url.href}/ ?)`);
  if (!cspOrigin(url.href)) throw new ReleaseInputError(`The host "${url.hostname}" cannot be named in a Content-Security-Policy`);
  if (url.href.length > MAX_URL_LENGTH) throw new ReleaseInputError(`The URL is longer than ${MAX_URL_LENGTH} characters`);
  return url.href;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** A version label (1.4.0, 2.0.0-rc.1+build.7): letters, digits and . + _ -, at most 64 characters. */
export function parseVersion(text: string): string {
  if (!VERSION.test(text)) throw new ReleaseInputError(`"${text}" is not a version: use letters, digits and . + _ - (at most 64 characters), e.g. 1.4.0`);
  return text;
}

/** Like parseVersion, for a value read from elsewhere (a manifest): null when it is no usable version. */
export function versionOrNull(value: unknown): string | null {
  return typeof value === 'string' && VERSION.test(value) ? value : null;
}
