import {
  expect,
  parseJsonSetting,
  readSettings,
  SettingsPage,
  t,
  test,
  type UploadFile,
} from './support/index.ts';
import {
  appLinks,
  checkoutSwitches,
  openingHours,
  shownOrder,
  siteMeta,
  website,
} from './support/settings-samples.ts';
import { keepSettingsAsFound, png, reload, required, timePattern } from './support/settings-suite.ts';

// General settings at /app/settings/default: the Website and app tab.
// Every test starts from the settings as they were before this file ran and puts them back.

const { settingsApi } = keepSettingsAsFound();

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

  expect(await readSettings(settingsApi())).toMatchObject({
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

  const stored = await readSettings(settingsApi());
  expect(parseJsonSetting(stored.meta_title)).toEqual(siteMeta.title);
  expect(parseJsonSetting(stored.meta_description)).toEqual(siteMeta.description);
  for (const name of Object.keys(images)) {
    expect(stored[name], name).toMatch(/^[\w-]+\.png$/);
    const file = await settingsApi().get(`/images/settings/${stored[name]}`);
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
  expect((await readSettings(settingsApi())).offer_page_text).toBe('line one\nline two');
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

  const stored = await readSettings(settingsApi());
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
