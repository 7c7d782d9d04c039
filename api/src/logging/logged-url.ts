/** What replaces a secret in a logged address. */
export const REDACTED = '[redacted]';

/** Query parameters whose values are credentials: media link signatures (`sig`), tokens, S3's X-Amz-Signature/Credential... */
const SECRET_QUERY_NAME = /sig|token|secret|passw|credential|auth|key|code/i;
/** Route parameters that are a link's only credential (`/api/newsletter/confirm/:token`). */
const SECRET_PARAM_NAME = /token|sig|secret|code/i;
/**
 * A path segment that looks like a generated secret (32 bytes in base64url are 43 characters), redacted
 * when no route matched: a mangled or stale link still carries its token, and 404s are logged too.
 */
const TOKEN_LIKE_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

export interface LoggedRequest {
  /** As received (Express's originalUrl): path and query. */
  url: string;
  /** The matched route's parameters (decoded), when a route matched. */
  params?: Record<string, unknown>;
  routeMatched: boolean;
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A run of token-like characters long enough to be a generated secret, anywhere in a path. */
const TOKEN_LIKE_RUN = /[A-Za-z0-9_-]{32,}/;

/** Whether the path may hold a secret at all: most requests (every cached read) have none, and skip the split. */
function pathMayHoldSecret(path: string, request: LoggedRequest): boolean {
  if (!request.routeMatched && TOKEN_LIKE_RUN.test(path)) return true;
  for (const name in request.params) if (SECRET_PARAM_NAME.test(name)) return true;
  return false;
}

function redactPath(path: string, request: LoggedRequest): string {
  if (!pathMayHoldSecret(path, request)) return path;
  const secrets = new Set(
    Object.entries(request.params ?? {})
      .filter(([name, value]) => SECRET_PARAM_NAME.test(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  return path
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      if (secrets.has(decode(segment))) return REDACTED;
      if (!request.routeMatched && TOKEN_LIKE_SEGMENT.test(segment)) return REDACTED;
      return segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decode(equals < 0 ? pair : pair.slice(0, equals));
      return SECRET_QUERY_NAME.test(name) ? `${equals < 0 ? pair : pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The address of a request as it may be logged: signatures and tokens replaced by [redacted], whether
 * they ride in the query (signed media links: `?expires&sig`) or in the path (newsletter confirm and
 * unsubscribe links, the bookings unsubscribe link). Everything else is kept, for finding the request.
 */
export function loggedUrl(request: LoggedRequest): string {
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
  return `${redactPath(path, request)}${query ? `?${redactQuery(query)}` : ''}`;
}
