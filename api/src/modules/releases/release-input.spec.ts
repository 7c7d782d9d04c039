import { parseReleaseUrl, parseRemoteName, parseVersion, ReleaseInputError, versionOrNull } from './release-input';

describe('release input', () => {
  it('knows the four remotes by package or federation name', () => {
    expect(parseRemoteName('mfe-bookings').federationName).toBe('mfe_bookings');
    expect(parseRemoteName('mfe_episodes').folder).toBe('mfe-episodes');
    expect(parseRemoteName(' MFE-Editing ').key).toBe('editing');
  });

  it.each(['bookings', 'mfe-billing', '', undefined])('refuses the remote %p, naming the ones there are', (name) => {
    expect(() => parseRemoteName(name)).toThrow(ReleaseInputError);
    expect(() => parseRemoteName(name)).toThrow('use one of mfe-bookings, mfe-automation, mfe-editing, mfe-episodes');
  });

  it('takes an absolute http(s) folder URL, normalised', () => {
    expect(parseReleaseUrl('https://cdn.example.com/mfe-bookings/1.4.0/')).toBe('https://cdn.example.com/mfe-bookings/1.4.0/');
    expect(parseReleaseUrl(' HTTP://CDN.Example.com:8080/a/ ')).toBe('http://cdn.example.com:8080/a/');
    expect(parseReleaseUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/');
  });

  it.each([
    ['cdn.example.com/mfe-bookings/', 'is not a URL'],
    ['/mfe/bookings/', 'is not a URL'],
    ['ftp://cdn.example.com/mfe-bookings/', 'must be http or https'],
    ['javascript:alert(1)//', 'must be http or https'],
    ['https://cdn.example.com/mfe-bookings/1.4.0', 'must end with "/"'],
    ['https://cdn.example.com/mfe-bookings/mf-manifest.json', 'must end with "/"'],
    ['https://user:secret@cdn.example.com/mfe-bookings/', 'user name or password'],
    ['https://cdn.example.com/mfe-bookings/?v=2', 'no query or fragment'],
    ['https://cdn.example.com/mfe-bookings/#top', 'no query or fragment'],
    ['https://cdn;evil.example.com/mfe-bookings/', 'Content-Security-Policy'],
  ])('refuses %p (%s)', (url, message) => {
    expect(() => parseReleaseUrl(url)).toThrow(ReleaseInputError);
    expect(() => parseReleaseUrl(url)).toThrow(message);
  });

  it('takes version labels and refuses anything else', () => {
    expect(parseVersion('1.4.0')).toBe('1.4.0');
    expect(parseVersion('2.0.0-rc.1+build.7')).toBe('2.0.0-rc.1+build.7');
    for (const bad of ['', ' 1.0', '1 0', 'v'.repeat(65), '1.0;drop']) expect(() => parseVersion(bad)).toThrow(ReleaseInputError);
    expect(versionOrNull('1.0.0')).toBe('1.0.0');
    expect(versionOrNull(7)).toBeNull();
    expect(versionOrNull('<script>')).toBeNull();
  });
});
