import { request } from '@playwright/test';
import { chooseOption, expect, getBaseUrl, saveScreenshot, t, test } from './support/index.ts';

// Settings > API keys (/app/settings/api_keys, system users only): a key is created with a name
// and a channel, shown once with a copy button, works on the storefront API at once, and stops
// working the moment it is revoked.

test('an API key is shown once, works on the storefront and stops when revoked', async ({
  authenticatedPage: page,
}) => {
  const name = `Kiosk ${Date.now()}`;
  await page.goto('/app/settings/api_keys');
  await expect(page.getByRole('heading', { name: t('nav.items.api_keys') })).toBeVisible();

  await page.getByRole('button', { name: t('apiKeys.new_key') }).click();
  const createDialog = page.getByRole('dialog', { name: t('apiKeys.new_key') });
  await createDialog.getByRole('button', { name: t('apiKeys.create') }).click();
  await expect(createDialog.getByText(t('messages.required'))).toBeVisible();
  await createDialog.getByLabel(t('apiKeys.fields.name')).fill(name);
  await chooseOption(page, createDialog.getByLabel(t('apiKeys.fields.channel')), t('list.channels.bot'));
  await createDialog.getByRole('button', { name: t('apiKeys.create') }).click();

  const shown = page.getByRole('dialog', { name: t('apiKeys.key_created', 'en', { name }) });
  await expect(shown.getByText(t('apiKeys.shown_once_title'))).toBeVisible();
  const key = await shown.getByRole('textbox', { name: t('apiKeys.fields.key'), exact: true }).inputValue();
  expect(key).toMatch(/^mk_[\w-]{43}$/);
  await saveScreenshot(page, 'api-keys-shown-once');
  await shown.getByRole('button', { name: t('apiKeys.done') }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`…${key.slice(-4)}`);
  await expect(row).toContainText(t('list.channels.bot'));
  await expect(row).toContainText(t('apiKeys.never'));
  await expect(page.getByText(key)).toHaveCount(0);

  const storefront = await request.newContext({
    baseURL: getBaseUrl(),
    extraHTTPHeaders: { 'x-api-key': key },
  });
  expect((await storefront.get('/api/storefront/menu')).status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText(t('apiKeys.never'));

  await row.getByRole('button', { name: t('apiKeys.revoke_named', 'en', { name }) }).click();
  const confirm = page.getByRole('dialog', { name: t('apiKeys.revoke_title', 'en', { name }) });
  await confirm.getByRole('button', { name: t('apiKeys.revoke'), exact: true }).click();
  await expect(row).toHaveCount(0);
  expect((await storefront.get('/api/storefront/menu')).status()).toBe(401);
  await storefront.dispose();
});
