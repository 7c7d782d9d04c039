/** @jest-environment node */
import { ApiError, apiRequest, setRecentCheckHandler } from './api-client';

type FetchArgs = Parameters<typeof fetch>;

function respond(status: number, body: string, statusText = ''): jest.Mock {
  const mock = jest.fn(async (..._args: FetchArgs) => new Response(body || null, { status, statusText }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('apiRequest', () => {
  it('sends credentials and a JSON body with a JSON content type, and parses the answer', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fetchMock = respond(200, '{}');
    const form = new FormData();
    form.append('media', 'x');
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as FetchArgs)[1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns a non-success answer into "<status>: <body>" (spec §8) and exposes the server message', async () => {
    respond(400, '{"statusCode":400,"message":"Name is required","errors":{"name":["Name is required"]}}');
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"statusCode":400,"message":"Name is required","errors":{"name":["Name is required"]}}');
    expect((error as ApiError).serverMessage).toBe('Name is required');
    expect((error as ApiError).fieldErrors).toEqual({ name: ['Name is required'] });
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('the re-check of sensitive actions (issue 31)', () => {
  const recheck = '{"statusCode":403,"message":"Confirm it is you","code":"recent-check-required"}';
  const answers = (...bodies: Array<[number, string]>) => {
    const mock = jest.fn();
    for (const [status, body] of bodies) mock.mockImplementationOnce(async () => new Response(body, { status }));
    globalThis.fetch = mock as unknown as typeof fetch;
    return mock;
  };

  it('waits for the registered prompt and sends the request once more when the person confirmed', async () => {
    const fetchMock = answers([403, recheck], [200, '{"ok":true}']);
    const prompt = jest.fn(async () => true);
    const remove = setRecentCheckHandler(prompt);
    try {
      await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toEqual({ ok: true });
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      remove();
    }
  });

  it('gives up with the server message when the prompt is cancelled, and asks only once per request', async () => {
    answers([403, recheck]);
    const remove = setRecentCheckHandler(async () => false);
    try {
      const error = (await apiRequest('/api/x').catch((caught: unknown) => caught)) as ApiError;
      expect([error.status, error.code, error.serverMessage]).toEqual([403, 'recent-check-required', 'Confirm it is you']);
    } finally {
      remove();
    }
    const fetchMock = answers([403, recheck], [403, recheck]);
    const prompt = jest.fn(async () => true);
    const again = setRecentCheckHandler(prompt);
    try {
      await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
      expect([prompt.mock.calls.length, fetchMock.mock.calls.length]).toEqual([1, 2]);
    } finally {
      again();
    }
  });

  it('leaves a 403 of the role alone', async () => {
    const fetchMock = answers([403, '{"statusCode":403,"message":"Your role (Viewer) does not allow x"}']);
    const prompt = jest.fn(async () => true);
    const remove = setRecentCheckHandler(prompt);
    try {
      await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
      expect([prompt.mock.calls.length, fetchMock.mock.calls.length]).toEqual([0, 1]);
    } finally {
      remove();
    }
  });
});
