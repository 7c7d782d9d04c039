/**
 * The one HTTP client of every front end (spec §7 "Common behaviour"): credentials on every
 * request, JSON bodies with a JSON content type, FormData as it is, and every non-success answer
 * turned into an ApiError whose message is "<status>: <body text or status text>" (spec §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own `message` (the API's error JSON), when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The API's machine-readable reason (AUTH_ERROR_CODES in contracts), when it sent one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  /** Per-field messages of a validation error ({field: [messages]}). */
  get fieldErrors(): Record<string, string[]> {
    try {
      const parsed = JSON.parse(this.bodyText) as { errors?: Record<string, string[]> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** AUTH_ERROR_CODES.recentCheckRequired: a sensitive action whose session's last password-or-code check is too old. */
export const RECENT_CHECK_REQUIRED = 'recent-check-required';

let recentCheckHandler: (() => Promise<boolean>) | null = null;

/**
 * The admin shell registers how to ask the person to confirm it is them (their password or a code,
 * issue 31); it resolves true once they did. A request answered 403 `recent-check-required` then
 * waits for it and is sent once more, so no screen or remote handles the re-check itself. Returns
 * the function that removes the handler.
 */
export function setRecentCheckHandler(handler: () => Promise<boolean>): () => void {
  recentCheckHandler = handler;
  return () => {
    if (recentCheckHandler === handler) recentCheckHandler = null;
  };
}

async function send(path: string, options: ApiRequestOptions, recheckAllowed = true): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, { method: options.method ?? 'GET', credentials: 'include', headers, body, signal: options.signal });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = new ApiError(response.status, text, response.statusText);
    if (error.status === 403 && error.code === RECENT_CHECK_REQUIRED && recheckAllowed && recentCheckHandler && (await recentCheckHandler())) {
      return send(path, options, false);
    }
    throw error;
  }
  return response;
}

/**
 * Downloads a file from the API (a CSV export) through the same client, so a re-check prompt and
 * the API's error message work for it as for any call; the file is saved under the server's name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { headers: { Accept: '*/*' } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends a request and parses the JSON answer; throws ApiError on any non-success status. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return parse<T>(await send(path, options));
}

/** The answer with its headers, for lists that report a total (X-Total-Count). */
export async function apiRequestWithHeaders<T>(path: string, options: ApiRequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: await parse<T>(response), headers: response.headers };
}

/**
 * @deprecated Untyped: use apiClient (typed-api.ts), typed from the generated OpenAPI paths. No front
 * end calls it since issue 19; it stays exported until a major web-kit release (docs/micro-frontends.md).
 */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
