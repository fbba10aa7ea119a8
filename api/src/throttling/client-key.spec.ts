import { clientKey } from './site-throttler';

describe('clientKey', () => {
  it('counts an IPv6 client by its /64, whatever the spelling of the address', () => {
    const key = clientKey('2001:db8:7:1::1');
    expect(key).toBe('2001:db8:7:1::/64');
    for (const same of ['2001:0db8:0007:0001:ffff::9', '2001:DB8:7:1:aaaa:bbbb:cccc:dddd', '2001:db8:7:1::1%eth0']) expect(clientKey(same)).toBe(key);
    expect(clientKey('2001:db8:7:2::1')).not.toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses as they are and maps IPv4-mapped IPv6 to its IPv4 client', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
