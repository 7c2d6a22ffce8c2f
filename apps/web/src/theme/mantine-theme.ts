import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { palettes } from './palettes.ts';
import { parseTheme, type ThemeMode } from './theme-id.ts';

const lightBody = '#ffffff';
const darkBody = '#242424';
const readableContrast = 4.5;

function luminance(hex: string): number {
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

/**
 * The shade to use for primary-coloured text (links, outlines) so it reads on the page
 * background: bright palettes like yellow or lime need a much darker shade on white.
 */
export function readableTextShade(shades: readonly string[], mode: ThemeMode, from: number): number {
  const background = mode === 'light' ? lightBody : darkBody;
  const step = mode === 'light' ? 1 : -1;
  for (let index = from; index >= 0 && index <= 9; index += step) {
    if (contrastRatio(shades[index], background) >= readableContrast) return index;
  }
  return mode === 'light' ? 9 : 0;
}

export function buildMantineTheme(id: string): MantineThemeOverride {
  const { color } = parseTheme(id);
  const palette = palettes[color];
  return createTheme({
    colors: { [color]: palette.shades },
    primaryColor: color,
    primaryShade: palette.primaryShade,
    // Dark text on filled yellow, lime and orange; white on the deep colours.
    autoContrast: true,
    luminanceThreshold: 0.3,
    defaultRadius: 'md',
    fontFamily:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    cursorType: 'pointer',
  });
}

/** Points Mantine's primary text colours (links, outlines) at a shade that reads on the page. */
export function buildCssVariablesResolver(id: string): CSSVariablesResolver {
  const { color } = parseTheme(id);
  const palette = palettes[color];
  const lightText = readableTextShade(palette.shades, 'light', palette.primaryShade.light);
  const darkText = readableTextShade(palette.shades, 'dark', 4);
  return () => ({
    variables: {},
    light: {
      '--mantine-color-anchor': `var(--mantine-color-${color}-${lightText})`,
      [`--mantine-color-${color}-text`]: `var(--mantine-color-${color}-${lightText})`,
      [`--mantine-color-${color}-outline`]: `var(--mantine-color-${color}-${lightText})`,
    },
    dark: {
      '--mantine-color-anchor': `var(--mantine-color-${color}-${darkText})`,
      [`--mantine-color-${color}-text`]: `var(--mantine-color-${color}-${darkText})`,
    },
  });
}

/** Mantine colour scheme of a theme id: the mode half. */
export function themeColorScheme(id: string): ThemeMode {
  return parseTheme(id).mode;
}
