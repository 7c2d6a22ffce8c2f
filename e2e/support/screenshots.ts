import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { waitForTransitions } from './animations.ts';

const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Screenshots are for people to look at, not assertions: taken on every run outside CI, and on CI
 * only with E2E_SCREENSHOTS=1, so `npm test` spends its minutes on behaviour.
 */
export const isTakingScreenshots = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);
export const screenshotsSkipReason = 'screenshots are taken outside CI, or with E2E_SCREENSHOTS=1';

/**
 * Saves a full-page PNG as e2e/screenshots/<name>.png (git-ignored) once the page's transitions
 * (menus, dialogs, notices) have settled, and returns its path.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  if (!isTakingScreenshots) return '';
  mkdirSync(screenshotsDir, { recursive: true });
  const fileName = `${name.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`;
  const path = join(screenshotsDir, fileName);
  await waitForTransitions(page);
  await page.screenshot({ path, fullPage: true });
  return path;
}
