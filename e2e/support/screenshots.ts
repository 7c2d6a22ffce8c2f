import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves a full-page PNG as e2e/screenshots/<name>.png (git-ignored) and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotsDir, { recursive: true });
  const fileName = `${name.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`;
  const path = join(screenshotsDir, fileName);
  await page.screenshot({ path, fullPage: true });
  return path;
}
