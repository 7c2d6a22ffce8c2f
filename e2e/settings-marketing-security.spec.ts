import { expect, parseJsonSetting, readSettings, SettingsPage, t, test } from './support/index.ts';
import { metaKey, pageMeta } from './support/settings-samples.ts';
import { keepSettingsAsFound, reload } from './support/settings-suite.ts';

// General settings at /app/settings/default: the Marketing and Security tabs.
// Every test starts from the settings as they were before this file ran and puts them back.

const { settingsApi } = keepSettingsAsFound();

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

  const stored = await readSettings(settingsApi());
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

  expect(await readSettings(settingsApi())).toMatchObject({
    block_by_domains: 'spam.com,junk.org,bad-mail.net',
    block_python: true,
  });
  await reload(settings);
  await expect(settings.tab('security')).toHaveAttribute('aria-selected', 'true');
  await expect(domains).toHaveValue('spam.com,junk.org,bad-mail.net');
  await expect(settings.switch('block_python')).toBeChecked();
});
