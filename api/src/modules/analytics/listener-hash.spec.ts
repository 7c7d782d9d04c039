import { listenerHash, utcDay } from './listener-hash';

describe('listener hash', () => {
  it('is the same for one listener and salt, and differs by salt, address or user agent', () => {
    const one = listenerHash('salt-a', '203.0.113.7', 'Overcast/3.0');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(listenerHash('salt-a', '203.0.113.7', 'Overcast/3.0')).toBe(one);
    expect(listenerHash('salt-b', '203.0.113.7', 'Overcast/3.0')).not.toBe(one);
    expect(listenerHash('salt-a', '203.0.113.8', 'Overcast/3.0')).not.toBe(one);
    expect(listenerHash('salt-a', '203.0.113.7', 'Overcast/3.1')).not.toBe(one);
  });

  it('keeps the parts apart: moving text between address and user agent is another listener', () => {
    expect(listenerHash('s', '1.2.3.4', '5 agent')).not.toBe(listenerHash('s', '1.2.3.45', ' agent'));
  });

  it('names the UTC day, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });
});
