export {
  buildCssVariablesResolver,
  buildMantineTheme,
  contrastRatio,
  themeColorScheme,
} from './mantine-theme.ts';
export { type Palette, palettes, type ThemeColor, themeColors } from './palettes.ts';
export {
  applyThemeWithReload,
  defaultThemeId,
  getStoredTheme,
  type ParsedTheme,
  parseTheme,
  storeTheme,
  type ThemeId,
  type ThemeMode,
  themeModes,
  themeReloadDelayMs,
  toThemeId,
} from './theme-id.ts';
export { ThemeSwatches, type ThemeSwatchesProps } from './theme-swatches.tsx';
