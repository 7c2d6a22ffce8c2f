import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  apiAs,
  createRecord,
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

// Cities on the shared list and form machinery: /app/settings/cities, /create, /edit/{id}.
// The demo has Warsaw, Kraków, Gdańsk, Wrocław and Poznań (disabled); this file adds seven
// "E2E Town" cities through the API (the last one disabled) and removes them at the end.

type City = { id: number; name: Record<string, string>; is_enabled: boolean };

const citiesPath = '/app/settings/cities';
const townPrefix = 'E2E Town';
const townNames = Array.from(
  { length: 7 },
  (_, index) => `${townPrefix} ${String(index + 1).padStart(2, '0')}`,
);
const disabledTown = townNames[6];
const isTestCity = (city: City) =>
  city.name.en?.startsWith(`${townPrefix} `) || ['Torun', 'Torun Old Town'].includes(city.name.en);
const listDatePattern = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

const label = {
  name: t('fields.name'),
  enabled: t('fields.is_enabled'),
  created: t('fields.created_at'),
};

let setupApi: APIRequestContext;
const towns = new Map<string, City>();

test.beforeAll(async () => {
  setupApi = await signedInApi(adminCredentials);
  // A worker restarted after a failure runs this again: start from a clean slate.
  const leftovers = await findRecords<City>(setupApi, 'city', isTestCity);
  await deleteRecords(
    setupApi,
    'city',
    leftovers.map((city) => city.id),
  );
  for (const name of townNames) {
    const city = await createRecord<City>(setupApi, 'city', {
      name: { en: name, pl: name.replace('Town', 'Miasto') },
      is_enabled: name !== disabledTown,
    });
    towns.set(name, city);
  }
});

test.afterAll(async () => {
  const created = await findRecords<City>(setupApi, 'city', isTestCity);
  await deleteRecords(
    setupApi,
    'city',
    created.map((city) => city.id),
  );
  await setupApi.dispose();
});

function openList(page: Page, query = ''): Promise<ResourceListPage> {
  const list = new ResourceListPage(page, `${citiesPath}${query}`);
  return list.goto().then(() => list);
}

/** The next GET /api/city (the list call) and its query. */
function nextListCall(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/city',
    )
    .then((request) => new URL(request.url()).searchParams);
}

async function useScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), `${scheme}.yellowgranola`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test('create with EN and PL names, validation, edit and delete', async ({
  authenticatedPage: page,
  adminSession,
}) => {
  const list = await openList(page);
  await expect(page.getByRole('heading', { name: t('resources.city.title'), exact: true })).toBeVisible();

  // Every date in the list reads MM-DD-YYYY hh:mm:ss.
  const dates = await list.columnTexts(label.created);
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(listDatePattern);

  await list.openCreate();
  expect(new URL(page.url()).pathname).toBe(`${citiesPath}/create`);
  const form = new ResourceFormPage(page);
  await form.openLanguageTab('EN');
  await form.openLanguageTab('PL');

  // Saving with no name keeps the form and says what is missing under the field.
  const errors = await form.saveExpectingErrors();
  expect(errors).toContain(t('messages.required'));
  expect(new URL(page.url()).pathname).toBe(`${citiesPath}/create`);
  await saveScreenshot(page, 'cities-form-required-light');

  await form.fillTranslatable(label.name, { en: 'Torun', pl: 'Toruń' });
  await expect(form.form.getByText(t('messages.required'), { exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'cities-form-create-light');
  await form.save();
  await page.waitForURL((url) => url.pathname === citiesPath);
  await list.waitForRows();
  await expect(list.row('Torun')).toBeVisible();
  await expect(list.row('Torun')).toHaveText(listDateInRow);

  const api = await apiAs(adminSession.token);
  const [created] = await findRecords<City>(api, 'city', (city) => city.name.en === 'Torun');
  expect(created.name).toEqual({ en: 'Torun', pl: 'Toruń' });
  expect(created.is_enabled).toBe(true);

  // Edit: both language tabs come back filled; change the English name.
  await list.editRow('Torun');
  expect(new URL(page.url()).pathname).toBe(`${citiesPath}/edit/${created.id}`);
  await form.openLanguageTab('PL');
  await expect(form.field(`${label.name} (pl)`)).toHaveValue('Toruń');
  await form.openLanguageTab('EN');
  await expect(form.field(`${label.name} (en)`)).toHaveValue('Torun');
  await form.fill(`${label.name} (en)`, 'Torun Old Town');
  await saveScreenshot(page, 'cities-form-edit-light');
  await useScheme(page, 'dark');
  await expect(form.field(`${label.name} (en)`)).toHaveValue('Torun');
  await saveScreenshot(page, 'cities-form-edit-dark');
  await form.fill(`${label.name} (en)`, 'Torun Old Town');
  await form.save();
  await list.waitForRows();
  await expect(list.row('Torun Old Town')).toBeVisible();
  await saveScreenshot(page, 'cities-list-dark');
  await useScheme(page, 'light');
  await list.waitForRows();
  await saveScreenshot(page, 'cities-list-light');
  const edited = (await (await api.get(`/api/city/${created.id}`)).json()) as { item: City };
  expect(edited.item.name).toEqual({ en: 'Torun Old Town', pl: 'Toruń' });

  // Delete asks first: dismissing keeps the city, accepting removes it.
  const question = await list.cancelDeleteRow('Torun Old Town');
  expect(question).toBe(t('messages.delete_confirm'));
  await expect(list.row('Torun Old Town')).toBeVisible();
  expect((await api.get(`/api/city/${created.id}`)).status()).toBe(200);
  await list.deleteRow('Torun Old Town');
  expect((await api.get(`/api/city/${created.id}`)).status()).toBe(404);
  await api.dispose();
});

const listDateInRow = /\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/;

test('the Enabled switch saves at once and the list reloads', async ({
  authenticatedPage: page,
  adminSession,
}) => {
  const town = towns.get(townNames[0]) as City;
  const list = await openList(page);
  const api = await apiAs(adminSession.token);
  const isEnabled = async () =>
    ((await (await api.get(`/api/city/${town.id}`)).json()) as { item: City }).item.is_enabled;

  expect(await isEnabled()).toBe(true);
  const reloaded = nextListCall(page);
  expect(await list.toggleRowSwitch(town.name.en, label.enabled)).toBe(false);
  await reloaded;
  expect(await isEnabled()).toBe(false);

  expect(await list.toggleRowSwitch(town.name.en, label.enabled)).toBe(true);
  expect(await isEnabled()).toBe(true);
  await api.dispose();
});

test('search waits for a 2 s pause, finds a city and says when nothing matches', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const box = list.main.getByRole('searchbox', { name: t('common.search'), exact: true });
  let listCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/city') listCalls += 1;
  });
  await box.fill('Gdań');
  // Still typing as far as the panel knows: no call yet.
  await page.waitForTimeout(1_000);
  expect(listCalls).toBe(0);
  expect(list.listState().q).toBeUndefined();

  const searched = nextListCall(page);
  await list.search('Gdań');
  expect((await searched).get('q')).toBe('Gdań');
  expect(await list.rowCount()).toBe(1);
  await expect(list.row('Gdańsk')).toBeVisible();

  await list.search('no such city anywhere');
  expect(await list.rowCount()).toBe(0);
  await expect(list.table.getByText(t('messages.no_items'), { exact: true })).toBeVisible();
  expect(t('messages.no_items')).toBe('There are no items to show');
  await saveScreenshot(page, 'cities-list-empty-search');
});

test('sorting by name goes both ways', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await list.sortBy(label.name);
  expect(list.listState()).toMatchObject({ sort: 'name', dir: 'ASC' });
  const ascending = await list.columnTexts(label.name);
  expect(ascending.length).toBeGreaterThan(5);
  const townsAscending = ascending.filter((name) => name.startsWith(townPrefix));
  expect(townsAscending).toEqual([...townNames]);

  await list.sortBy(label.name);
  expect(list.listState()).toMatchObject({ sort: 'name', dir: 'DESC' });
  const descending = await list.columnTexts(label.name);
  expect(descending).toEqual([...ascending].reverse());
  expect(descending[0]).not.toBe(ascending[0]);
});

test('filters narrow the list and show as removable badges', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  const total = await list.rowCount();

  const nameCall = nextListCall(page);
  await list.addFilter(label.name, 'contains', townPrefix);
  expect(JSON.parse((await nameCall).get('filters') ?? '[]')).toEqual([
    { name: 'name', condition: 'contains', value: townPrefix },
  ]);
  expect(await list.rowCount()).toBe(townNames.length);
  const nameBadge = list.filterBadge(
    new RegExp(`${label.name} ${t('list.conditions.contains')} ${townPrefix}`),
  );
  await expect(nameBadge).toBeVisible();

  await list.addFilter(label.enabled, 'equal', false);
  expect(await list.rowCount()).toBe(1);
  await expect(list.row(disabledTown)).toBeVisible();
  // A yes/no filter reads Yes or No, not 1 or 0.
  const enabledBadge = list.filterBadge(`${label.enabled} ${t('list.conditions.equal')} ${t('common.no')}`);
  await expect(enabledBadge).toBeVisible();
  await saveScreenshot(page, 'cities-list-filtered');

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await list.waitForRows();
  expect(await list.rowCount()).toBe(1);

  await list.removeFilter(new RegExp(`^${t('list.remove_filter')}: ${label.enabled} `));
  expect(await list.rowCount()).toBe(townNames.length);
  await expect(enabledBadge).toHaveCount(0);
  await list.removeFilter(new RegExp(`^${t('list.remove_filter')}: ${label.name} `));
  expect(await list.rowCount()).toBe(total);
  expect(list.listState().filters).toBeUndefined();
});

test('hidden columns are remembered after a reload', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  expect(await list.columnLabels()).toContain(label.created);

  await list.toggleColumn(label.created);
  await expect(list.table.getByRole('columnheader', { name: label.created })).toHaveCount(0);
  const stored = await page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.includes('cities'))),
  );
  expect(JSON.stringify(stored)).toContain('created_at');

  await page.reload();
  await list.waitForRows();
  expect(await list.columnLabels()).not.toContain(label.created);
  expect(await list.columnLabels()).toContain(label.name);

  await list.toggleColumn(label.created);
  expect(await list.columnLabels()).toContain(label.created);
  expect(await page.evaluate(() => localStorage.getItem('grid.hiddenColumns.cities'))).toBe('[]');
});

test('page size 5 pages the list; changing the size goes back to the first page', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const total = await list.rowCount();
  expect(total).toBeGreaterThanOrEqual(6);

  const sizedCall = nextListCall(page);
  await list.setPageSize(5);
  expect((await sizedCall).get('pageSize')).toBe('5');
  expect(await list.rowCount()).toBe(5);
  const pages = list.main.getByRole('navigation', { name: t('list.pages'), exact: true });
  await expect(pages.getByRole('button', { name: /^\d+$/ })).toHaveCount(Math.ceil(total / 5));
  await expect(pages.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');

  const pageCall = nextListCall(page);
  await list.goToPage(2);
  expect((await pageCall).get('pageIndex')).toBe('1');
  await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await list.columnTexts(label.name);
  expect(secondPage.length).toBeGreaterThan(0);

  const resizedCall = nextListCall(page);
  await list.setPageSize(10);
  expect((await resizedCall).get('pageIndex')).toBe('0');
  expect(list.listState().page ?? '0').toBe('0');
  expect(await list.rowCount()).toBe(Math.min(10, total));
});

test('the form carries the list state and saving restores it', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await list.search(townPrefix);
  await list.addFilter(label.enabled, 'equal', true);
  await list.setPageSize(5);
  expect(await list.rowCount()).toBe(5);
  await list.goToPage(2);
  const onSecondPage = await list.columnTexts(label.name);
  expect(onSecondPage).toHaveLength(townNames.length - 1 - 5);
  const state = list.listState();
  expect(state).toMatchObject({ q: townPrefix, size: '5', page: '1' });
  expect(JSON.parse(state.filters ?? '[]')).toEqual([{ name: 'is_enabled', condition: 'equal', value: 1 }]);

  const townName = onSecondPage[0];
  await list.editRow(townName);
  const formUrl = new URL(page.url());
  expect(formUrl.pathname).toMatch(new RegExp(`^${citiesPath}/edit/\\d+$`));
  expect(list.listState(formUrl)).toMatchObject({ q: state.q, size: '5', page: '1', filters: state.filters });

  // The breadcrumb back to the list carries it too.
  const crumb = page
    .locator('[aria-label="breadcrumb"]')
    .getByRole('link', { name: t('resources.city.title') });
  expect(list.listState(new URL((await crumb.getAttribute('href')) ?? '', page.url()))).toMatchObject({
    q: state.q,
    page: '1',
  });

  const form = new ResourceFormPage(page);
  await form.openLanguageTab('EN');
  await form.fill(`${label.name} (en)`, townName);
  await form.save();
  await page.waitForURL((url) => url.pathname === citiesPath);
  expect(list.listState()).toMatchObject({ q: state.q, size: '5', page: '1', filters: state.filters });
  await list.waitForRows();
  await expect(list.main.getByRole('searchbox', { name: t('common.search') })).toHaveValue(townPrefix);
  expect(await list.columnTexts(label.name)).toEqual(onSecondPage);
  await expect(
    list.filterBadge(`${label.enabled} ${t('list.conditions.equal')} ${t('common.yes')}`),
  ).toBeVisible();
});
