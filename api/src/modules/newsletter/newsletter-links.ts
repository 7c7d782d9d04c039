import { withoutTrailingSlashes } from '../../common/trailing-slashes';

/** The public addresses of a subscriber's links (the token is their only credential). */
export const confirmPath = (token: string) => `/api/newsletter/confirm/${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
export const absolute = (base: string, path: string) => `${withoutTrailingSlashes(base)}${path}`;
