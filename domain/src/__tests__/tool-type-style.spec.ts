import { TOOL_TYPE_COLORS } from '../constants';
import { toolTypeStyle } from '../tool-type-style';

describe('toolTypeStyle', () => {
  it('uses the spec 9 colour with a readable glyph, and "other" for unknown types', () => {
    expect(toolTypeStyle('miro')).toMatchObject({ color: '#ffd02f', textColor: '#000000' });
    expect(toolTypeStyle('kahoot')).toMatchObject({ color: '#46178f', textColor: '#ffffff' });
    expect(toolTypeStyle('unknown')).toMatchObject({ color: '#607d8b', type: 'other' });
  });

  it('treats names of object properties as unknown types', () => {
    expect(toolTypeStyle('constructor')).toMatchObject({ type: 'other', color: TOOL_TYPE_COLORS.other });
  });
});
