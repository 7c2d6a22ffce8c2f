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

// Pickup points: /app/settings/pickup_points, /create, /edit/{id}; API /api/pickup_point.
// Name per language (required), address, city, country, coordinates "lat,lng", terminal id and
// the website, app and bot switches. The demo has "Mise Centrum" in Warsaw; the set-up adds six
// "Kiosk" points (three in Gdańsk, three in Kraków; the Kraków ones are off in the bot).

type City = { id: number; name: Record<string, string> };
type PickupPoint = {
  id: number;
  name: Record<string, string>;
  address: string | null;
  city: { id: number } | null;
  country: string | null;
  coordinates: string | null;
  terminal_id: string | null;
  is_enabled_for_website: boolean;
  is_enabled_for_app: boolean;
  is_enabled_for_bot: boolean;
};

const path = '/app/settings/pickup_points';
const kioskPrefix = 'Kiosk';
const kiosks = [
  { en: 'Kiosk Oliwa', city: 'Gdańsk', terminal: 'K-104' },
  { en: 'Kiosk Wrzeszcz', city: 'Gdańsk', terminal: 'K-101' },
  { en: 'Kiosk Zaspa', city: 'Gdańsk', terminal: 'K-106' },
  { en: 'Kiosk Kazimierz', city: 'Kraków', terminal: 'K-103' },
  { en: 'Kiosk Nowa Huta', city: 'Kraków', terminal: 'K-105' },
  { en: 'Kiosk Podgórze', city: 'Kraków', terminal: 'K-102' },
];
const created = { en: 'Harbour Counter', pl: 'Punkt Portowy' };

const label = {
  name: t('fields.name'),
  address: t('fields.address'),
  city: t('fields.city'),
  country: t('fields.country'),
  coordinates: t('fields.coordinates'),
  terminal: t('fields.terminal_id'),
  website: t('fields.is_enabled_for_website'),
  app: t('fields.is_enabled_for_app'),
  bot: t('fields.is_enabled_for_bot'),
  onWebsite: t('fields.available_on_website'),
  inApp: t('fields.available_in_app'),
  inBot: t('fields.available_in_bot'),
};

let api: APIRequestContext;
const cityIds = new Map<string, number>();
const isOurs = (point: PickupPoint) => /^(Kiosk|Harbour)/.test(point.name.en ?? '');

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  const leftovers = await findRecords<PickupPoint>(api, 'pickup_point', isOurs);
  await deleteRecords(
    api,
    'pickup_point',
    leftovers.map((point) => point.id),
  );
  for (const city of await findRecords<City>(api, 'city', () => true)) cityIds.set(city.name.en, city.id);
  for (const kiosk of kiosks) {
    await createRecord(api, 'pickup_point', {
      name: { en: kiosk.en, pl: kiosk.en.replace('Kiosk', 'Punkt') },
      address: `${kiosk.en.split(' ').slice(1).join(' ')} 1`,
      city: cityIds.get(kiosk.city),
      country: 'PL',
      coordinates: '54.4,18.6',
      terminal_id: kiosk.terminal,
      is_enabled_for_bot: kiosk.city !== 'Kraków',
    });
  }
});

test.afterAll(async () => {
  await deleteMatching<PickupPoint>(api, 'pickup_point', isOurs);
  await api.dispose();
});

const openList = (page: Page, query = '') => ResourceListPage.open(page, `${path}${query}`);

async function pointNamed(name: string): Promise<PickupPoint> {
  const [point] = await findRecords<PickupPoint>(
    api,
    'pickup_point',
    (candidate) => candidate.name.en === name,
  );
  return point;
}

test('create with names per language, coordinates check, edit and delete', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);

  // The name is required in at least one language; coordinates must read "lat,lng".
  await form.fill(label.coordinates, 'near the harbour');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.name)).toHaveText(t('messages.required'));
  await expect(form.fieldError(label.coordinates)).toHaveText(t('messages.invalid_coordinates'));
  await saveScreenshot(page, 'pickup-points-form-errors-light');

  await form.fillTranslatable(label.name, created);
  await form.fillFields({
    [label.address]: 'Nabrzeże Przemysłowe 2',
    [label.terminal]: 'T-900',
    [label.coordinates]: '54.3520,18.6466',
  });
  await form.choose(label.city, 'Gdańsk');
  await form.choose(label.country, 'Poland');
  await expect(form.field(label.onWebsite)).toBeChecked();
  await form.setSwitch(label.inBot, false);
  await expect(form.fieldError(label.coordinates)).toHaveCount(0);
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();
  const row = list.row(created.en);
  await expect(row).toContainText('Nabrzeże Przemysłowe 2');
  await expect(row).toContainText('Gdańsk');
  await expect(row).toContainText('T-900');
  await expect(list.rowSwitch(created.en, label.bot)).not.toBeChecked();
  await expect(list.rowSwitch(created.en, label.website)).toBeChecked();

  const saved = await pointNamed(created.en);
  expect(saved).toMatchObject({
    name: created,
    address: 'Nabrzeże Przemysłowe 2',
    city: { id: cityIds.get('Gdańsk') },
    country: 'PL',
    coordinates: '54.3520,18.6466',
    terminal_id: 'T-900',
    is_enabled_for_website: true,
    is_enabled_for_app: true,
    is_enabled_for_bot: false,
  });

  // Edit: every field comes back; change the Polish name, the city and the coordinates.
  await list.editRow(created.en);
  expect(new URL(page.url()).pathname).toBe(`${path}/edit/${saved.id}`);
  await form.openLanguageTab('PL');
  await expect(form.field(`${label.name} (pl)`)).toHaveValue(created.pl);
  await expect(form.field(label.city)).toHaveValue('Gdańsk');
  await expect(form.field(label.country)).toHaveValue('Poland');
  await expect(form.field(label.coordinates)).toHaveValue('54.3520,18.6466');
  await expect(form.field(label.inBot)).not.toBeChecked();
  await form.fill(`${label.name} (pl)`, 'Punkt przy porcie');
  await form.choose(label.city, 'Warsaw');
  await form.fill(label.coordinates, '52.2297, 21.0122');
  await form.save();
  await list.waitForRows();
  await expect(list.row(created.en)).toContainText('Warsaw');
  const edited = await pointNamed(created.en);
  expect(edited).toMatchObject({
    name: { en: created.en, pl: 'Punkt przy porcie' },
    city: { id: cityIds.get('Warsaw') },
  });
  expect(edited.coordinates?.replace(/\s/g, '')).toBe('52.2297,21.0122');

  expect(await list.cancelDeleteRow(created.en)).toBe(t('messages.delete_confirm'));
  await expect(list.row(created.en)).toBeVisible();
  await list.deleteRow(created.en);
  expect((await api.get(`/api/pickup_point/${saved.id}`)).status()).toBe(404);
});

test('website, app and bot switch from the list and save at once', async ({ authenticatedPage: page }) => {
  const list = await openList(page, `?q=${kioskPrefix}`);
  const name = 'Kiosk Oliwa';
  expect(await list.toggleRowSwitch(name, label.website)).toBe(false);
  expect(await list.toggleRowSwitch(name, label.app)).toBe(false);
  expect(await list.toggleRowSwitch(name, label.bot)).toBe(false);
  expect(await pointNamed(name)).toMatchObject({
    is_enabled_for_website: false,
    is_enabled_for_app: false,
    is_enabled_for_bot: false,
  });
  // Each switch is its own flag: turning one back on leaves the others.
  expect(await list.toggleRowSwitch(name, label.app)).toBe(true);
  expect(await pointNamed(name)).toMatchObject({
    is_enabled_for_website: false,
    is_enabled_for_app: true,
    is_enabled_for_bot: false,
  });
  await expect(list.rowSwitch(name, label.website)).not.toBeChecked();
  await api.post(`/api/pickup_point/${(await pointNamed(name)).id}`, {
    data: { is_enabled_for_website: true, is_enabled_for_bot: true },
  });
});

test('filters by city and by the bot flag', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await list.addFilter(label.city, 'equal', 'Kraków');
  await expect(list.filterBadge(`${label.city} ${t('list.conditions.equal')} Kraków`)).toBeVisible();
  const inKrakow = kiosks.filter((kiosk) => kiosk.city === 'Kraków').map((kiosk) => kiosk.en);
  expect((await list.columnTexts(label.name)).sort()).toEqual([...inKrakow].sort());

  await list.removeFilter(`${label.city} ${t('list.conditions.equal')} Kraków`);
  await list.addFilter(label.bot, 'equal', false);
  const names = await list.columnTexts(label.name);
  expect(names).toEqual(expect.arrayContaining(inKrakow));
  for (const name of names) await expect(list.rowSwitch(name, label.bot)).not.toBeChecked();
});

test('search, sort by terminal id and page by 5', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await list.search(kioskPrefix);
  expect(await list.rowCount()).toBe(kiosks.length);
  const byTerminal = [...kiosks]
    .sort((a, b) => a.terminal.localeCompare(b.terminal))
    .map((kiosk) => kiosk.terminal);

  await list.expectSortsAndPages(label.terminal, byTerminal, 'terminal_id');
  expect(list.listState()).toMatchObject({ q: kioskPrefix, size: '5', page: '1', sort: 'terminal_id' });
});

test('list and form in light and dark', async ({ authenticatedPage: page }) => {
  const centrum = await pointNamed('Mise Centrum');
  const form = new ResourceFormPage(page);
  await screenshotInThemes(page, [
    { name: 'pickup-points-list', open: () => openList(page).then(() => undefined) },
    {
      name: 'pickup-points-form-edit',
      open: async () => {
        await page.goto(`${path}/edit/${centrum.id}`);
        await expect(form.field(label.country)).toHaveValue('Poland');
      },
    },
  ]);
});
