import {
  expect,
  isTakingScreenshots,
  readSettings,
  SettingsPage,
  screenshotsSkipReason,
  smsSettingsPath,
  storeTheme,
  t,
  test,
} from './support/index.ts';
import { keepSettingsAsFound, required } from './support/settings-suite.ts';

// SMS and captcha settings at /app/settings/sms: the sign-in SMS text (must hold {code}) and the
// storefront's reCAPTCHA, whose keys are required only while it is on.

// Every test starts from the settings as they were before this file ran; they are put back after.
const { settingsApi, originalSettings } = keepSettingsAsFound();

test('the sign-in SMS must contain {code}', async ({ authenticatedPage: page }) => {
  const settings = new SettingsPage(page, smsSettingsPath);
  await settings.goto();
  await expect(page.getByRole('heading', { name: t('nav.items.sms'), exact: true, level: 1 })).toBeVisible();
  const text = settings.field('login_sms');
  await expect(text).toHaveValue(String(originalSettings().login_sms));

  await settings.fill('login_sms', 'Your sign-in code is on its way');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(text)).toHaveText(t('messages.required_code'));
  expect((await readSettings(settingsApi())).login_sms).toBe(originalSettings().login_sms);
  await settings.screenshot('sms-settings-required-code-light');

  await settings.fill('login_sms', 'Trattoria E2E: {code} is your sign-in code');
  await expect(settings.errorOf(text)).toHaveCount(0);
  await settings.save();
  expect((await readSettings(settingsApi())).login_sms).toBe('Trattoria E2E: {code} is your sign-in code');

  await page.reload();
  await settings.waitForForm();
  await expect(text).toHaveValue('Trattoria E2E: {code} is your sign-in code');

  // The server refuses a text without {code} as well.
  const refused = await settingsApi().post('/api/setting', { data: { login_sms: 'No placeholder here' } });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain('messages.required_code');
});

test('captcha keys show and are required only while the captcha is on; values are kept', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page, smsSettingsPath);
  await settings.goto();
  const siteKey = settings.field('google_recaptcha_key');
  const secretKey = settings.field('google_recaptcha_secret_key');
  await expect(settings.switch('enabled_captcha')).not.toBeChecked();
  // Off: the keys are hidden (e2e/form-friction.spec.ts), so nothing is required.
  await expect(siteKey).toHaveCount(0);
  await expect(secretKey).toHaveCount(0);

  // Off: saving with empty keys is fine.
  await settings.save();

  await settings.setSwitch('enabled_captcha', true);
  await expect(siteKey).toHaveAttribute('required', '');
  await expect(secretKey).toHaveAttribute('required', '');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(siteKey)).toHaveText(required);
  await expect(settings.errorOf(secretKey)).toHaveText(required);
  await settings.screenshot('sms-settings-captcha-required-light');

  // Off again: no longer required, and the errors go.
  await settings.setSwitch('enabled_captcha', false);
  await expect(siteKey).toHaveCount(0);
  await expect(settings.errorOf(siteKey)).toHaveCount(0);
  await expect(settings.errorOf(secretKey)).toHaveCount(0);

  await settings.setSwitch('enabled_captcha', true);
  await settings.fill('google_recaptcha_key', '6Le-e2e-site-key');
  await settings.fill('google_recaptcha_secret_key', '6Le-e2e-secret-key');
  await expect(settings.errorOf(siteKey)).toHaveCount(0);
  await expect(settings.errorOf(secretKey)).toHaveCount(0);
  await settings.save();

  expect(await readSettings(settingsApi())).toMatchObject({
    enabled_captcha: true,
    google_recaptcha_key: '6Le-e2e-site-key',
    google_recaptcha_secret_key: '6Le-e2e-secret-key',
  });
  await page.reload();
  await settings.waitForForm();
  await expect(settings.switch('enabled_captcha')).toBeChecked();
  await expect(siteKey).toHaveValue('6Le-e2e-site-key');
  await expect(secretKey).toHaveValue('6Le-e2e-secret-key');
  await expect(secretKey).toHaveAttribute('type', 'password');

  // The server keeps to the same rule.
  const refused = await settingsApi().post('/api/setting', {
    data: { enabled_captcha: true, google_recaptcha_key: '' },
  });
  expect(refused.status()).toBe(422);
});

test('screenshots in light and dark', async ({ authenticatedPage: page }) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  const settings = new SettingsPage(page, smsSettingsPath);
  const saved = await settingsApi().post('/api/setting', {
    data: {
      login_sms: 'Trattoria E2E: {code} is your sign-in code',
      enabled_captcha: true,
      google_recaptcha_key: '6Le-e2e-site-key',
      google_recaptcha_secret_key: '6Le-e2e-secret-key',
    },
  });
  expect(saved.ok()).toBe(true);
  for (const scheme of ['light', 'dark'] as const) {
    await settings.goto();
    await storeTheme(page, `${scheme}.yellowgranola`);
    await page.reload();
    await settings.waitForForm();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(settings.field('google_recaptcha_key')).toHaveValue('6Le-e2e-site-key');
    await settings.screenshot(`sms-settings-${scheme}`);
  }
});
