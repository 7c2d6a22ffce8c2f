import { expect, type Page } from '@playwright/test';
import type { InterfaceLanguage } from './i18n.ts';
import { isTakingScreenshots, saveScreenshot } from './screenshots.ts';

/** A theme id as the panel keeps it in localStorage `theme`: `{light|dark}.{colour}`. */
export type ThemeId = `${'light' | 'dark'}.${string}`;

export const lightTheme: ThemeId = 'light.yellowgranola';
export const darkTheme: ThemeId = 'dark.greysteel';

/**
 * Stores a theme for the next navigation (localStorage `theme`). The page must already be on the
 * panel's origin; it opens `/app` first when it is not.
 */
export async function storeTheme(page: Page, theme: ThemeId): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/app');
  await page.evaluate((id) => localStorage.setItem('theme', id), theme);
}

/** A screen to photograph: its file name stem and how to open it and wait until it is ready. */
export type Shot = { name: string; open: () => Promise<void> };

/**
 * Opens every shot in the light theme, then again in the dark one (the theme stored before each
 * navigation), and saves `{name}-light.png` and `{name}-dark.png`; returns the saved paths.
 */
export async function screenshotInThemes(
  page: Page,
  shots: Shot[],
  themes: ThemeId[] = [lightTheme, darkTheme],
): Promise<string[]> {
  const paths: string[] = [];
  if (!isTakingScreenshots) return paths;
  for (const theme of themes) {
    const scheme = theme.split('.')[0];
    await storeTheme(page, theme);
    for (const shot of shots) {
      await shot.open();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      paths.push(await saveScreenshot(page, `${shot.name}-${scheme}`));
    }
  }
  return paths;
}

/** A look to photograph a screen in: colour scheme, interface language and window width. */
export type Look = { scheme: 'light' | 'dark'; language: InterfaceLanguage; width: number };

/** Both schemes, the three languages, desktop and phone, in six pictures. */
export const screenshotLooks: Look[] = [
  { scheme: 'light', language: 'en', width: 1600 },
  { scheme: 'dark', language: 'en', width: 1600 },
  { scheme: 'light', language: 'pl', width: 1600 },
  { scheme: 'dark', language: 'ru', width: 1600 },
  { scheme: 'dark', language: 'pl', width: 390 },
  { scheme: 'light', language: 'ru', width: 390 },
];

/** Sizes the window and sets what the panel reads at start-up (theme, interface language), then reloads. */
export async function applyLook(page: Page, { scheme, language, width }: Look): Promise<void> {
  await page.setViewportSize({ width, height: width > 800 ? 1000 : 844 });
  await page.evaluate(
    ({ theme, language }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('currentLanguage', language);
    },
    { theme: `${scheme}.yellowgranola`, language },
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
