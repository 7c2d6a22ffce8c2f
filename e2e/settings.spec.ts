import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  expect,
  gradientPng,
  parseJsonSetting,
  readSettings,
  restoreSettings,
  SettingsPage,
  type SettingsTabKey,
  type SettingValueMap,
  saveSettings,
  settingsTabKeys,
  signedInApi,
  t,
  test,
  type UploadFile,
} from './support/index.ts';

// General settings at /app/settings/default, tabs ?tab=0..6. Every test starts from the settings
// as they were before this file ran (restored through the API) and puts them back at the end.

let setupApi: APIRequestContext;
let original: SettingValueMap;

test.beforeAll(async () => {
  setupApi = await signedInApi(adminCredentials);
  original = await readSettings(setupApi);
});

test.beforeEach(async () => {
  await restoreSettings(setupApi, original);
});

test.afterAll(async () => {
  await restoreSettings(setupApi, original);
  await setupApi.dispose();
});

const required = t('messages.required');
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const png = (name: string, width: number, height: number, from: number[], to: number[]): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(width, height, from as [number, number, number], to as [number, number, number]),
});

/** Reloads the screen and waits for the form again (the tab stays in ?tab=). */
async function reload(settings: SettingsPage) {
  await settings.page.reload();
  await settings.waitForForm();
}

async function brandInTopBar(page: Page, brand: string) {
  await expect(page.getByRole('banner').getByRole('link', { name: brand, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(brand);
}

test('general: currency, brand name, country and the SMS provider with its credentials', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('general');
  await expect(settings.tab('general')).toHaveAttribute('aria-selected', 'true');
  await brandInTopBar(page, String(original.brand_name));

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

  const stored = await readSettings(setupApi);
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

  expect(await readSettings(setupApi)).toMatchObject({
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
  const refused = await setupApi.post('/api/setting', {
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

  expect(await readSettings(setupApi)).toMatchObject({
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
  expect(await readSettings(setupApi)).toMatchObject({
    enable_by_default: false,
    enable_order_export: false,
  });
});

/** Opening hours per weekday (Sunday 0), typed as digits only: the mask adds the colon. */
const openingHours: [string, string][] = [
  ['10:00', '16:00'],
  ['08:00', '22:00'],
  ['08:30', '22:00'],
  ['09:00', '21:30'],
  ['09:15', '23:00'],
  ['11:00', '23:59'],
  ['12:00', '18:45'],
];

/** The rows as the screen lists them: Monday first, Sunday last. */
const shownOrder = <T>(byWeekday: T[]): T[] => [...byWeekday.slice(1), byWeekday[0]];

const website = {
  website_email: 'hello@e2e-trattoria.test',
  website_telephone: '+48 500 600 700',
  contact_us_map_center_position: '50.0647, 19.945',
  youtube_link: 'https://youtube.com/@e2e-trattoria',
  facebook_link: 'https://facebook.com/e2e.trattoria',
  instagram_link: 'https://instagram.com/e2e_trattoria',
  ios_app_link: 'https://apps.apple.com/app/e2e-trattoria/id123',
  android_app_link: 'https://play.google.com/store/apps/details?id=test.e2e.trattoria',
  telegram_bot_link: 'https://t.me/e2e_trattoria_bot',
  privacy_policy_text: 'We keep your data safe.\nWe never sell it.',
  offer_page_text: 'Ordering means accepting this offer.',
  miscellaneous_scripts: '<script>window.e2eAnalytics = true;</script>',
};
const siteMeta = {
  title: { en: 'Trattoria E2E', pl: 'Trattoria E2E po polsku', ru: 'Траттория E2E' },
  description: { en: 'Fresh pasta daily', pl: 'Świeży makaron codziennie', ru: 'Свежая паста каждый день' },
};
const checkoutSwitches = [
  'people_count_input_enabled',
  'additional_people_count_input_enabled',
  'change_input_enabled',
  'tin_checkbox_enabled',
  'bonuses_checkbox_enabled',
];
const appLinks = ['ios_app_link', 'android_app_link', 'telegram_bot_link'];

test('website and app: storefront, contacts, working days, links, checkout and texts are kept', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('website');

  // Storefront switches and choices.
  await expect(settings.switch('website_enabled')).toBeChecked();
  await settings.setSwitch('website_enabled', false);
  await settings.setSwitch('tg_bot_enabled', false);
  await settings.choose('show_banners_or_stories', t('settings.banners_or_stories.only_stories'));
  await settings.fill('delivery_days_limit', '14');
  const slider = t('settings.card_layouts.horizontal_slider');
  expect(await settings.optionNames('product_card')).toContain(slider);
  const categoryLayouts = await settings.optionNames('product_card_category_page');
  expect(categoryLayouts).toHaveLength(4);
  expect(categoryLayouts).not.toContain(slider);
  await settings.choose('product_card', slider);
  await settings.choose('product_card_category_page', t('settings.card_layouts.horizontal'));

  // Contacts, social links, texts.
  for (const [name, value] of Object.entries(website)) {
    if (!appLinks.includes(name)) await settings.fill(name, value);
  }

  // Working days: seven rows, given as digits only (the mask adds the colon; typing key by key is
  // another test's).
  for (const [day, [from, to]] of openingHours.entries()) {
    await settings.timeField(day, 'from').fill(from.replace(':', ''));
    await settings.timeField(day, 'to').fill(to.replace(':', ''));
  }
  expect(await settings.timeValues()).toEqual(shownOrder(openingHours).flat());

  // App and bot links show only while their switch is on.
  for (const name of appLinks) await expect(settings.field(name)).toHaveCount(0);
  await settings.setSwitch('app_bot_links_enabled', true);
  for (const name of appLinks) await settings.fill(name, website[name as keyof typeof website]);
  await settings.setSwitch('app_bot_links_enabled', false);
  for (const name of appLinks) await expect(settings.field(name)).toHaveCount(0);
  await settings.setSwitch('app_bot_links_enabled', true);
  for (const name of appLinks) {
    await expect(settings.field(name)).toHaveValue(website[name as keyof typeof website]);
  }

  for (const name of checkoutSwitches) await settings.setSwitch(name, true);
  await settings.save();

  expect(await readSettings(setupApi)).toMatchObject({
    ...website,
    website_enabled: false,
    tg_bot_enabled: false,
    show_banners_or_stories: 'only_stories',
    delivery_days_limit: 14,
    product_card: 'horizontal_slider',
    product_card_category_page: 'horizontal',
    app_bot_links_enabled: true,
    ...Object.fromEntries(checkoutSwitches.map((name) => [name, true])),
    working_days: openingHours.map(([from, to]) => ({ from, to })),
  });

  await reload(settings);
  await expect(settings.tab('website')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.switch('website_enabled')).not.toBeChecked();
  await expect(settings.switch('tg_bot_enabled')).not.toBeChecked();
  await expect(settings.field('show_banners_or_stories')).toHaveValue(
    t('settings.banners_or_stories.only_stories'),
  );
  await expect(settings.field('delivery_days_limit')).toHaveValue('14');
  await expect(settings.field('product_card')).toHaveValue(slider);
  await expect(settings.field('product_card_category_page')).toHaveValue(
    t('settings.card_layouts.horizontal'),
  );
  await expect(settings.switch('app_bot_links_enabled')).toBeChecked();
  for (const [name, value] of Object.entries(website)) {
    await expect(settings.field(name), name).toHaveValue(value);
  }
  expect(await settings.timeValues()).toEqual(shownOrder(openingHours).flat());
  for (const name of checkoutSwitches) await expect(settings.switch(name), name).toBeChecked();

  // Off again, the links go (the screen opened with them off and hidden at the start).
  await settings.setSwitch('app_bot_links_enabled', false);
  for (const name of appLinks) await expect(settings.field(name)).toHaveCount(0);
});

test('website and app: logos, favicon and the site meta per language are kept', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('website');
  const seo = t('settings.sections.seo');

  // Real PNG files, previewed before the save.
  const images: Record<string, UploadFile> = {
    base_logo: png('e2e-logo.png', 160, 64, [200, 40, 40], [250, 200, 60]),
    sticky_header_logo: png('e2e-sticky.png', 120, 40, [30, 90, 200], [120, 220, 250]),
    favicon: png('e2e-favicon.png', 32, 32, [20, 140, 60], [240, 240, 240]),
  };
  for (const [name, file] of Object.entries(images)) {
    await expect(settings.imagePreview(name)).toHaveCount(0);
    await settings.uploadImage(name, file);
    await expect(settings.imagePreview(name)).toBeVisible();
  }
  await settings.fillTranslatable(t('settings.fields.meta_title'), siteMeta.title, seo);
  await settings.fillTranslatable(t('settings.fields.meta_description'), siteMeta.description, seo);
  await settings.save();

  const stored = await readSettings(setupApi);
  expect(parseJsonSetting(stored.meta_title)).toEqual(siteMeta.title);
  expect(parseJsonSetting(stored.meta_description)).toEqual(siteMeta.description);
  for (const name of Object.keys(images)) {
    expect(stored[name], name).toMatch(/^[\w-]+\.png$/);
    const file = await setupApi.get(`/images/settings/${stored[name]}`);
    expect(file.status(), name).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
  }

  await reload(settings);
  for (const name of Object.keys(images)) {
    await expect(settings.imagePreview(name)).toHaveAttribute('src', `/images/settings/${stored[name]}`);
    await expect.poll(() => settings.isImageLoaded(name), { message: name }).toBe(true);
  }
  await settings.expectTranslatable(t('settings.fields.meta_title'), siteMeta.title, seo);
  await settings.expectTranslatable(t('settings.fields.meta_description'), siteMeta.description, seo);
});

test('website and app: a multi-line text saved together with an image keeps its line breaks', async ({
  authenticatedPage: page,
}) => {
  // With an image attached the panel saves multipart/form-data, where the browser sends "\r\n".
  const settings = new SettingsPage(page);
  await settings.goto('website');
  await settings.fill('offer_page_text', 'line one\nline two');
  await settings.uploadImage('favicon', png('crlf-favicon.png', 32, 32, [20, 140, 60], [240, 240, 240]));
  await settings.save();
  expect((await readSettings(setupApi)).offer_page_text).toBe('line one\nline two');
});

test('website and app: delivery days limit, required hours and the HH:MM mask', async ({
  authenticatedPage: page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto('website');
  const limit = settings.field('delivery_days_limit');

  await settings.fill('delivery_days_limit', '-1');
  const saveRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/setting'))
      saveRequests.push(request.url());
  });
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(limit)).toHaveText(t('messages.only_positive_or_zero'));
  await settings.fill('delivery_days_limit', '0');
  await expect(settings.errorOf(limit)).toHaveCount(0);

  // The mask keeps hours within 00-23 and minutes within 00-59 whatever is typed.
  const monday = settings.timeField(1, 'from');
  const typed: [string, string][] = [
    ['2599', '23:59'],
    ['730', '07:30'],
    ['1290', '12:50'],
    ['9x9a99', '09:59'],
  ];
  for (const [keys, shown] of typed) {
    await settings.typeTime(1, 'from', keys);
    await expect(monday, `typing ${keys}`).toHaveValue(shown);
    expect(await monday.inputValue()).toMatch(timePattern);
  }
  await monday.fill('2599');
  await expect(monday).toHaveValue('23:59');

  // Each day needs both times.
  await settings.typeTime(0, 'to', '');
  await expect(settings.timeField(0, 'to')).toHaveValue('');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(settings.timeField(0, 'to'))).toHaveText(required);
  expect(saveRequests).toHaveLength(0);
  await settings.typeTime(0, 'to', '1700');
  await expect(settings.errorOf(settings.timeField(0, 'to'))).toHaveCount(0);
  await settings.typeTime(1, 'from', '0800');
  await settings.save();

  const stored = await readSettings(setupApi);
  expect(stored.delivery_days_limit).toBe(0);
  expect((stored.working_days as { from: string; to: string }[])[0]).toEqual({ from: '09:00', to: '17:00' });
  expect((stored.working_days as { from: string; to: string }[])[1]).toEqual({ from: '08:00', to: '21:00' });
  await reload(settings);
  await expect(limit).toHaveValue('0');
  await expect(settings.timeField(0, 'to')).toHaveValue('17:00');
  const times = await settings.timeValues();
  expect(times).toHaveLength(14);
  for (const time of times) expect(time).toMatch(timePattern);
});

const pageMeta: Record<string, { title: Record<string, string>; description: Record<string, string> }> = {
  home: {
    title: { en: 'Home E2E', pl: 'Strona główna E2E', ru: 'Главная E2E' },
    description: { en: 'Home description', pl: 'Opis strony głównej', ru: 'Описание главной' },
  },
  contact: {
    title: { en: 'Contact E2E', pl: 'Kontakt E2E', ru: 'Контакты E2E' },
    description: { en: 'Find us', pl: 'Znajdź nas', ru: 'Как нас найти' },
  },
  wishlist: {
    title: { en: 'Wishlist E2E', pl: 'Ulubione E2E', ru: 'Избранное E2E' },
    description: { en: 'Your favourites', pl: 'Twoje ulubione', ru: 'Ваше избранное' },
  },
  privacy: {
    title: { en: 'Privacy E2E', pl: 'Prywatność E2E', ru: 'Конфиденциальность E2E' },
    description: { en: 'How we use data', pl: 'Jak używamy danych', ru: 'Как мы используем данные' },
  },
};
const metaKey = (page: string, field: 'title' | 'description') =>
  page === 'home' ? `meta_${field}` : `${page}_page_meta_${field}`;

test('marketing: meta title and description per page and language', async ({ authenticatedPage: page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('marketing');
  const titleLabel = t('settings.fields.meta_title');
  const descriptionLabel = t('settings.fields.meta_description');
  for (const [key, meta] of Object.entries(pageMeta)) {
    const section = t(`settings.pages.${key}`);
    await settings.fillTranslatable(titleLabel, meta.title, section);
    await settings.fillTranslatable(descriptionLabel, meta.description, section);
  }
  await settings.save();

  const stored = await readSettings(setupApi);
  for (const [key, meta] of Object.entries(pageMeta)) {
    expect(parseJsonSetting(stored[metaKey(key, 'title')]), key).toEqual(meta.title);
    expect(parseJsonSetting(stored[metaKey(key, 'description')]), key).toEqual(meta.description);
  }

  await reload(settings);
  await expect(settings.tab('marketing')).toHaveAttribute('aria-selected', 'true');
  for (const [key, meta] of Object.entries(pageMeta)) {
    const section = t(`settings.pages.${key}`);
    await settings.expectTranslatable(titleLabel, meta.title, section);
    await settings.expectTranslatable(descriptionLabel, meta.description, section);
  }
  // The home page's meta is the site's meta on the website tab.
  await settings.openTab('website');
  await settings.expectTranslatable(titleLabel, pageMeta.home.title, t('settings.sections.seo'));
});

test('security: blocked domains are checked, tidied and kept', async ({ authenticatedPage: page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('security');
  const domains = settings.field('block_by_domains');
  await settings.fill('block_by_domains', 'spam.com, not a domain!');
  await settings.saveExpectingErrors();
  await expect(settings.errorOf(domains)).toHaveText(t('settings.errors.invalid_domains'));

  await settings.fill('block_by_domains', 'Spam.com, junk.org  @bad-mail.net');
  await expect(settings.errorOf(domains)).toHaveCount(0);
  await settings.setSwitch('block_python', true);
  await settings.save();
  await expect(domains).toHaveValue('spam.com,junk.org,bad-mail.net');

  expect(await readSettings(setupApi)).toMatchObject({
    block_by_domains: 'spam.com,junk.org,bad-mail.net',
    block_python: true,
  });
  await reload(settings);
  await expect(settings.tab('security')).toHaveAttribute('aria-selected', 'true');
  await expect(domains).toHaveValue('spam.com,junk.org,bad-mail.net');
  await expect(settings.switch('block_python')).toBeChecked();
});

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
  await fillForScreenshots(setupApi);
  const settings = new SettingsPage(page);
  await settings.goto('general');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await brandInTopBar(page, 'Trattoria E2E');
  await screenshotEveryTab(settings, 'light');
});

test('theme picker: a dark swatch reloads the page into that theme; every tab in dark', async ({
  authenticatedPage: page,
}) => {
  await fillForScreenshots(setupApi);
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
