import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:0', '2001:db8:1:2:a::', '2001:db8:1:2::9%eth0']) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads IPv6 written with a dotted IPv4 tail, and counts IPv4-mapped addresses as IPv4', () => {
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('64:ff9b:0:0:1:2:192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('returns anything that is not an IP address unchanged', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('')).toBe('');
  });
});
