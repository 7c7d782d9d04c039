import type { Request, Response } from 'express';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { isDocumentRequest, remoteLocationsPerRequest, type RemoteLocationSource } from './remote-locations';
import type { RemoteBases } from './web-apps';

function request(method: string, headers: Record<string, string>): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.headers = headers;
  return req;
}

const bases = (bookings: string): RemoteBases => ({ bookings, automation: '/mfe/automation/', editing: '/mfe/editing/', episodes: '/mfe/episodes/' });

describe('remote locations per request', () => {
  it('treats navigations and GETs asking for HTML as pages, nothing else', () => {
    expect(isDocumentRequest(request('GET', { 'sec-fetch-dest': 'document', accept: '*/*' }))).toBe(true);
    expect(isDocumentRequest(request('GET', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(true);
    expect(isDocumentRequest(request('HEAD', { accept: 'TEXT/HTML' }))).toBe(true);
    expect(isDocumentRequest(request('GET', { accept: '*/*', 'sec-fetch-dest': 'script' }))).toBe(false);
    expect(isDocumentRequest(request('GET', { accept: 'application/json' }))).toBe(false);
    expect(isDocumentRequest(request('GET', {}))).toBe(false);
    expect(isDocumentRequest(request('POST', { accept: 'text/html' }))).toBe(false);
  });

  it('reads the record for a page and answers it with that read; other answers use the last read and cost no read', async () => {
    let reads = 0;
    const source: RemoteLocationSource = {
      read: async () => {
        reads += 1;
        return bases(`https://cdn.example.com/v${reads}/`);
      },
      lastRead: () => bases('https://cdn.example.com/last/'),
    };
    const perRequest = remoteLocationsPerRequest(source);
    const run = (req: IncomingMessage) =>
      new Promise<void>((resolve, reject) => perRequest.middleware(req as Request, {} as Response, (error?: unknown) => (error ? reject(error) : resolve())));

    const page = request('GET', { accept: 'text/html' });
    await run(page);
    expect(perRequest.basesOf(page).bookings).toBe('https://cdn.example.com/v1/');

    const script = request('GET', { accept: '*/*' });
    await run(script);
    expect(reads).toBe(1);
    expect(perRequest.basesOf(script).bookings).toBe('https://cdn.example.com/last/');
  });
});
