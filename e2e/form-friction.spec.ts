import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  escapeRegExp,
  expect,
  ResourceFormPage,
  readSettings,
  SettingsPage,
  ShellPage,
  signedInApi,
  smsSettingsPath,
  t,
  test,
} from './support/index.ts';

// Daily-use friction of forms (issue 8): phones as people type them, typed birthdays, a question
// before unsaved changes are lost, titles that name the screen, not-found for bad ids, settings
// tabs in the URL and on a phone, captcha keys only while the captcha is on, and hints.
const customers = '/app/marketing/customers';
const cities = '/app/settings/cities';
const users = '/app/access/users';

let setupApi: APIRequestContext;
test.beforeAll(async () => {
  setupApi = await signedInApi(adminCredentials);
});
test.afterAll(() => setupApi.dispose());

const useLanguage = (page: Page, language: string) =>
  page.addInitScript((code) => localStorage.setItem('currentLanguage', code), language);

/** A form control by its label in any language (the form page object finds forms by the English "Save"). */
const fieldIn = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`))
    .first();

async function storedCustomer(phone: string) {
  const filters = JSON.stringify([{ name: 'phone', condition: 'equal', value: phone }]);
  const response = await setupApi.get('/api/customer', { params: { filters } });
  return ((await response.json()) as { items: { id: number; birthday: string | null }[] }).items;
}

test('a phone typed with spaces and brackets is saved as +48…; a wrong one is explained', async ({
  authenticatedPage: page,
}) => {
  await deleteMatching<{ id: number; phone: string }>(
    setupApi,
    'customer',
    (c) => c.phone === '+48601222333',
  );
  const form = new ResourceFormPage(page);
  await page.goto(`${customers}/create`);
  await form.fill(t('fields.phone'), '12');
  await form.saveButton.click();
  await expect(form.fieldError(t('fields.phone'))).toHaveText(t('messages.invalid_phone'));
  await form.fill(t('fields.phone'), '(601) 222-333');
  await form.saveButton.click();
  await expect(page).toHaveURL(new RegExp(`${customers}(\\?|$)`));
  expect(await storedCustomer('+48601222333')).toHaveLength(1);
});

test('a birthday is typed in the language order, and the calendar opens on the stored date', async ({
  authenticatedPage: page,
}) => {
  await useLanguage(page, 'pl');
  const customer = await createRecord<{ id: number }>(setupApi, 'customer', {
    phone: '+48 601 222 444',
    birthday: '1985-03-14',
  });
  const birthday = fieldIn(page, t('fields.birthday', 'pl'));
  await page.goto(`${customers}/edit/${customer.id}`);
  await expect(birthday).toHaveValue('14.03.1985');
  await birthday.click();
  const calendar = page.locator('select[data-select="year"]');
  await expect(calendar).toHaveValue('1985');
  await expect(page.locator('select[data-select="month"]')).toHaveValue('2');
  await birthday.fill('27.04.1990');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('common.save', 'pl'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${customers}(\\?|$)`));
  expect((await storedCustomer('+48601222444'))[0].birthday).toBe('1990-04-27');
});

test('leaving a changed form asks first; after a save it does not', async ({ authenticatedPage: page }) => {
  const city = await createRecord<{ id: number }>(setupApi, 'city', { name: { en: 'Unsaved Town' } });
  const form = new ResourceFormPage(page);
  const shell = new ShellPage(page);
  const question = page.getByRole('dialog', { name: t('form.unsaved_title') });
  await page.goto(`${cities}/edit/${city.id}`);
  await expect(form.field(`${t('fields.name')} (en)`)).toHaveValue('Unsaved Town');

  // Untouched: leaving does not ask.
  await shell.sidebar.getByRole('link', { name: t('nav.items.languages'), exact: true }).click();
  await expect(page).toHaveURL(/settings\/languages/);
  await page.goBack();
  await form.fill(`${t('fields.name')} (en)`, 'Unsaved Town 2');

  await shell.sidebar.getByRole('link', { name: t('nav.items.languages'), exact: true }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('form.keep_editing') }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${cities}/edit/${city.id}`));
  await expect(form.field(`${t('fields.name')} (en)`)).toHaveValue('Unsaved Town 2');

  // The dark-mode switch reloads the page: it asks too, and keeping the changes keeps the theme.
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  await shell.darkModeSwitch.click({ force: true });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('form.keep_editing') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme ?? 'light');
  await expect(form.field(`${t('fields.name')} (en)`)).toHaveValue('Unsaved Town 2');

  await shell.sidebar.getByRole('link', { name: t('nav.items.languages'), exact: true }).click();
  await question.getByRole('button', { name: t('form.discard_changes') }).click();
  await expect(page).toHaveURL(/settings\/languages/);

  // A saved form goes back to its list without a question.
  await page.goto(`${cities}/edit/${city.id}`);
  await form.fill(`${t('fields.name')} (en)`, 'Saved Town');
  await form.saveButton.click();
  await expect(page).toHaveURL(new RegExp(`${cities}(\\?|$)`));
  await expect(question).toHaveCount(0);
});

test('changed settings ask before a theme swatch reloads the page', async ({ authenticatedPage: page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('general');
  await settings.fill('brand_name', 'Unsaved brand');
  await settings.themeSwatch('dark', 'greysteel').click();
  const question = page.getByRole('dialog', { name: t('form.unsaved_title') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('form.keep_editing') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(settings.field('brand_name')).toHaveValue('Unsaved brand');
});

test('the document title names the screen and the brand', async ({ authenticatedPage: page }) => {
  const customer = await createRecord<{ id: number }>(setupApi, 'customer', { phone: '+48 601 222 555' });
  await page.goto(customers);
  await expect(page).toHaveTitle(`${t('resources.customer.title')} · Mise`);
  await page.goto(`${customers}/edit/${customer.id}`);
  await expect(page).toHaveTitle(`${t('resources.customer.edit_title')} · Mise`);
  await expect(page.getByRole('heading', { name: t('resources.customer.edit_title') })).toBeVisible();

  const { brand_name: storedBrand } = await readSettings(setupApi);
  await setupApi.post('/api/setting', { data: { brand_name: 'Trattoria' } });
  await useLanguage(page, 'pl');
  await page.goto(`${customers}/edit/${customer.id}`);
  await expect(page).toHaveTitle('Edytuj klienta · Trattoria');
  await page.goto(`${customers}/create`);
  await expect(page).toHaveTitle('Nowy klient · Trattoria');
  // Put back what was stored, so later specs find the brand as it was.
  await setupApi.post('/api/setting', { data: { brand_name: storedBrand } });
});

test('a bad or unknown id shows not-found; an unknown tab opens the first one', async ({
  authenticatedPage: page,
}) => {
  for (const id of ['abc', '0', '99999999']) {
    await page.goto(`${customers}/edit/${id}`);
    await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('common.save') })).toHaveCount(0);
  }
  const settings = new SettingsPage(page);
  await page.goto('/app/settings/default?tab=9');
  await settings.waitForForm();
  await expect(settings.tab('general')).toHaveAttribute('aria-selected', 'true');
});

test('at 390 px every settings tab can be reached', async ({ authenticatedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const settings = new SettingsPage(page);
  // Opened by its URL, the last tab scrolls into view; the first is reached by scrolling back.
  await settings.goto('security');
  await expect(settings.tab('security')).toHaveAttribute('aria-selected', 'true');
  await expect(settings.tab('security')).toBeInViewport();
  await settings.openTab('general');
  await expect(settings.tab('general')).toBeInViewport();
});

test('captcha keys show only while the captcha is on', async ({ authenticatedPage: page }) => {
  await setupApi.post('/api/setting', { data: { enabled_captcha: false } });
  const settings = new SettingsPage(page, smsSettingsPath);
  await settings.goto();
  await expect(settings.field('google_recaptcha_key')).toHaveCount(0);
  await expect(settings.field('google_recaptcha_secret_key')).toHaveCount(0);
  await settings.setSwitch('enabled_captcha', true);
  await expect(settings.field('google_recaptcha_key')).toBeVisible();
  await expect(settings.field('google_recaptcha_secret_key')).toBeVisible();
});

test('hints: a new user gets a password hint for new users; a street waits for its city', async ({
  authenticatedPage: page,
}) => {
  const form = new ResourceFormPage(page);
  await page.goto(`${users}/create`);
  await expect(page.getByText(t('resources.user.new_password_hint'))).toBeVisible();
  await expect(page.getByText(t('resources.user.password_hint'))).toHaveCount(0);

  await page.goto(`${customers}/create`);
  await page.getByRole('button', { name: t('resources.customer.add_address') }).click();
  const street = form.field(t('fields.street'));
  await expect(street).toBeDisabled();
  await expect(street).toHaveAttribute('placeholder', t('resources.customer.street_needs_city'));
});

test('translatable fields name the language as the reader says it', async ({ authenticatedPage: page }) => {
  await useLanguage(page, 'pl');
  await page.goto(`${cities}/create`);
  await expect(page.getByRole('heading', { name: 'Nowe miasto' })).toBeVisible();
  await expect(fieldIn(page, `${t('fields.name', 'pl')} (en)`)).toHaveAttribute(
    'placeholder',
    'Tekst (język angielski)',
  );
});

test('closing a changed drawer form asks first', async ({ authenticatedPage: page }) => {
  await page.goto('/app/settings/languages?form=new');
  const drawer = page.getByRole('dialog', { name: t('resources.language.create_title') });
  await expect(drawer).toBeVisible();
  await new ResourceFormPage(page).fill(t('fields.code'), 'xq');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: t('form.unsaved_title') });
  await question.getByRole('button', { name: t('form.keep_editing') }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await question.getByRole('button', { name: t('form.discard_changes') }).click();
  await expect(drawer).toHaveCount(0);
});
