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

// Customer groups: /app/marketing/customers_groups, /create, /edit/{id}; API /api/customer_group.
// Name (required), discount in percent from 0 to 100, is_enabled. The demo has "Regulars" (5 %,
// used by the customer Anna Nowak) and "Friends of the house" (10 %); the set-up adds six
// "Club" groups (the last one disabled).

type Group = { id: number; name: string; discount: number; is_enabled: boolean };

const path = '/app/marketing/customers_groups';
const clubs = [
  { name: 'Club Bronze', discount: 3 },
  { name: 'Club Diamond', discount: 20 },
  { name: 'Club Gold', discount: 12 },
  { name: 'Club Platinum', discount: 15 },
  { name: 'Club Silver', discount: 7 },
  { name: 'Club Staff', discount: 50 },
];
const created = 'Students';

const label = {
  name: t('fields.name'),
  discount: t('fields.discount_percent'),
  enabled: t('fields.is_enabled'),
};

let api: APIRequestContext;
const isOurs = (group: Group) => group.name.startsWith('Club ') || group.name.startsWith(created);

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  const leftovers = await findRecords<Group>(api, 'customer_group', isOurs);
  await deleteRecords(
    api,
    'customer_group',
    leftovers.map((group) => group.id),
  );
  for (const [index, club] of clubs.entries()) {
    await createRecord(api, 'customer_group', { ...club, is_enabled: index < clubs.length - 1 });
  }
});

test.afterAll(async () => {
  await deleteMatching<Group>(api, 'customer_group', isOurs);
  await api.dispose();
});

const openList = (page: Page, query = '') => ResourceListPage.open(page, `${path}${query}`);

async function groupNamed(name: string): Promise<Group> {
  const [group] = await findRecords<Group>(api, 'customer_group', (candidate) => candidate.name === name);
  return group;
}

test('create with a discount from 0 to 100, edit and delete', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  // A new group starts at 0 %.
  await expect(form.field(label.discount)).toHaveValue('0');

  await form.fill(label.discount, '101');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.name)).toHaveText(t('messages.required'));
  await expect(form.fieldError(label.discount)).toHaveText(t('messages.percent_too_big'));
  await saveScreenshot(page, 'customer-groups-form-errors-light');
  await form.fill(label.discount, '-5');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.discount)).toHaveText(t('messages.only_positive_or_zero'));

  await form.fill(label.name, created);
  await form.fill(label.discount, '100');
  await form.setSwitch(label.enabled, false);
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();
  await expect(list.rowSwitch(created, label.enabled)).not.toBeChecked();
  const saved = await groupNamed(created);
  expect(saved).toMatchObject({ name: created, discount: 100, is_enabled: false });

  await list.editRow(created);
  await expect(form.field(label.name)).toHaveValue(created);
  await expect(form.field(label.discount)).toHaveValue('100');
  await form.fill(label.name, `${created} and teachers`);
  await form.fill(label.discount, '12.5');
  await form.setSwitch(label.enabled, true);
  await form.save();
  await list.waitForRows();
  await expect(list.row(`${created} and teachers`)).toContainText('12.5');
  expect(await groupNamed(`${created} and teachers`)).toMatchObject({ discount: 12.5, is_enabled: true });

  expect(await list.cancelDeleteRow(`${created} and teachers`)).toBe(t('messages.delete_confirm'));
  await list.deleteRow(`${created} and teachers`);
  expect((await api.get(`/api/customer_group/${saved.id}`)).status()).toBe(404);
});

test('the Enabled switch saves at once; filters by discount and by Enabled', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  expect(await list.toggleRowSwitch('Club Gold', label.enabled)).toBe(false);
  expect((await groupNamed('Club Gold')).is_enabled).toBe(false);
  expect(await list.toggleRowSwitch('Club Gold', label.enabled)).toBe(true);
  expect((await groupNamed('Club Gold')).is_enabled).toBe(true);

  await list.addFilter(label.discount, 'greater', 12);
  const names = await list.columnTexts(label.name);
  expect(names.sort()).toEqual(['Club Diamond', 'Club Platinum', 'Club Staff']);
  await list.addFilter(label.enabled, 'equal', false);
  expect(await list.columnTexts(label.name)).toEqual(['Club Staff']);
});

test('sorts by discount as numbers and pages by 5', async ({ authenticatedPage: page }) => {
  const list = await openList(page, '?q=Club');
  expect(await list.rowCount()).toBe(clubs.length);
  const byDiscount = [...clubs].sort((a, b) => a.discount - b.discount).map((club) => String(club.discount));
  // 3, 7, 12 ... : numbers, not text ("12" before "3").
  await list.expectSortsAndPages(label.discount, byDiscount);
});

test('a group that customers belong to cannot be deleted: the 409 shows and the group stays', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const { status, notification } = await list.deleteRowRefused('Regulars');
  expect(status).toBe(409);
  await expect(notification).toContainText('customers');
  expect(await groupNamed('Regulars')).toBeTruthy();
});

test('list and form in light and dark', async ({ authenticatedPage: page }) => {
  const gold = await groupNamed('Club Gold');
  const form = new ResourceFormPage(page);
  await screenshotInThemes(page, [
    { name: 'customer-groups-list', open: () => openList(page).then(() => undefined) },
    {
      name: 'customer-groups-form-edit',
      open: async () => {
        await page.goto(`${path}/edit/${gold.id}`);
        await expect(form.field(label.discount)).toHaveValue('12');
      },
    },
  ]);
});
