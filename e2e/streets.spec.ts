import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  deleteRecords,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  screenshotInThemes,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// Streets: /app/settings/streets, /create, /edit/{id}; API /api/street. A street needs a name and
// a city. The set-up adds the city "Sopot" with six streets (the last one disabled); the demo has
// Marszałkowska and Nowy Świat in Warsaw, Floriańska and Grodzka in Kraków.

type City = { id: number; name: Record<string, string> };
type Street = { id: number; name: string; city: { id: number; name: unknown } | null; is_enabled: boolean };

const streetsPath = '/app/settings/streets';
const testCityName = 'Sopot';
const sopotStreets = ['Bema', 'Chopina', 'Grunwaldzka', 'Kościuszki', 'Monte Cassino', 'Powstańców Warszawy'];
const newStreet = 'Haffnera';
const renamedStreet = 'Stefana Haffnera';

const label = {
  name: t('fields.name'),
  city: t('fields.city'),
  enabled: t('fields.is_enabled'),
};

let api: APIRequestContext;
let sopot: City;
let warsaw: City;

const isOurs = (street: Street) =>
  street.city?.id === sopot.id || [newStreet, renamedStreet].includes(street.name);

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  // A rerun against the same server starts clean.
  for (const city of await findRecords<City>(api, 'city', (city) => city.name.en === testCityName)) {
    const streets = await findRecords<Street>(api, 'street', (street) => street.city?.id === city.id);
    await deleteRecords(
      api,
      'street',
      streets.map((street) => street.id),
    );
    await deleteRecords(api, 'city', [city.id]);
  }
  [warsaw] = await findRecords<City>(api, 'city', (city) => city.name.en === 'Warsaw');
  sopot = await createRecord<City>(api, 'city', {
    name: { en: testCityName, pl: testCityName },
    is_enabled: true,
  });
  for (const [index, name] of sopotStreets.entries()) {
    await createRecord<Street>(api, 'street', {
      name,
      city: sopot.id,
      is_enabled: index < sopotStreets.length - 1,
    });
  }
});

test.afterAll(async () => {
  await deleteMatching<Street>(api, 'street', isOurs);
  await deleteRecords(api, 'city', [sopot.id]);
  await api.dispose();
});

/** The list, optionally narrowed to Sopot's streets through the URL (as a filter badge would). */
async function openList(page: Page, onlySopot = false): Promise<ResourceListPage> {
  const filters = JSON.stringify([{ name: 'city', condition: 'equal', value: sopot.id }]);
  const query = onlySopot ? `?filters=${encodeURIComponent(filters)}` : '';
  const list = new ResourceListPage(page, `${streetsPath}${query}`);
  await list.goto();
  return list;
}

async function streetNamed(name: string): Promise<Street> {
  const [street] = await findRecords<Street>(api, 'street', (candidate) => candidate.name === name);
  return street;
}

test('create with a city, validation, edit and delete after confirmation', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  await list.openCreate();
  expect(new URL(page.url()).pathname).toBe(`${streetsPath}/create`);
  const form = new ResourceFormPage(page);

  // Both the name and the city are required.
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.name)).toHaveText(t('messages.required'));
  await expect(form.fieldError(label.city)).toHaveText(t('messages.required'));
  await saveScreenshot(page, 'streets-form-errors-light');

  await form.fill(label.name, newStreet);
  await form.choose(label.city, 'Warsaw');
  await expect(form.field(label.enabled)).toBeChecked();
  await form.save();
  await page.waitForURL((url) => url.pathname === streetsPath);
  await list.waitForRows();
  await expect(list.row(newStreet)).toContainText('Warsaw');
  const created = await streetNamed(newStreet);
  expect(created).toMatchObject({ name: newStreet, city: { id: warsaw.id }, is_enabled: true });

  // Edit: the form comes back filled; move the street to Sopot under a longer name.
  await list.editRow(newStreet);
  expect(new URL(page.url()).pathname).toBe(`${streetsPath}/edit/${created.id}`);
  await expect(form.field(label.name)).toHaveValue(newStreet);
  await expect(form.field(label.city)).toHaveValue('Warsaw');
  await form.fill(label.name, renamedStreet);
  await form.choose(label.city, testCityName);
  await form.save();
  await list.waitForRows();
  await expect(list.row(renamedStreet)).toContainText(testCityName);
  expect((await streetNamed(renamedStreet)).city?.id).toBe(sopot.id);

  // Delete asks first: dismissing keeps the street, accepting removes it.
  expect(await list.cancelDeleteRow(renamedStreet)).toBe(t('messages.delete_confirm'));
  await expect(list.row(renamedStreet)).toBeVisible();
  await list.deleteRow(renamedStreet);
  expect((await api.get(`/api/street/${created.id}`)).status()).toBe(404);
});

test('the Enabled switch saves at once; filtering by city shows only that city’s streets', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const bema = await streetNamed('Bema');
  expect(bema.is_enabled).toBe(true);
  expect(await list.toggleRowSwitch('Bema', label.enabled)).toBe(false);
  expect((await streetNamed('Bema')).is_enabled).toBe(false);
  expect(await list.toggleRowSwitch('Bema', label.enabled)).toBe(true);
  expect((await streetNamed('Bema')).is_enabled).toBe(true);

  await expect(list.row('Marszałkowska')).toBeVisible();

  await list.addFilter(label.city, 'equal', testCityName);
  expect(JSON.parse(list.listState().filters ?? '[]')).toEqual([
    { name: 'city', condition: 'equal', value: String(sopot.id) },
  ]);
  // The badge names the city, not its id.
  await expect(list.filterBadge(`${label.city} ${t('list.conditions.equal')} ${testCityName}`)).toBeVisible();
  expect(await list.columnTexts(label.name)).toEqual(expect.arrayContaining(sopotStreets));
  expect(await list.rowCount()).toBe(sopotStreets.length);
  for (const city of await list.columnTexts(label.city)) expect(city).toBe(testCityName);

  await list.removeFilter(`${label.city} ${t('list.conditions.equal')} ${testCityName}`);
  await expect(list.row('Marszałkowska')).toBeVisible();
});

test('sorting by name both ways and paging by 5', async ({ authenticatedPage: page }) => {
  const list = await openList(page, true);
  const sorted = [...sopotStreets].sort((a, b) => a.localeCompare(b, 'pl'));

  await list.expectSortsAndPages(label.name, sorted, 'name');
  const total = t('list.total', 'en', { count: sopotStreets.length });
  await expect(list.main.getByText(total, { exact: true })).toBeVisible();
});

test('a city that still has streets cannot be deleted: the 409 shows and the city stays', async ({
  authenticatedPage: page,
}) => {
  const cities = new ResourceListPage(page, '/app/settings/cities');
  await cities.goto();
  const { status, notification } = await cities.deleteRowRefused(testCityName);
  expect(status).toBe(409);
  await expect(notification).toContainText('streets');
  await saveScreenshot(page, 'streets-city-in-use-refused-light');
  await expect(cities.row(testCityName)).toBeVisible();
  expect((await api.get(`/api/city/${sopot.id}`)).status()).toBe(200);
});

test('list and form in light and dark', async ({ authenticatedPage: page }) => {
  const bema = await streetNamed('Bema');
  const form = new ResourceFormPage(page);
  await screenshotInThemes(page, [
    { name: 'streets-list', open: () => openList(page).then(() => undefined) },
    {
      name: 'streets-form-edit',
      open: async () => {
        await page.goto(`${streetsPath}/edit/${bema.id}`);
        await expect(form.field(label.city)).toHaveValue(testCityName);
      },
    },
  ]);
});
