import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  isTakingScreenshots,
  SettingsPage,
  type SettingsTabKey,
  saveSettings,
  screenshotsSkipReason,
  settingsTabKeys,
  test,
} from './support/index.ts';
import { openingHours, pageMeta, website } from './support/settings-samples.ts';
import { brandInTopBar, keepSettingsAsFound, png } from './support/settings-suite.ts';

// General settings at /app/settings/default: every tab photographed in light and dark, and the theme picker.
// Every test starts from the settings as they were before this file ran and puts them back.

const { settingsApi } = keepSettingsAsFound();

/** Settings that make the screenshots look like a real restaurant's. */
async function fillForScreenshots(api: APIRequestContext) {
  await saveSettings(api, {
    brand_name: 'Trattoria E2E',
    currency: 'PLN',
    country: 'PL',
    sms_provider: 'redsms',
    redsms_login: 'red-login',
    redsms_apikey: 'red-key-7',
    google_delivery_zones_enabled: true,
    google_delivery_zones_api_key: 'AIza-e2e-maps-key',
    sales_email_enabled: true,
    sales_email: 'orders@e2e.test',
    enable_by_default: true,
    enable_order_export: true,
    ...website,
    app_bot_links_enabled: true,
    people_count_input_enabled: true,
    change_input_enabled: true,
    working_days: openingHours.map(([from, to]) => ({ from, to })),
    meta_title: JSON.stringify(pageMeta.home.title),
    meta_description: JSON.stringify(pageMeta.home.description),
    contact_page_meta_title: JSON.stringify(pageMeta.contact.title),
    contact_page_meta_description: JSON.stringify(pageMeta.contact.description),
    block_by_domains: 'spam.com,junk.org',
  });
  const images = {
    base_logo_file: png('shot-logo.png', 160, 64, [200, 40, 40], [250, 200, 60]),
    sticky_header_logo_file: png('shot-sticky.png', 120, 40, [30, 90, 200], [120, 220, 250]),
    favicon_file: png('shot-favicon.png', 32, 32, [20, 140, 60], [240, 240, 240]),
  };
  const uploaded = await api.post('/api/setting', { multipart: images });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
}

async function screenshotEveryTab(settings: SettingsPage, scheme: 'light' | 'dark') {
  for (const key of settingsTabKeys as readonly SettingsTabKey[]) {
    await settings.openTab(key);
    if (key === 'website') {
      for (const name of ['base_logo', 'sticky_header_logo', 'favicon']) {
        await expect.poll(() => settings.isImageLoaded(name)).toBe(true);
      }
    }
    await settings.screenshot(`settings-${key}-${scheme}`);
  }
}

test('every tab in the light theme (screenshots)', async ({ authenticatedPage: page }) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  await fillForScreenshots(settingsApi());
  const settings = new SettingsPage(page);
  await settings.goto('general');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await brandInTopBar(page, 'Trattoria E2E');
  await screenshotEveryTab(settings, 'light');
});

test('theme picker: a dark swatch reloads the page into that theme; every tab in dark', async ({
  authenticatedPage: page,
}) => {
  await fillForScreenshots(settingsApi());
  const settings = new SettingsPage(page);
  await settings.goto('general');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Ten colours in each mode; the stored (default) theme is the checked one.
  await expect(settings.form.getByRole('radio')).toHaveCount(20);
  await expect(settings.themeSwatch('light', 'yellowgranola')).toHaveAttribute('aria-checked', 'true');

  await settings.pickTheme('dark', 'bluenavy');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark.bluenavy');
  await expect(settings.tab('general')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.themeSwatch('dark', 'bluenavy')).toHaveAttribute('aria-checked', 'true');
  await expect(settings.themeSwatch('light', 'yellowgranola')).toHaveAttribute('aria-checked', 'false');
  await brandInTopBar(page, 'Trattoria E2E');
  await screenshotEveryTab(settings, 'dark');

  // And back to a light one.
  await settings.openTab('general');
  await settings.pickTheme('light', 'redruby');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light.redruby');
});
