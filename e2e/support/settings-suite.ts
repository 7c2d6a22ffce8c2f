import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signedInApi } from './api.ts';
import { adminCredentials } from './env.ts';
import { escapeRegExp, t } from './i18n.ts';
import { gradientPng } from './images.ts';
import type { SettingsPage, UploadFile } from './pages/settings.page.ts';
import { readSettings, restoreSettings, type SettingValueMap } from './settings-api.ts';
import { test } from './test.ts';

/**
 * For a settings spec file: every test starts from the settings as they were before the file ran
 * (restored through the API), and they are put back at the end. Gives the admin's API and those
 * settings.
 */
export function keepSettingsAsFound() {
  let api: APIRequestContext;
  let original: SettingValueMap;
  test.beforeAll(async () => {
    api = await signedInApi(adminCredentials);
    original = await readSettings(api);
  });
  test.beforeEach(async () => {
    await restoreSettings(api, original);
  });
  test.afterAll(async () => {
    await restoreSettings(api, original);
    await api.dispose();
  });
  return { settingsApi: () => api, originalSettings: () => original };
}

export const required = t('messages.required');
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const png = (
  name: string,
  width: number,
  height: number,
  from: number[],
  to: number[],
): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(width, height, from as [number, number, number], to as [number, number, number]),
});

/** Reloads the screen and waits for the form again (the tab stays in ?tab=). */
export async function reload(settings: SettingsPage) {
  await settings.page.reload();
  await settings.waitForForm();
}

export async function brandInTopBar(page: Page, brand: string) {
  await expect(page.getByRole('banner').getByRole('link', { name: brand, exact: true })).toBeVisible();
  // The document title names the screen, then the brand: "General settings · Trattoria".
  await expect(page).toHaveTitle(new RegExp(`(^| · )${escapeRegExp(brand)}$`));
}
