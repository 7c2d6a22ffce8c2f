import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  deleteRecords,
  expect,
  findRecords,
  ResourceListPage,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// Actions -> "Export to CSV" on a list downloads every row the list's filter, search and sort
// select, not only the page on screen. The set-up adds the city "Exportowo" with 25 streets.

type City = { id: number; name: Record<string, string> };
type Street = { id: number; name: string; city: { id: number } | null };

const cityName = 'Exportowo';
const streetNames = Array.from({ length: 25 }, (_, index) => `Ulica ${String(index + 1).padStart(2, '0')}`);

let api: APIRequestContext;
let city: City;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  for (const old of await findRecords<City>(api, 'city', (candidate) => candidate.name.en === cityName)) {
    await deleteMatching<Street>(api, 'street', (street) => street.city?.id === old.id);
    await deleteRecords(api, 'city', [old.id]);
  }
  city = await createRecord<City>(api, 'city', { name: { en: cityName, pl: cityName }, is_enabled: true });
  for (const name of streetNames) await createRecord<Street>(api, 'street', { name, city: city.id });
});

test.afterAll(async () => {
  await deleteMatching<Street>(api, 'street', (street) => street.city?.id === city.id);
  await deleteRecords(api, 'city', [city.id]);
  await api.dispose();
});

test('Export downloads every row of the filtered, sorted list as CSV for Excel', async ({
  authenticatedPage: page,
}) => {
  const filters = JSON.stringify([{ name: 'city', condition: 'equal', value: city.id }]);
  const list = await ResourceListPage.open(
    page,
    `/app/settings/streets?filters=${encodeURIComponent(filters)}&sort=name&dir=DESC&size=10`,
  );
  expect(await list.rowCount()).toBe(10);

  await list.main.getByRole('button', { name: t('common.actions'), exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('list.export_csv'), exact: true }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^street-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\n');
  expect(header.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'city']));
  const column = (name: string) => header.split(',').indexOf(name);
  const cells = rows.map((row) => row.split(','));
  // all 25 streets of the filter, not the 10 on screen, in the list's order, the city by name
  expect(cells.map((cell) => cell[column('name')])).toEqual([...streetNames].reverse());
  expect(new Set(cells.map((cell) => cell[column('city')]))).toEqual(new Set([cityName]));
});
