import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  createRecord,
  deleteRecords,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  readSettings,
  restoreSettings,
  type SettingValueMap,
  saveSettings,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// What the product form does beyond a plain form (the plain list and form: the product case of
// e2e/support/resources): the "Without modifiers" / "With modifiers" switch, modifier groups with
// options, cross-sells that never offer the product itself, bundles and ingredients picked by
// typing, and prices shown in the stored currency. Demo menu: Cola (Cold drinks), Tomato.

type Modifier = { id: number; name: string; price: number; is_required: boolean; options: Modifier[] };
type Product = {
  id: number;
  name: Record<string, string>;
  price: number;
  product_modifiers: Modifier[];
  cross_sell_products: { id: number }[];
  product_bundles: { id: number; product: { id: number; name: Record<string, string> } }[];
  ingredients: { id: number; name: Record<string, string> }[];
};

const path = '/app/menu/products/products';
const prefix = 'Spec dish';
const label = {
  name: t('fields.name'),
  price: t('fields.price'),
  mode: t('fields.price_mode'),
  required: t('fields.is_required'),
  ingredients: t('fields.ingredients'),
  crossSells: t('fields.cross_sell_products'),
  bundle: t('fields.product_bundles'),
};
const modifier = (number: number) => t('resources.product.modifier_number', 'en', { number });
const option = (number: number) => t('resources.product.option_number', 'en', { number });

let api: APIRequestContext;
let settings: SettingValueMap;
const isOurs = (product: Product) => product.name.en?.startsWith(prefix);

/** Ours, bundle holders first: a product inside a bundle cannot go before the bundle (409). */
async function removeOurs() {
  const ours = await findRecords<Product>(api, 'product', isOurs);
  ours.sort((a, b) => b.product_bundles.length - a.product_bundles.length);
  await deleteRecords(
    api,
    'product',
    ours.map((product) => product.id),
  );
}

async function stored(name: string): Promise<Product> {
  const [product] = await findRecords<Product>(api, 'product', (candidate) => candidate.name.en === name);
  return product;
}

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  settings = await readSettings(api);
  await removeOurs();
  await createRecord(api, 'product', { name: { en: `${prefix} partner` }, price: 7, sku: 'SPEC-PARTNER' });
});

test.afterAll(async () => {
  await removeOurs();
  await restoreSettings(api, settings);
  await api.dispose();
});

test('with modifiers: at least one, prices checked, a group with options saved and shown again', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await expect(form.form.getByRole('radio', { name: t('resources.product.mode_single') })).toBeChecked();
  await form.fillTranslatable(label.name, { en: `${prefix} pizza` });
  await form.fill(label.mode, t('resources.product.mode_modifiers'));
  // The single price gives way to the modifiers, which start empty.
  await expect(form.field(label.price)).toHaveCount(0);
  await expect(form.form.getByText(t('messages.no_modifiers'), { exact: true })).toBeVisible();
  expect(await form.saveExpectingErrors()).toContain(t('messages.add_at_least_one_modifier'));

  await form.form.getByRole('button', { name: t('resources.product.add_modifier'), exact: true }).click();
  await form.fillItem(modifier(1), { [label.name]: 'Size', [label.price]: '-1' });
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.price, form.listItem(modifier(1)))).toHaveText(
    t('messages.only_positive_or_zero'),
  );
  await form.fillItem(modifier(1), { [label.price]: '0', [label.required]: true });
  const addOption = form
    .listItem(modifier(1))
    .getByRole('button', { name: t('resources.product.add_option'), exact: true });
  await addOption.click();
  await addOption.click();
  await form.fillItem(option(1), { [label.name]: 'Small', [label.price]: '20' });
  await form.fillItem(option(2), { [label.name]: 'Large', [label.price]: '32.5' });
  await expectNoSeriousViolations(page, 'product form with modifiers', ['main']);
  await form.save();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));

  const pizza = await stored(`${prefix} pizza`);
  expect(pizza.price).toBe(0);
  expect(pizza.product_modifiers).toEqual([
    expect.objectContaining({
      name: 'Size',
      price: 0,
      is_required: true,
      options: [
        expect.objectContaining({ name: 'Small', price: 20 }),
        expect.objectContaining({ name: 'Large', price: 32.5 }),
      ],
    }),
  ]);

  // Reopened, the form is in the modifier mode with the group and its options.
  await page.goto(`${path}/edit/${pizza.id}`);
  await expect(form.form.getByRole('radio', { name: t('resources.product.mode_modifiers') })).toBeChecked();
  await expect(form.itemField(modifier(1), label.name)).toHaveValue('Size');
  await expect(form.itemField(option(2), label.name)).toHaveValue('Large');
  await expect(form.itemField(option(2), label.price)).toHaveValue('32.5');

  // Back to one price: the modifiers go.
  await form.fill(label.mode, t('resources.product.mode_single'));
  await form.fill(label.price, '27');
  await form.save();
  expect(await stored(`${prefix} pizza`)).toMatchObject({ price: 27, product_modifiers: [] });
});

test('cross-sells never offer the product itself; bundles and ingredients are picked by typing', async ({
  authenticatedPage: page,
}) => {
  const dish = await createRecord<Product>(api, 'product', { name: { en: `${prefix} lunch` }, price: 30 });
  await page.goto(`${path}/edit/${dish.id}`);
  const form = new ResourceFormPage(page);
  await expect(form.field(label.ingredients)).toHaveAttribute('placeholder', t('messages.no_ingredients'));

  const crossSells = form.field(label.crossSells);
  await expect(crossSells).toBeEnabled();
  await crossSells.fill(prefix);
  const offered = page.getByRole('listbox').getByRole('option');
  await expect(offered.filter({ hasText: `${prefix} partner` })).toHaveCount(1);
  await expect(offered.filter({ hasText: `${prefix} lunch` })).toHaveCount(0);
  await offered.filter({ hasText: `${prefix} partner` }).click();
  await page.keyboard.press('Escape');

  await form.choose(label.bundle, 'Cola');
  await page.keyboard.press('Escape');
  await form.choose(label.ingredients, 'Tomato');
  await page.keyboard.press('Escape');
  await form.save();

  const saved = await stored(`${prefix} lunch`);
  expect(saved.cross_sell_products).toEqual([expect.objectContaining({ name: { en: `${prefix} partner` } })]);
  expect(saved.product_bundles).toEqual([
    expect.objectContaining({
      product: expect.objectContaining({ name: expect.objectContaining({ en: 'Cola' }) }),
    }),
  ]);
  expect(saved.ingredients.map((ingredient) => ingredient.name.en)).toEqual(['Tomato']);
});

test('the list shows prices in the stored currency and a category filter takes in its subcategories', async ({
  authenticatedPage: page,
}) => {
  await saveSettings(api, { currency: 'PLN' });
  const list = await ResourceListPage.open(page, `${path}?q=SPEC-PARTNER`);
  const partner = list.row(`${prefix} partner`);
  await expect(partner).toContainText('7.00');
  await expect(partner).toContainText('zł');

  // Cola sits in Cold drinks, under Drinks: a filter on Drinks lists it (the other way round: the API tests).
  await list.goto();
  await list.search('COLD-COLA');
  await list.addFilter(t('fields.category'), 'equal', 'Drinks');
  await expect(list.row('COLD-COLA')).toBeVisible();
  await expect(list.row('COLD-COLA')).toContainText('Cold drinks');
});

test('the Actions menu leads to the products import', async ({ authenticatedPage: page }) => {
  const list = await ResourceListPage.open(page, path);
  await list.main.getByRole('button', { name: t('common.actions'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('resources.product.import'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/import$`));
});
