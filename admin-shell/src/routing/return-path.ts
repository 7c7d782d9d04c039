/** The query parameter that carries the admin page a login should return to. */
export const RETURN_PARAM = 'next';

/**
 * Only an admin page of this origin may be returned to: anything else (another site, `//host`, a
 * backslash trick, the login page itself) falls back to /admin, where the spec sends a login.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/admin') || candidate.includes('\\') || candidate.startsWith('//')) return '/admin';
  const path = candidate.split(/[?#]/)[0] ?? '';
  if (path !== '/admin' && !path.startsWith('/admin/')) return '/admin';
  if (path === '/admin/login' || path.startsWith('/admin/login/')) return '/admin';
  return candidate;
}

/** /admin/login, remembering the page to come back to (none for /admin, the spec's default target). */
export function loginPathFor(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe === '/admin' ? '/admin/login' : `/admin/login?${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}
