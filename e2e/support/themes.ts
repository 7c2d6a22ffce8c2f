import { expect, type Page } from '@playwright/test';
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
      // Let transitions (menus, notifications) settle before the picture.
      await page.waitForTimeout(250);
      paths.push(await saveScreenshot(page, `${shot.name}-${scheme}`));
    }
  }
  return paths;
}
