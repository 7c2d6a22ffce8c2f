import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminanceThreshold, textContrast, textOnFill, worstContrast } from './contrast.ts';
import { buildMantineTheme, themeColorScales } from './mantine-theme.ts';
import { palettes, themeColors } from './palettes.ts';
import {
  darkLightVariantBackground,
  statusTextColors,
  surfaces,
  textBackgrounds,
  textShades,
} from './readable-colors.ts';
import { themeModes, toThemeId } from './theme-id.ts';

// Every one of the 20 themes, every pair of text and background the panel draws: a palette
// change that makes any of them unreadable (under 4.5:1, WCAG AA) fails here.
const themes = themeColors.flatMap((color) =>
  themeModes.map((mode) => ({ color, mode, id: toThemeId(mode, color) })),
);

type Pair = { what: string; foreground: string; backgrounds: string[] };

function pairsOf(id: string, color: string, mode: 'light' | 'dark'): Pair[] {
  const status = statusTextColors[mode];
  const pairs: Pair[] = [
    { what: 'dimmed text', foreground: status.dimmed, backgrounds: [...surfaces[mode]] },
    { what: 'placeholder text', foreground: status.placeholder, backgrounds: [...surfaces[mode]] },
    { what: 'error text', foreground: status.error, backgrounds: [...surfaces[mode]] },
    {
      what: 'body text',
      foreground: mode === 'light' ? '#000000' : DEFAULT_THEME.colors.dark[0],
      backgrounds: [...surfaces[mode]],
    },
  ];
  for (const [name, { shades, primaryShade }] of Object.entries(themeColorScales(id))) {
    const filledShade = primaryShade[mode];
    const fill = shades[filledShade];
    const hoverFill = shades[filledShade === 9 ? 8 : filledShade + 1];
    // The palette's hover fill keeps the fill's text colour, so it must read too.
    if (name === color) {
      pairs.push({
        what: `text on hovered filled ${name}`,
        foreground: textOnFill(fill),
        backgrounds: [hoverFill],
      });
    }
    pairs.push(
      {
        what: `${name} text, links, outline`,
        foreground: shades[textShades(shades, primaryShade)[mode]],
        backgrounds: textBackgrounds(shades, mode),
      },
      { what: `text on filled ${name}`, foreground: textOnFill(fill), backgrounds: [fill] },
      {
        what: `${name} light variant`,
        foreground: mode === 'light' ? shades[9] : shades[0],
        backgrounds: [mode === 'light' ? shades[1] : darkLightVariantBackground(shades)],
      },
    );
  }
  return pairs;
}

describe('text contrast of every theme', () => {
  it.each(themes)('$id: every text reads at 4.5:1 or more', ({ id, color, mode }) => {
    const unreadable = pairsOf(id, color, mode)
      .map((pair) => ({
        ...pair,
        ratio: Number(worstContrast(pair.foreground, pair.backgrounds).toFixed(2)),
      }))
      .filter((pair) => pair.ratio < textContrast)
      .map((pair) => `${pair.what}: ${pair.foreground} at ${pair.ratio}:1`);
    expect(unreadable).toEqual([]);
  });
});

describe('the Mantine theme', () => {
  it.each(themes)(
    "$id fills at its own scheme's shade and picks text at the crossover",
    ({ id, color, mode }) => {
      const theme = buildMantineTheme(id);
      // Mantine judges a fill's text by the light shade: one shade per page keeps it honest.
      expect(theme.primaryShade).toBe(palettes[color].primaryShade[mode]);
      expect(theme.luminanceThreshold).toBe(luminanceThreshold);
    },
  );
});

describe('contrast arithmetic', () => {
  it('measures WCAG contrast: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#868e96')).toBe(1);
    // Mantine's default dimmed text on white, the 3.3:1 axe reported.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('puts whichever of black or white reads better on a fill, so never under 4.5:1', () => {
    expect(luminanceThreshold).toBeCloseTo(Math.sqrt(1.05 * 0.05) - 0.05, 3);
    for (const grey of ['#757575', '#767676', '#777777', '#808080', '#73808c']) {
      expect(contrastRatio(grey, textOnFill(grey))).toBeGreaterThanOrEqual(textContrast);
    }
  });
});
