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
  signedInApi,
  t,
  test,
} from './support/index.ts';

// The list machinery every resource screen shares (search pause, filters in the URL and in the
// API call, remembered columns, paging, the list state kept across the form, dates in the
// interface language), checked once, on Cities: /app/settings/cities. What each resource does
// with it is walked in e2e/resources.spec.ts. The demo has Warsaw, Kraków, Gdańsk, Wrocław and
// Poznań (disabled); this file adds seven "E2E Town" cities (the last one disabled).

type City = { id: number; name: Record<string, string>; is_enabled: boolean };

const citiesPath = '/app/settings/cities';
const townPrefix = 'E2E Town';
const townNames = Array.from(
  { length: 7 },
  (_, index) => `${townPrefix} ${String(index + 1).padStart(2, '0')}`,
);
const disabledTown = townNames[6];
const isTestCity = (city: City) => city.name.en?.startsWith(`${townPrefix} `);
/** How each interface language writes a date in lists: month first in English, day first with dots in Polish and Russian. */
const listDatePatterns = {
  en: /^(\d{2})-(\d{2})-(\d{4}) \d{2}:\d{2}:\d{2}$/,
  pl: /^(\d{2})\.(\d{2})\.(\d{4}) \d{2}:\d{2}:\d{2}$/,
  ru: /^(\d{2})\.(\d{2})\.(\d{4}) \d{2}:\d{2}:\d{2}$/,
} as const;

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
  await deleteMatching<City>(setupApi, 'city', isTestCity);
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

test('dates read in the interface language: MM-DD-YYYY in English, DD.MM.YYYY in Polish and Russian', async ({
  authenticatedPage: page,
}) => {
  const town = towns.get(townNames[0]) as City & { created_at: string };
  const created = new Date(town.created_at);
  const day = String(created.getUTCDate()).padStart(2, '0');
  const month = String(created.getUTCMonth() + 1).padStart(2, '0');
  const list = await openList(page, `?q=${encodeURIComponent(town.name.en)}`);
  for (const language of ['en', 'pl', 'ru'] as const) {
    await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
    await page.reload();
    await list.waitForRows();
    const [shown] = await list.table
      .locator('tbody td')
      .filter({ hasText: /\d{4} \d{2}:/ })
      .allInnerTexts();
    const parts = listDatePatterns[language].exec(shown.trim());
    expect(parts, `${language}: ${shown}`).not.toBeNull();
    const [first, second, year] = (parts as RegExpExecArray).slice(1);
    expect(language === 'en' ? [first, second] : [second, first]).toEqual([month, day]);
    expect(year).toBe(String(created.getUTCFullYear()));
  }
  await saveScreenshot(page, 'cities-list-dates-ru');
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

test('a date filter is typed as a date and its chip reads it as the interface language writes dates', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const call = nextListCall(page);
  await list.addFilter(label.created, 'greater', '2020-03-04T10:00');
  expect(JSON.parse((await call).get('filters') ?? '[]')).toEqual([
    { name: 'created_at', condition: 'greater', value: '2020-03-04T10:00:00.000Z' },
  ]);
  await expect(
    list.filterBadge(`${label.created} ${t('list.conditions.greater')} 03-04-2020 10:00:00`),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('currentLanguage', 'pl'));
  await page.reload();
  await list.waitForRows();
  const chip = `${t('fields.created_at', 'pl')} ${t('list.conditions.greater', 'pl')} 04.03.2020 10:00:00`;
  await expect(
    list.main.getByRole('button', { name: `${t('list.remove_filter', 'pl')}: ${chip}` }),
  ).toBeVisible();
  await saveScreenshot(page, 'cities-list-date-filter-pl');
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
