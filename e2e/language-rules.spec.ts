import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  deleteRecords,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// Languages: a list with a side drawer for create and edit (?form=new, ?form={id}), and inline
// switches for Enabled and Default. The demo has en (default), pl and ru; this file adds "de".

type Language = { id: number; code: string; title: string; is_enabled: boolean; is_default: boolean };

const languagesPath = '/app/settings/languages';
const label = {
  code: t('fields.code'),
  title: t('fields.title'),
  enabled: t('fields.is_enabled'),
  isDefault: t('fields.is_default'),
};

let setupApi: APIRequestContext;

async function languages(): Promise<Language[]> {
  return findRecords<Language>(setupApi, 'language', () => true);
}

/** English is the default again and no "de" is left, whatever a failed run left behind. */
async function restoreDemoLanguages() {
  const english = (await languages()).find((language) => language.code === 'en');
  if (english && !english.is_default) {
    const response = await setupApi.post(`/api/language/${english.id}`, { data: { is_default: true } });
    expect(response.ok()).toBe(true);
  }
  const leftovers = (await languages()).filter((language) => language.code === 'de');
  await deleteRecords(
    setupApi,
    'language',
    leftovers.map((language) => language.id),
  );
}

test.beforeAll(async () => {
  setupApi = await signedInApi(adminCredentials);
  await restoreDemoLanguages();
});

test.afterAll(async () => {
  await restoreDemoLanguages();
  await setupApi.dispose();
});

async function openList(page: Page): Promise<ResourceListPage> {
  const list = new ResourceListPage(page, languagesPath);
  await list.goto();
  await expect(list.row('English')).toBeVisible();
  return list;
}

async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), `${scheme}.yellowgranola`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

const defaultSwitch = (list: ResourceListPage, rowText: string) =>
  list.row(rowText).getByRole('switch', { name: new RegExp(`^${label.isDefault}:`) });

test('the drawer form checks the code and the title', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await saveScreenshot(page, 'languages-list-light');
  await list.openCreate();
  const drawer = page.getByRole('dialog', {
    name: t('form.create_title', 'en', { item: t('resources.language.item') }),
  });
  await expect(drawer).toBeVisible();
  expect(list.listState().form).toBe('new');
  const form = new ResourceFormPage(page);
  const errorOf = (text: string) => form.form.getByText(text, { exact: true });

  await form.fill(label.code, 'd');
  await form.field(label.title).focus();
  await expect(errorOf(t('messages.code_too_short'))).toBeVisible();
  expect(t('messages.code_too_short')).toBe('Value must be longer than 2 characters');

  await form.fill(label.code, 'deutsch');
  await expect(errorOf(t('messages.code_too_long'))).toBeVisible();
  expect(t('messages.code_too_long')).toBe('Value must be shorter than 4 characters');
  await expect(errorOf(t('messages.code_too_short'))).toHaveCount(0);

  await form.fill(label.title, 'Deutsch, die Sprache der Dichter');
  await form.field(label.code).focus();
  await expect(errorOf(t('messages.too_long'))).toBeVisible();

  const errors = await form.saveExpectingErrors();
  expect(errors).toEqual(expect.arrayContaining([t('messages.code_too_long'), t('messages.too_long')]));
  await expect(drawer).toBeVisible();
  await saveScreenshot(page, 'languages-drawer-errors-light');

  // The drawer lives in the URL, so it opens again after a reload (here into the dark theme).
  await useScheme(page, 'dark');
  await expect(drawer).toBeVisible();
  await saveScreenshot(page, 'languages-drawer-create-dark');
  await list.waitForRows();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  expect(list.listState().form).toBeUndefined();
  await saveScreenshot(page, 'languages-list-dark');
  expect((await languages()).map((language) => language.code)).not.toContain('d');
});

test('create "de", make it the default, switch back, keep one default, delete', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const form = new ResourceFormPage(page);

  // Create in the drawer.
  await list.openCreate();
  await form.fillFields({ [label.code]: 'de', [label.title]: 'Deutsch' });
  await saveScreenshot(page, 'languages-drawer-create-light');
  await form.save();
  expect(list.listState().form).toBeUndefined();
  await list.waitForRows();
  await expect(list.row('Deutsch')).toBeVisible();
  await expect(list.row('Deutsch')).toContainText('de');
  const german = (await languages()).find((language) => language.code === 'de') as Language;
  expect(german).toMatchObject({ title: 'Deutsch', is_enabled: true, is_default: false });

  const checkedDefaults = list.table.getByRole('switch', {
    name: new RegExp(`^${label.isDefault}:`),
    checked: true,
  });

  // Make it the default from the list: English stops being the default.
  expect(await list.toggleRowSwitch('Deutsch', label.isDefault)).toBe(true);
  await expect(defaultSwitch(list, 'English')).not.toBeChecked();
  await expect(checkedDefaults).toHaveCount(1);
  expect(
    (await languages()).filter((language) => language.is_default).map((language) => language.code),
  ).toEqual(['de']);
  await saveScreenshot(page, 'languages-list-de-default');

  // And back.
  expect(await list.toggleRowSwitch('English', label.isDefault)).toBe(true);
  await expect(defaultSwitch(list, 'Deutsch')).not.toBeChecked();
  await expect(checkedDefaults).toHaveCount(1);

  // Switching the only default off is refused, said plainly, and the switch stays on.
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/language/'),
  );
  await defaultSwitch(list, 'English').click({ force: true });
  expect((await refused).status()).toBe(422);
  const notice = page.getByRole('alert').filter({ hasText: t('messages.one_default_language') });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t('list.save_failed'));
  await saveScreenshot(page, 'languages-list-one-default-refused');
  await list.waitForRows();
  await expect(defaultSwitch(list, 'English')).toBeChecked();
  await expect(checkedDefaults).toHaveCount(1);
  expect((await languages()).find((language) => language.code === 'en')?.is_default).toBe(true);

  // Delete, after the confirmation.
  await list.deleteRow('Deutsch');
  expect((await languages()).map((language) => language.code)).not.toContain('de');
});
