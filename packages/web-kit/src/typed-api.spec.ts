/** @jest-environment node */
import { ApiError } from './api-client';
import { apiClient, apiUrl } from './typed-api';

type FetchArgs = Parameters<typeof fetch>;

function respond(status: number, body: string, headers: Record<string, string> = {}): jest.Mock {
  const mock = jest.fn(async (..._args: FetchArgs) => new Response(body || null, { status, headers }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const sent = (mock: jest.Mock) => mock.mock.calls[0] as FetchArgs;

describe('apiClient (typed from the generated OpenAPI paths)', () => {
  it('fills path parameters and the query, and sends credentials', async () => {
    const fetchMock = respond(200, '[]');
    await apiClient.get('/api/admin/bookings', { params: { query: { limit: 25, offset: 0, archived: false, q: 'a&b' } } });
    await expect(apiClient.get('/api/admin/episodes/{id}', { params: { path: { id: 7 } } })).resolves.toEqual([]);
    expect(sent(fetchMock)[0]).toBe('/api/admin/bookings?limit=25&offset=0&archived=false&q=a%26b');
    expect(sent(fetchMock)[1]?.credentials).toBe('include');
    expect((fetchMock.mock.calls[1] as FetchArgs)[0]).toBe('/api/admin/episodes/7');
  });

  it('encodes each part of a storage key on its own and leaves out undefined query values', () => {
    expect(apiUrl('/api/media/signed-url/{key}', { path: { key: 'episodes/3/a b#.mp4' }, query: { download: undefined } })).toBe(
      '/api/media/signed-url/episodes/3/a%20b%23.mp4',
    );
  });

  it('sends the method and a JSON body, or FormData as it is', async () => {
    const fetchMock = respond(200, '{"id":1}');
    await apiClient.patch('/api/admin/comments/{id}', { params: { path: { id: 1 } }, body: { resolved: true } });
    const [, init] = sent(fetchMock);
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"resolved":true}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('thumbnail', 'x');
    await apiClient.post('/api/admin/upload/episode', { body: form });
    const upload = (fetchMock.mock.calls[1] as FetchArgs)[1];
    expect(upload?.body).toBe(form);
    expect((upload?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers a 204 with undefined and keeps the "<status>: <body>" errors', async () => {
    respond(204, '');
    await expect(apiClient.delete('/api/admin/bookings/{id}', { params: { path: { id: 2 } } })).resolves.toBeUndefined();
    respond(404, '{"statusCode":404,"message":"Guest not found"}');
    const error = await apiClient.delete('/api/admin/bookings/{id}', { params: { path: { id: 2 } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.message).toBe('404: {"statusCode":404,"message":"Guest not found"}');
  });

  it('gives the headers of a list (X-Total-Count) with its rows', async () => {
    respond(200, '[]', { 'X-Total-Count': '42' });
    const { data, headers } = await apiClient.getWithHeaders('/api/admin/episodes', { params: { query: { limit: 15 } } });
    expect(data).toEqual([]);
    expect(headers.get('X-Total-Count')).toBe('42');
  });

  it('turns a 401 into null in the session variant, and nothing else', async () => {
    respond(401, '{"statusCode":401,"message":"Unauthorized"}');
    await expect(apiClient.getOrNull('/api/admin/me')).resolves.toBeNull();
    respond(500, 'boom');
    await expect(apiClient.getOrNull('/api/admin/me')).rejects.toThrow('500: boom');
  });

  it('lets the compiler refuse what the contract does not allow (checked by npm run typecheck)', async () => {
    respond(200, '{}');
    const calls = [
      // @ts-expect-error: no such path
      () => apiClient.get('/api/admin/nothing'),
      // @ts-expect-error: the path has no PUT
      () => apiClient.put('/api/admin/bookings/{id}', { params: { path: { id: 1 } }, body: {} }),
      // @ts-expect-error: the path parameter is required
      () => apiClient.get('/api/admin/episodes/{id}'),
      // @ts-expect-error: the parameter is called id, not episodeId
      () => apiClient.get('/api/admin/episodes/{id}', { params: { path: { episodeId: 1 } } }),
      // @ts-expect-error: the body is required
      () => apiClient.post('/api/newsletter'),
      // @ts-expect-error: the body has no such field
      () => apiClient.post('/api/newsletter', { body: { address: 'a@b.c' } }),
      // @ts-expect-error: limit is a number
      () => apiClient.get('/api/admin/bookings', { params: { query: { limit: 'ten' } } }),
    ];
    const title: Promise<string> = apiClient.get('/api/admin/episodes/{id}', { params: { path: { id: 1 } } }).then((episode) => episode.title);
    // @ts-expect-error: the answer is an AdminEpisodeDto, which has no name
    const name: unknown = apiClient.get('/api/admin/episodes/{id}', { params: { path: { id: 1 } } }).then((episode) => episode.name);
    expect(calls).toHaveLength(7);
    await Promise.allSettled([title, name]);
  });
});
