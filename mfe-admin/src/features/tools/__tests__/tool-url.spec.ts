import { isWebAddress } from '../tool-url';

describe('tool links', () => {
  it('accepts web addresses only', () => {
    expect(isWebAddress('https://kahoot.it/challenge/123')).toBe(true);
    expect(isWebAddress(' http://example.org ')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('kahoot.it')).toBe(false);
  });
});
