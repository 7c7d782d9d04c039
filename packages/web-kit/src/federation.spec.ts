/** @jest-environment node */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfigDto } from '@podcast/contracts';
import { ApiError } from './api-client';
import { findIncompatibility, manifestEntries, RemoteIncompatibleError, registerRemotesFromConfig } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ ...jest.requireActual('@module-federation/enhanced/runtime'), registerRemotes: jest.fn() }));

const HOST = { react: '19.3.1', '@podcast/web-kit': '1.1.0', antd: '6.6.8' };

describe('findIncompatibility', () => {
  it('accepts a remote whose every required range the host satisfies', () => {
    const shared = [
      { name: 'react', requiredVersion: '^19.3.0' },
      { name: '@podcast/web-kit', requiredVersion: '^1.1.0' },
      { name: 'antd', requiredVersion: '~6.6.2' },
    ];
    expect(findIncompatibility('mfe_bookings', shared, HOST)).toBeNull();
  });

  it('names the remote, the package, the range it needs and the version the host provides', () => {
    const error = findIncompatibility('mfe_bookings', [{ name: '@podcast/web-kit', requiredVersion: '^1.2.0' }], HOST);
    expect(error).toBeInstanceOf(RemoteIncompatibleError);
    expect(error?.message).toBe('mfe_bookings needs @podcast/web-kit ^1.2.0; this host provides 1.1.0');
  });

  it('refuses a remote built against the next major of a singleton', () => {
    expect(findIncompatibility('mfe_editing', [{ name: 'react', requiredVersion: '^20.0.0' }], HOST)?.packageName).toBe('react');
  });

  it('ignores packages the host does not share and ranges the remote does not declare', () => {
    const shared = [
      { name: 'react-router-dom', requiredVersion: '^99.0.0' },
      { name: 'antd', requiredVersion: null },
      { name: '@podcast/web-kit', requiredVersion: false as const },
    ];
    expect(findIncompatibility('mfe_episodes', shared, HOST)).toBeNull();
  });
});

describe('registerRemotesFromConfig', () => {
  const config: RemotesConfigDto = {
    mfe_bookings: '/mfe/bookings/mf-manifest.json',
    mfe_automation: '/mfe/automation/mf-manifest.json',
    mfe_editing: 'https://cdn.example.com/editing/v7/mf-manifest.json',
    mfe_episodes: '/mfe/episodes/mf-manifest.json',
  };

  afterEach(() => jest.mocked(registerRemotes).mockReset());

  it('reads /config/remotes.json through the API client and registers each remote by its manifest', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(registerRemotesFromConfig()).resolves.toEqual(config);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/config/remotes.json');
    expect(registerRemotes).toHaveBeenCalledWith(manifestEntries(config).map(([name, entry]) => ({ name, entry })));
    expect(manifestEntries(config)).toContainEqual(['mfe_editing', 'https://cdn.example.com/editing/v7/mf-manifest.json']);
  });

  it('fails with the API error and registers nothing when the configuration cannot be read', async () => {
    globalThis.fetch = jest.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    await expect(registerRemotesFromConfig()).rejects.toBeInstanceOf(ApiError);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
