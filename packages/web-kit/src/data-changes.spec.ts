import { QueryClient } from '@tanstack/react-query';
import { announceChange, reads } from './data-changes';

/** Two remotes on the shell's one QueryClient, each with keys under its own name. */
async function sharedClientWithTwoRemotes() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const keys = {
    board: ['mfe-editing', 'list'],
    detail: ['mfe-episodes', 'admin', 'detail', 7],
    assets: ['mfe-episodes', 'admin', 'assets', 7],
    guests: ['mfe-bookings', 'list'],
  } as const;
  await client.fetchQuery({ queryKey: keys.board, queryFn: () => ['board'], ...reads('episodes') });
  await client.fetchQuery({ queryKey: keys.detail, queryFn: () => ({ id: 7 }), ...reads('episodes') });
  await client.fetchQuery({ queryKey: keys.assets, queryFn: () => [], ...reads('video-assets') });
  await client.fetchQuery({ queryKey: keys.guests, queryFn: () => [], ...reads('bookings') });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, keys, invalidated };
}

describe('announceChange (one way for a remote to tell the others their data changed)', () => {
  it('marks stale every query of any remote that reads the changed resource, and no other', async () => {
    const { client, invalidated } = await sharedClientWithTwoRemotes();
    await announceChange(client, ['episodes']);
    expect(invalidated()).toEqual(['board', 'detail']);
  });

  it('takes several resources, and the writer own keys besides', async () => {
    const { client, keys, invalidated } = await sharedClientWithTwoRemotes();
    await announceChange(client, ['video-assets', 'comments'], [keys.guests]);
    expect(invalidated()).toEqual(['assets', 'guests']);
  });

  it('leaves queries that declare no reads alone', async () => {
    const { client, invalidated } = await sharedClientWithTwoRemotes();
    await client.fetchQuery({ queryKey: ['web-kit', 'session'], queryFn: () => ({ email: 'a@example.com' }) });
    await announceChange(client, ['episodes', 'video-assets', 'comments', 'bookings', 'automation-runs']);
    expect(client.getQueryState(['web-kit', 'session'])?.isInvalidated).toBe(false);
    expect(invalidated()).toEqual(['board', 'detail', 'assets', 'guests']);
  });
});
