/**
 * @jest-environment node
 */
// Reads tokens.css itself, so a colour edited there cannot break WCAG contrast unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, PALETTES, type Palette, type ThemeName } from '../../domain';

const css = readFileSync(join(__dirname, '..', 'tokens.css'), 'utf8');

function declarationsOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const block = css.slice(start, css.indexOf('}', start));
  const values: Record<string, string> = {};
  for (const match of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) values[match[1]] = match[2].trim();
  return values;
}

const root = declarationsOf(':root');
const themes: Record<ThemeName, Record<string, string>> = {
  light: root,
  dark: { ...root, ...declarationsOf('body.dark-mode') },
  highContrast: { ...root, ...declarationsOf('body.high-contrast') },
};

const textOnBackgrounds = ['--color-text', '--color-text-muted', '--color-link', '--color-error-text', '--color-info-text', '--color-success-text', '--color-warning-text'];
const filledPairs: Array<[string, string]> = [
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary-strong', '--color-primary-strong'],
  ['--color-on-danger', '--color-danger'],
];
// WCAG 1.4.3 (AA, 4.5:1) for light and dark, 1.4.6 (AAA, 7:1) for high contrast; 1.4.11 (3:1) for borders and focus.
const minimumText: Record<ThemeName, number> = { light: 4.5, dark: 4.5, highContrast: 7 };

describe.each(Object.keys(themes) as ThemeName[])('the %s theme', (theme) => {
  const tokens = themes[theme];
  const color = (name: string) => {
    const value = tokens[name];
    if (!/^#[0-9a-f]{6}$/i.test(value ?? '')) throw new Error(`${name} is not a 6-digit hex colour in ${theme}: ${value}`);
    return value;
  };

  it('uses the exact palette of spec section 9', () => {
    for (const [key, value] of Object.entries(PALETTES[theme]) as Array<[keyof Palette, string]>) {
      expect(color(`--color-${key}`).toLowerCase()).toBe(value.toLowerCase());
    }
  });

  it.each(textOnBackgrounds)('%s is readable on the background and the surface', (name) => {
    for (const background of ['--color-background', '--color-surface']) {
      expect(contrastRatio(color(name), color(background))).toBeGreaterThanOrEqual(minimumText[theme]);
    }
  });

  it.each(filledPairs)('%s is readable on %s', (text, background) => {
    expect(contrastRatio(color(text), color(background))).toBeGreaterThanOrEqual(minimumText[theme]);
  });

  it.each(['--color-border', '--color-focus', '--color-primary-strong'])('%s stands out 3:1 from the backgrounds', (name) => {
    for (const background of ['--color-background', '--color-surface']) {
      expect(contrastRatio(color(name), color(background))).toBeGreaterThanOrEqual(3);
    }
  });
});
