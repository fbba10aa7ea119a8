import { contrastRatio, readableTextColor, relativeLuminance } from '../color-contrast';

describe('colour contrast (WCAG 2)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0891b2', '#0891b2')).toBeCloseTo(1, 5);
  });

  it('measures the relative luminance from 0 for black to 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('ffffff')).toBeCloseTo(1, 10);
  });

  it('puts black text on light colours and white text on dark ones', () => {
    expect(readableTextColor('#ffd02f')).toBe('#000000');
    expect(readableTextColor('#46178f')).toBe('#ffffff');
  });

  it('switches from white to black text where black starts to contrast more', () => {
    expect(readableTextColor('#757575')).toBe('#ffffff');
    expect(readableTextColor('#767676')).toBe('#000000');
  });

  it('picks whichever text colour contrasts more, on both sides of the crossover', () => {
    // The two contrasts are equal at a luminance of about 0.179: #757575 lies just below, #767676 just above.
    for (const background of ['#757575', '#767676', '#ff6c6c', '#00c7b1', '#607d8b']) {
      const chosen = readableTextColor(background);
      const other = chosen === '#000000' ? '#ffffff' : '#000000';
      expect(contrastRatio(chosen, background)).toBeGreaterThanOrEqual(contrastRatio(other, background));
    }
  });
});
