import { findIncompatibility, RemoteIncompatibleError } from './federation';

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
