import { expect, parseJsonSetting, readSettings, SettingsPage, t, test } from './support/index.ts';
import { brandInTopBar, keepSettingsAsFound, reload, required } from './support/settings-suite.ts';

// General settings at /app/settings/default: the General, Sales and Import/export tabs.
// Every test starts from the settings as they were before this file ran and puts them back.

const { settingsApi, originalSettings } = keepSettingsAsFound();

test('general: currency, brand name, country and the SMS provider with its credentials', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('general');
  await expect(settings.tab('general')).toHaveAttribute('aria-selected', 'true');
  await brandInTopBar(page, String(originalSettings().brand_name));

  // Each provider shows exactly its own credential fields, all required.
  const credentials = [
    'twilio_dsn',
    'iqsms_dsn',
    'redsms_login',
    'redsms_apikey',
    'smsfly_login',
    'smsfly_password',
  ];
  const providers: [string, string[]][] = [
    ['Twilio', ['twilio_dsn']],
    ['IQSMS', ['iqsms_dsn']],
    ['RedSMS', ['redsms_apikey', 'redsms_login']],
    ['SMS-Fly', ['smsfly_login', 'smsfly_password']],
  ];
  await expect(settings.field('sms_provider')).toHaveValue('');
  for (const name of credentials) await expect(settings.field(name)).toHaveCount(0);
  for (const [provider, shown] of providers) {
    await settings.choose('sms_provider', provider);
    await expect(settings.field('sms_provider')).toHaveValue(provider);
    for (const name of credentials) {
      await expect(settings.field(name), `${name} with ${provider}`).toHaveCount(
        shown.includes(name) ? 1 : 0,
      );
    }
    for (const name of shown) await expect(settings.field(name)).toHaveAttribute('required', '');
  }

  // SMS-Fly without its login and password is refused under both fields.
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(settings.field('smsfly_login'))).toHaveText(required);
  await expect(settings.errorOf(settings.field('smsfly_password'))).toHaveText(required);

  await settings.fill('brand_name', 'Trattoria E2E');
  await settings.choose('country', 'Poland');
  await settings.choose('currency', /^PLN · /, 'PLN');
  await settings.fill('smsfly_login', 'e2e-sender');
  await settings.fill('smsfly_password', 'fly-secret-42');
  await expect(settings.errorOf(settings.field('smsfly_login'))).toHaveCount(0);
  await settings.save();

  // The notice goes away by itself after about three seconds.
  const shownAt = Date.now();
  await brandInTopBar(page, 'Trattoria E2E');
  await expect(settings.savedNotice).toBeHidden({ timeout: 8_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2_000);
  expect(shownFor).toBeLessThan(5_500);

  const stored = await readSettings(settingsApi());
  expect(stored).toMatchObject({
    brand_name: 'Trattoria E2E',
    currency: 'PLN',
    sms_provider: 'smsfly',
    smsfly_login: 'e2e-sender',
    smsfly_password: 'fly-secret-42',
  });
  expect(parseJsonSetting(stored.country)).toMatchObject({ code: 'PL', name: { en: 'Poland' } });

  await reload(settings);
  await expect(settings.field('brand_name')).toHaveValue('Trattoria E2E');
  await expect(settings.field('country')).toHaveValue('Poland');
  await expect(settings.field('currency')).toHaveValue(/^PLN · /);
  await expect(settings.field('sms_provider')).toHaveValue('SMS-Fly');
  await expect(settings.field('smsfly_login')).toHaveValue('e2e-sender');
  await expect(settings.field('smsfly_password')).toHaveValue('fly-secret-42');
  await expect(settings.field('twilio_dsn')).toHaveCount(0);
  await brandInTopBar(page, 'Trattoria E2E');
});

test('sales: delivery zones and the sales e-mail make their field required only while on', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('sales');
  const apiKey = settings.field('google_delivery_zones_api_key');
  const salesEmail = settings.field('sales_email');
  await expect(apiKey).not.toHaveAttribute('required');
  await expect(salesEmail).not.toHaveAttribute('required');

  await settings.setSwitch('google_delivery_zones_enabled', true);
  await expect(apiKey).toHaveAttribute('required', '');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(apiKey)).toHaveText(required);
  await expect(settings.errorOf(salesEmail)).toHaveCount(0);
  // Switched off again, the key is optional and its error goes.
  await settings.setSwitch('google_delivery_zones_enabled', false);
  await expect(apiKey).not.toHaveAttribute('required');
  await expect(settings.errorOf(apiKey)).toHaveCount(0);

  await settings.setSwitch('google_delivery_zones_enabled', true);
  await settings.fill('google_delivery_zones_api_key', 'AIza-e2e-maps-key');
  await settings.setSwitch('sales_email_enabled', true);
  await expect(salesEmail).toHaveAttribute('required', '');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(salesEmail)).toHaveText(required);
  await expect(settings.errorOf(apiKey)).toHaveCount(0);
  await settings.fill('sales_email', 'not-an-address');
  await expect(settings.errorOf(salesEmail)).toHaveText(t('messages.invalid_email'));
  await settings.fill('sales_email', 'orders@e2e.test');
  await expect(settings.errorOf(salesEmail)).toHaveCount(0);
  await settings.save();

  expect(await readSettings(settingsApi())).toMatchObject({
    google_delivery_zones_enabled: true,
    google_delivery_zones_api_key: 'AIza-e2e-maps-key',
    sales_email_enabled: true,
    sales_email: 'orders@e2e.test',
  });
  await reload(settings);
  await expect(settings.tab('sales')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.switch('google_delivery_zones_enabled')).toBeChecked();
  await expect(apiKey).toHaveValue('AIza-e2e-maps-key');
  await expect(settings.switch('sales_email_enabled')).toBeChecked();
  await expect(salesEmail).toHaveValue('orders@e2e.test');

  // The server applies the same rule to a save that skips the form.
  const refused = await settingsApi().post('/api/setting', {
    data: { google_delivery_zones_enabled: true, google_delivery_zones_api_key: '' },
  });
  expect(refused.status()).toBe(422);
});

test('import and export: their toggles and the import language are saved', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('import');
  await expect(settings.switch('enable_by_default')).not.toBeChecked();
  await settings.setSwitch('enable_by_default', true);
  await settings.choose('default_language', 'Polski (pl)');
  await settings.openTab('export');
  await expect(settings.switch('enable_order_export')).not.toBeChecked();
  await settings.setSwitch('enable_order_export', true);
  await settings.save();

  expect(await readSettings(settingsApi())).toMatchObject({
    enable_by_default: true,
    default_language: 'pl',
    enable_order_export: true,
  });
  await reload(settings);
  await expect(settings.tab('export')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.switch('enable_order_export')).toBeChecked();
  await settings.openTab('import');
  await expect(settings.switch('enable_by_default')).toBeChecked();
  await expect(settings.field('default_language')).toHaveValue('Polski (pl)');

  // And off again.
  await settings.setSwitch('enable_by_default', false);
  await settings.openTab('export');
  await settings.setSwitch('enable_order_export', false);
  await settings.save();
  expect(await readSettings(settingsApi())).toMatchObject({
    enable_by_default: false,
    enable_order_export: false,
  });
});
