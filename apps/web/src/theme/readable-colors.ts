import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { textContrast, worstContrast } from './contrast.ts';
import type { ThemeMode } from './theme-id.ts';

const { gray, dark } = DEFAULT_THEME.colors;

/**
 * What text sits on: the page, cards and menus, and hovered or striped rows. Mantine's light
 * scheme draws on white and gray 0 to 1; the dark one on dark 7 (page), 6 (cards, inputs, menus)
 * and 5 (hovered entries).
 */
export const surfaces: Record<ThemeMode, readonly string[]> = {
  light: ['#ffffff', gray[0], gray[1]],
  dark: [dark[7], dark[6], dark[5]],
};

/** The page background of each scheme, for the 3:1 boundary of filled controls. */
export const bodyColor: Record<ThemeMode, string> = { light: surfaces.light[0], dark: dark[7] };

/**
 * Text colours Mantine's defaults leave under 4.5:1 (dimmed gray 6 is 3.3:1 on white, error
 * red 6 the same; dark 2 is 4.0:1 on dark 7): greys and reds that read on every surface above.
 */
export const statusTextColors: Record<ThemeMode, { dimmed: string; placeholder: string; error: string }> = {
  light: { dimmed: '#5f676f', placeholder: '#5f676f', error: DEFAULT_THEME.colors.red[9] },
  dark: { dimmed: '#a8a8a8', placeholder: '#a8a8a8', error: DEFAULT_THEME.colors.red[4] },
};

/** Mantine's `light` variant background in the dark scheme: shade 9 at half brightness. */
export function darkLightVariantBackground(shades: MantineColorsTuple): string {
  const value = Number.parseInt(shades[9].slice(1), 16);
  const half = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => Math.round(channel * 0.5));
  return `#${half.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Where a colour's text shade is read: every surface, and its own `light` variant background. */
export function textBackgrounds(shades: MantineColorsTuple, mode: ThemeMode): string[] {
  return [...surfaces[mode], mode === 'light' ? shades[1] : darkLightVariantBackground(shades)];
}

/**
 * The shade of a colour scale for text (links, subtle and outline buttons, coloured text):
 * from `from`, darker in light mode and lighter in dark mode, until it reads on every background.
 */
export function readableShade(shades: MantineColorsTuple, mode: ThemeMode, from: number): number {
  const backgrounds = textBackgrounds(shades, mode);
  const step = mode === 'light' ? 1 : -1;
  for (let index = from; index >= 0 && index <= 9; index += step) {
    if (worstContrast(shades[index], backgrounds) >= textContrast) return index;
  }
  return mode === 'light' ? 9 : 0;
}

/** Mantine's own starting shades for text: the filled one in light mode, 4 in dark mode. */
export function textShades(shades: MantineColorsTuple, primaryShade: { light: number; dark: number }) {
  return {
    light: readableShade(shades, 'light', primaryShade.light),
    dark: readableShade(shades, 'dark', Math.min(4, primaryShade.dark)),
  };
}
