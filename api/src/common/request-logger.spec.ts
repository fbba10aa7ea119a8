import { maskedClientAddress } from './request-logger.middleware';

describe('the client address in the request log', () => {
  it('keeps the network and drops the host', () => {
    expect(maskedClientAddress('203.0.113.45')).toBe('203.0.113.0');
    expect(maskedClientAddress('::ffff:198.51.100.7')).toBe('198.51.100.0');
    expect(maskedClientAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(maskedClientAddress('2001:db8::5')).toBe('2001:db8::');
    expect(maskedClientAddress('::1')).toBe('::');
    expect(maskedClientAddress(undefined)).toBeNull();
  });
});
