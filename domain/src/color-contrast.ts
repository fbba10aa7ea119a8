// WCAG 2 contrast (1.4.3): the site's one formula for the text drawn on a colour it does not pick
// itself, such as a tool type's colour of spec 9 (which include a light yellow).

export type TextColor = '#000000' | '#ffffff';

/** Relative luminance (WCAG 2) of a #rrggbb colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 (equal) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white text on `background`, whichever has the higher contrast with it. */
export function readableTextColor(background: string): TextColor {
  return contrastRatio('#000000', background) > contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
