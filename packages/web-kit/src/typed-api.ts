import type { ApiPaths } from '@podcast/contracts';
import { ApiError, apiRequestWithHeaders } from './api-client';

/**
 * The front ends' API client, typed from the paths generated out of the API's OpenAPI document
 * (packages/contracts/src/api-types.ts, `npm run contracts:generate`): the compiler checks the
 * method, the path, its parameters, the query, the body and the answer. Types only at run time: a
 * few lines over api-client.ts's send, so its behaviour (credentials, JSON or FormData bodies,
 * "<status>: <body>" errors) is the one of every call.
 *
 *   apiClient.get('/api/admin/episodes/{id}', { params: { path: { id } }, signal })
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for the method. */
export type ApiPathsWith<M extends ApiMethod> = { [P in keyof ApiPaths]: M extends keyof ApiPaths[P] ? P : never }[keyof ApiPaths];

/** One operation of the generated map: `params` (path), `query`, `body`, `response`. */
export type ApiOperation<P extends keyof ApiPaths, M extends ApiMethod> = M extends keyof ApiPaths[P] ? ApiPaths[P][M] : never;

/** The success answer of an operation. */
export type ApiResponse<P extends keyof ApiPaths, M extends ApiMethod> = ApiOperation<P, M> extends { response: infer R } ? R : never;

// A key the operation has is required unless the generated type marks it optional; one it lacks cannot be given.
type Part<Op, K extends string, As extends string> = K extends keyof Op
  ? undefined extends Op[K]
    ? { [A in As]?: Op[K] }
    : { [A in As]: Op[K] }
  : { [A in As]?: never };

/** `Empty extends T`: T has no required key. */
type Empty = Record<never, never>;

type Params<Op> = Part<Op, 'params', 'path'> & Part<Op, 'query', 'query'>;

/** What a call takes besides its path: `params` (path and query), `body`, `signal`. */
export type ApiInit<Op> = (Empty extends Params<Op> ? { params?: Params<Op> } : { params: Params<Op> }) & Part<Op, 'body', 'body'> & { signal?: AbortSignal };

// The init argument may be left out when nothing in it is required.
type InitArgs<Op> = Empty extends ApiInit<Op> ? [init?: ApiInit<Op>] : [init: ApiInit<Op>];

/** Path and query values as a call carries them, once the types have done their work. */
interface UrlParams {
  path?: unknown;
  query?: unknown;
}

const entries = (values: unknown): [string, unknown][] => (values && typeof values === 'object' ? Object.entries(values) : []);

interface LooseInit {
  params?: UrlParams;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The URL of a call: `{name}` filled with its value, each "/"-separated part encoded on its own (a
 * storage key keeps its slashes); query values that are undefined are left out.
 */
export function apiUrl(template: string, params: UrlParams = {}): string {
  const values = new Map(entries(params.path));
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(values.get(name)).split('/').map(encodeURIComponent).join('/'));
  const query = new URLSearchParams();
  for (const [name, value] of entries(params.query)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

// `never` data fits every answer type: the answer is what the contract says, parsed, not validated.
function call(method: ApiMethod, path: string, init: LooseInit = {}) {
  return apiRequestWithHeaders<never>(apiUrl(path, init.params), {
    method: method.toUpperCase() as Uppercase<ApiMethod>,
    body: init.body,
    signal: init.signal,
  });
}

const data =
  <M extends ApiMethod>(method: M) =>
  <P extends ApiPathsWith<M>>(path: P, ...[init]: InitArgs<ApiOperation<P, M>>): Promise<ApiResponse<P, M>> =>
    call(method, path, init as LooseInit).then((answer) => answer.data);

export const apiClient = {
  get: data('get'),
  post: data('post'),
  put: data('put'),
  patch: data('patch'),
  delete: data('delete'),

  /** A GET with the answer's headers, for lists that report X-Total-Count or X-Truncated. */
  getWithHeaders: <P extends ApiPathsWith<'get'>>(
    path: P,
    ...[init]: InitArgs<ApiOperation<P, 'get'>>
  ): Promise<{ data: ApiResponse<P, 'get'>; headers: Headers }> => call('get', path, init as LooseInit),

  /** A GET where a 401 yields null instead of an error (the session check's variant). */
  getOrNull: <P extends ApiPathsWith<'get'>>(path: P, ...[init]: InitArgs<ApiOperation<P, 'get'>>): Promise<ApiResponse<P, 'get'> | null> =>
    call('get', path, init as LooseInit).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      },
    ),
};
