import type { APIRequestContext, Page } from '@playwright/test';
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

// What the delivery zone form does beyond the plain form (e2e/resources.spec.ts walks that): the
// zone drawn on the map with the mouse, kept as the same shape, and the point check beside it.

type Zone = { id: number; name: Record<string, string>; google_map_data: { coords: unknown[] } | null };

const path = '/app/settings/delivery/zones';
const isOurs = (zone: Zone) => /^Harbour /.test(zone.name.en ?? '');
const label = {
  name: t('fields.name'),
  cost: t('resources.delivery_zone.cost'),
  serviceTime: t('resources.delivery_zone.service_time'),
};

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Zone>(api, 'delivery_zone', isOurs);
  // Shown faintly behind the one being drawn.
  await createRecord(api, 'delivery_zone', {
    name: { en: 'Harbour Old Town' },
    cost: 4,
    service_time: 25,
    google_map_data: {
      center: { lat: 52.23, lng: 21.01 },
      zoom: 10,
      coords: [
        { lat: 52.1, lng: 20.8 },
        { lat: 52.1, lng: 20.9 },
        { lat: 52.2, lng: 20.9 },
      ],
    },
  });
});

test.afterAll(async () => {
  await deleteMatching<Zone>(api, 'delivery_zone', isOurs);
  await api.dispose();
});

const mapOf = (page: Page) => page.locator('[data-vertices]');

/** Clicks the corners with Geoman's polygon tool, closing the shape on the first corner. */
async function drawPolygon(page: Page, corners: [number, number][]) {
  await page.locator('.leaflet-pm-icon-polygon').click();
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  for (const [x, y] of [...corners, corners[0]]) await page.mouse.click(box.x + x, box.y + y);
}

test('a zone drawn with the mouse is saved and reopens with the same corners', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.name, { en: 'Harbour Docks' });
  await form.fillFields({ [label.cost]: '7.50', [label.serviceTime]: '40' });
  await expect(page.locator('.leaflet-pm-icon-polygon')).toBeVisible();
  await drawPolygon(page, [
    [200, 100],
    [420, 120],
    [400, 300],
    [220, 280],
  ]);
  await expect(mapOf(page)).toHaveAttribute('data-vertices', '4');
  await saveScreenshot(page, 'delivery-zone-drawn');
  await form.save();
  await list.waitForRows();

  const [saved] = await findRecords<Zone>(api, 'delivery_zone', (zone) => zone.name.en === 'Harbour Docks');
  expect(saved.google_map_data?.coords).toHaveLength(4);
  await page.goto(`${path}/edit/${saved.id}`);
  await expect(mapOf(page)).toHaveAttribute('data-vertices', '4');
  // The zone itself, editable, and the others drawn faintly behind it.
  await expect(page.locator('.leaflet-overlay-pane path.leaflet-interactive')).toHaveCount(1);
  // The others arrive with their own request: waited for, not counted at once.
  await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(1);
});

test('a crossing shape is refused on the map field', async ({ authenticatedPage: page }) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.name, { en: 'Harbour Bow Tie' });
  await form.fillFields({ [label.cost]: '1', [label.serviceTime]: '10' });
  await expect(page.locator('.leaflet-pm-icon-polygon')).toBeVisible();
  await drawPolygon(page, [
    [200, 100],
    [400, 300],
    [400, 100],
    [200, 300],
  ]);
  await form.saveExpectingErrors();
  await expect(page.getByText(t('messages.zone_self_intersects'))).toBeVisible();
});

test('a typed point shows the zone that serves it', async ({ authenticatedPage: page }) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const check = page.getByLabel(t('resources.delivery_zone.check_label'));
  await check.fill('52.15, 20.88');
  await check.press('Enter');
  await expect(page.getByRole('status')).toContainText('Harbour Old Town');
  await check.fill('10, 10');
  await check.press('Enter');
  await expect(page.getByRole('status')).toHaveText(t('resources.delivery_zone.no_zone'));
});

test('the quick form in the side modal asks for numbers above 0 and adds the zone', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, path);
  await list.main.getByRole('button', { name: t('common.actions'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('list.quick_create'), exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.leaflet-container')).toHaveCount(0);
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.name, { en: 'Harbour Quick' });
  await form.fillFields({ [label.cost]: '0', [label.serviceTime]: '20' });
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.cost)).toHaveText(t('messages.only_positive'));
  await form.fill(label.cost, '6');
  await saveScreenshot(page, 'delivery-zone-quick-form');
  await form.save();
  const [saved] = await findRecords<Zone & { cost: number; service_time: number }>(
    api,
    'delivery_zone',
    (zone) => zone.name.en === 'Harbour Quick',
  );
  expect(saved).toMatchObject({ cost: 6, service_time: 20, google_map_data: null });
});
