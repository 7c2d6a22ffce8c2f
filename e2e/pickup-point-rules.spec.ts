import type { APIRequestContext } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// What pickup points do beyond the plain list and form (e2e/resources.spec.ts walks those): the
// coordinates rule, and the country stored as a code but read as its name in the interface
// language. API /api/pickup_point; the set-up adds "Quay Kiosk" in Poland.

type PickupPoint = {
  id: number;
  name: Record<string, string>;
  coordinates: string | null;
  country: string | null;
};

const path = '/app/settings/pickup_points';
const isOurs = (point: PickupPoint) => /^Quay /.test(point.name.en ?? '');
const label = { name: t('fields.name'), coordinates: t('fields.coordinates'), country: t('fields.country') };
const polandIn = { en: 'Poland', pl: 'Polska', ru: 'Польша' } as const;

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<PickupPoint>(api, 'pickup_point', isOurs);
  await createRecord(api, 'pickup_point', {
    name: { en: 'Quay Kiosk' },
    country: 'PL',
    coordinates: '54.4,18.6',
  });
});

test.afterAll(async () => {
  await deleteMatching<PickupPoint>(api, 'pickup_point', isOurs);
  await api.dispose();
});

test('coordinates read "lat,lng"; a space after the comma is fine', async ({ authenticatedPage: page }) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.name, { en: 'Quay Counter' });
  await form.fill(label.coordinates, '52.2297;21.0122');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.coordinates)).toHaveText(t('messages.invalid_coordinates'));
  await form.fill(label.coordinates, '52.2297, 21.0122');
  await expect(form.fieldError(label.coordinates)).toHaveCount(0);
  await form.save();
  await list.waitForRows();
  const [saved] = await findRecords<PickupPoint>(
    api,
    'pickup_point',
    (point) => point.name.en === 'Quay Counter',
  );
  expect(saved.coordinates?.replace(/\s/g, '')).toBe('52.2297,21.0122');
});

test('the country reads as its name in the interface language, in the list and in its filter', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, `${path}?q=Quay`);
  for (const language of ['en', 'pl', 'ru'] as const) {
    await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
    await page.reload();
    await list.waitForRows();
    await expect(list.row('Quay Kiosk')).toContainText(polandIn[language]);
    await expect(list.row('Quay Kiosk')).not.toContainText(/\bPL\b/);
  }
  // Picked by name in the filter too, in Russian here: "Страна равно Польша".
  await page.getByRole('button', { name: t('list.add_filter', 'ru'), exact: true }).click();
  const field = page.getByRole('combobox', { name: t('list.filter_field', 'ru'), exact: true });
  const condition = page.getByRole('combobox', { name: t('list.filter_condition', 'ru'), exact: true });
  // On a loaded machine a pick made while the freshly loaded popover settles can be lost: pick again.
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await page
      .getByRole('option', { name: t('fields.country', 'ru'), exact: true })
      .click({ timeout: 5_000 });
    await expect(condition).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await condition.click();
  // A code is one thing or not that thing: no "greater than" for countries.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    t('list.conditions.equal', 'ru'),
    t('list.conditions.not_equal', 'ru'),
  ]);
  await page.getByRole('option', { name: t('list.conditions.equal', 'ru'), exact: true }).click();
  const value = page.getByRole('combobox', { name: t('list.filter_value', 'ru'), exact: true });
  await value.click();
  await value.fill('Поль');
  await page.getByRole('option', { name: polandIn.ru, exact: true }).click();
  await page.getByRole('button', { name: t('list.apply_filter', 'ru'), exact: true }).click();
  const chip = `${t('fields.country', 'ru')} ${t('list.conditions.equal', 'ru')} ${polandIn.ru}`;
  await expect(page.getByRole('button', { name: `${t('list.remove_filter', 'ru')}: ${chip}` })).toBeVisible();
  expect(JSON.parse(list.listState().filters ?? '[]')).toEqual([
    { name: 'country', condition: 'equal', value: 'PL' },
  ]);
  await saveScreenshot(page, 'pickup-points-country-filter-ru');
});
