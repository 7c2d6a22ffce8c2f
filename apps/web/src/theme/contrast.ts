// WCAG 2 contrast, the measure axe-core applies: text needs 4.5:1, large text and the
// boundaries of controls 3:1.
export const textContrast = 4.5;
export const componentContrast = 3;

/**
 * Mantine writes black on a fill whose luminance is above this and white below. 0.179 is where
 * black and white read equally well, so either choice is at least 4.58:1 on any fill.
 */
export const luminanceThreshold = 0.179;

export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (high + 0.05) / (low + 0.05);
}

/** The text colour Mantine's autoContrast puts on a filled background. */
export function textOnFill(fill: string): '#000000' | '#ffffff' {
  return luminance(fill) > luminanceThreshold ? '#000000' : '#ffffff';
}

/** The lowest contrast of one colour against each of the backgrounds it may sit on. */
export function worstContrast(foreground: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(foreground, background)));
}
