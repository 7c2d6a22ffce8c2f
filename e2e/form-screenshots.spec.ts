import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  darkTheme,
  expect,
  interfaceLanguages,
  lightTheme,
  readSettings,
  restoreSettings,
  type SettingValueMap,
  saveScreenshot,
  signedInApi,
  storeTheme,
  t,
  test,
} from './support/index.ts';

// The forms changed for issue 8's daily-use friction, photographed in both schemes, the three
// interface languages, on a desktop and on a phone (e2e/screenshots/forms-*.png), to be looked at:
// E2E_FORM_SCREENSHOTS=1 npx playwright test e2e/form-screenshots.spec.ts
let setupApi: APIRequestContext;
let customerId: number;
let storedSettings: SettingValueMap;
test.beforeAll(async () => {
  setupApi = await signedInApi(adminCredentials);
  storedSettings = await readSettings(setupApi);
  const customer = await createRecord<{ id: number }>(setupApi, 'customer', {
    first_name: 'Zofia',
    last_name: 'Screenshot',
    phone: '+48 602 333 444',
    birthday: '1988-06-15',
    addresses: [{ country: 'PL' }],
  });
  customerId = customer.id;
  const captcha = {
    enabled_captcha: true,
    google_recaptcha_key: '6Le-site',
    google_recaptcha_secret_key: '6Le-secret',
  };
  expect((await setupApi.post('/api/setting', { data: captcha })).ok()).toBe(true);
});
test.afterAll(async () => {
  // The captcha and its keys go back as they were: later specs expect empty keys.
  await restoreSettings(setupApi, storedSettings);
  await setupApi.dispose();
});

type Screen = { name: string; path: string; ready: (page: Page, language: string) => Promise<void> };

const saveLabel = (language: string) => t('common.save', language as 'en');
const screens: Screen[] = [
  {
    name: 'customer-edit',
    path: '',
    ready: async (page, language) => {
      await page.goto(`/app/marketing/customers/edit/${customerId}`);
      await expect(page.getByRole('button', { name: saveLabel(language), exact: true })).toBeVisible();
      await page.getByLabel(t('fields.birthday', language as 'en')).click();
    },
  },
  {
    name: 'user-create',
    path: '/app/access/users/create',
    ready: async (page, language) => {
      await expect(page.getByText(t('resources.user.new_password_hint', language as 'en'))).toBeVisible();
    },
  },
  {
    name: 'city-create',
    path: '/app/settings/cities/create',
    ready: async (page, language) => {
      await expect(
        page.getByRole('heading', { name: t('resources.city.create_title', language as 'en') }),
      ).toBeVisible();
    },
  },
  {
    name: 'settings-general',
    path: '/app/settings/default?tab=0',
    ready: async (page, language) => {
      await expect(page.getByRole('button', { name: saveLabel(language), exact: true })).toBeVisible();
    },
  },
  {
    name: 'settings-sms-captcha-on',
    path: '/app/settings/sms',
    ready: async (page, language) => {
      await expect(
        page.getByLabel(new RegExp(t('settings.fields.google_recaptcha_key', language as 'en'))),
      ).toBeVisible();
    },
  },
];

for (const width of [1600, 390]) {
  test(`changed forms at ${width} px in light and dark, en, pl and ru`, async ({
    authenticatedPage: page,
  }) => {
    // Sixty pictures take minutes: taken on request, not in every run of the suite.
    test.skip(!process.env.E2E_FORM_SCREENSHOTS, 'set E2E_FORM_SCREENSHOTS=1 to take them');
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
    for (const theme of [lightTheme, darkTheme]) {
      for (const language of interfaceLanguages) {
        await storeTheme(page, theme);
        await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
        for (const screen of screens) {
          if (screen.path) await page.goto(screen.path);
          await screen.ready(page, language);
          await saveScreenshot(page, `forms-${screen.name}-${language}-${theme.split('.')[0]}-${width}`);
        }
      }
    }
  });
}

test('the unsaved-changes question in pl and ru', async ({ authenticatedPage: page }) => {
  for (const language of ['pl', 'ru'] as const) {
    await storeTheme(page, lightTheme);
    await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
    await page.goto(`/app/marketing/customers/edit/${customerId}`);
    const firstName = page.getByLabel(t('fields.first_name', language));
    await firstName.fill('Zofia 2');
    await page.getByRole('link', { name: t('nav.items.cities', language), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('form.unsaved_title', language) })).toBeVisible();
    await saveScreenshot(page, `forms-unsaved-question-${language}`);
  }
});
