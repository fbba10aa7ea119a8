import { TOOL_TYPE_COLORS } from 'shared-ui/domain';
import { isWebAddress, textColorOn } from '../tool-url';

describe('tool links and colours', () => {
  it('accepts web addresses only', () => {
    expect(isWebAddress('https://kahoot.it/challenge/123')).toBe(true);
    expect(isWebAddress(' http://example.org ')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('kahoot.it')).toBe(false);
  });

  it('puts dark text on the yellow and light colours, white on the dark ones', () => {
    expect(textColorOn(TOOL_TYPE_COLORS.miro)).toBe('#000000');
    expect(textColorOn(TOOL_TYPE_COLORS.kahoot)).toBe('#ffffff');
  });
});
