import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { luminanceThreshold } from './contrast.ts';
import { palettes } from './palettes.ts';
import { statusTextColors, textShades } from './readable-colors.ts';
import { parseTheme, type ThemeMode } from './theme-id.ts';

export { contrastRatio } from './contrast.ts';

export function buildMantineTheme(id: string): MantineThemeOverride {
  const { color, mode } = parseTheme(id);
  const palette = palettes[color];
  return createTheme({
    colors: { [color]: palette.shades },
    primaryColor: color,
    // One shade for the page's one scheme: Mantine picks black or white text for a fill by the
    // light scheme's shade, which in the dark scheme would judge the wrong fill.
    primaryShade: palette.primaryShade[mode],
    // Black or white on every fill, whichever reads better (dark text on yellow, lime, steel).
    autoContrast: true,
    luminanceThreshold,
    defaultRadius: 'md',
    fontFamily:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    cursorType: 'pointer',
    components: {
      // Its focus placeholder is a `presentation` child of the `menu`, which only takes items.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}

/** Mantine's colours the panel draws text with: gray controls, red errors and deletes. */
export const panelColorNames = ['gray', 'red'] as const;

type ColorScale = { shades: MantineColorsTuple; primaryShade: { light: number; dark: number } };

/** The palette and Mantine's colours the panel uses; every scale fills at the palette's shade. */
export function themeColorScales(id: string): Record<string, ColorScale> {
  const { color } = parseTheme(id);
  const palette = palettes[color];
  const scales: Record<string, ColorScale> = { [color]: palette };
  for (const name of panelColorNames) {
    scales[name] = { shades: DEFAULT_THEME.colors[name], primaryShade: palette.primaryShade };
  }
  return scales;
}

/** The shade each colour's text takes in a scheme, as `--mantine-color-{name}-text` and `-outline`. */
function textVariables(id: string, mode: ThemeMode): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, scale] of Object.entries(themeColorScales(id))) {
    const shade = textShades(scale.shades, scale.primaryShade)[mode];
    variables[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-${shade})`;
    variables[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-${shade})`;
  }
  return variables;
}

/**
 * Text colours that read at 4.5:1 on every surface of the scheme: links, coloured and outline
 * text, dimmed, placeholder and error text (theme/contrast.test.ts holds every theme to it).
 */
export function buildCssVariablesResolver(id: string): CSSVariablesResolver {
  const { color } = parseTheme(id);
  const schemeVariables = (mode: ThemeMode) => ({
    ...textVariables(id, mode),
    '--mantine-color-anchor': `var(--mantine-color-${color}-text)`,
    '--mantine-color-dimmed': statusTextColors[mode].dimmed,
    '--mantine-color-placeholder': statusTextColors[mode].placeholder,
    '--mantine-color-error': statusTextColors[mode].error,
  });
  return () => ({ variables: {}, light: schemeVariables('light'), dark: schemeVariables('dark') });
}

/** Mantine colour scheme of a theme id: the mode half. */
export function themeColorScheme(id: string): ThemeMode {
  return parseTheme(id).mode;
}
