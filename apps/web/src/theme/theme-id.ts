import { storageKeys } from '../app/session.ts';
import { type ThemeColor, themeColors } from './palettes.ts';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];
/** `light.yellowgranola`, `dark.redruby`: the value kept in localStorage under `theme`. */
export type ThemeId = `${ThemeMode}.${ThemeColor}`;
export type ParsedTheme = { mode: ThemeMode; color: ThemeColor };

export const defaultThemeId: ThemeId = 'light.yellowgranola';
/** Spec part 1, section 9: theme and dark-mode changes reload the page after 500 ms. */
export const themeReloadDelayMs = 500;

export function toThemeId(mode: ThemeMode, color: ThemeColor): ThemeId {
  return `${mode}.${color}`;
}

/** Reads an id; anything unknown falls back to the default theme. */
export function parseTheme(id: string | null | undefined): ParsedTheme {
  const [mode, color] = (id ?? '').split('.');
  if (themeModes.includes(mode as ThemeMode) && themeColors.includes(color as ThemeColor)) {
    return { mode: mode as ThemeMode, color: color as ThemeColor };
  }
  return parseTheme(defaultThemeId);
}

export function getStoredTheme(): ThemeId {
  const { mode, color } = parseTheme(localStorage.getItem(storageKeys.theme));
  return toThemeId(mode, color);
}

export function storeTheme(id: ThemeId): void {
  localStorage.setItem(storageKeys.theme, id);
}

/** Stores a theme and reloads, so every screen starts again with the new palette. */
export function applyThemeWithReload(id: ThemeId): void {
  storeTheme(id);
  window.setTimeout(() => window.location.reload(), themeReloadDelayMs);
}
