import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  createRecord,
  darkTheme,
  deleteMatching,
  expect,
  lightTheme,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  signedInApi,
  storeTheme,
  t,
  test,
} from './support/index.ts';

// What the category screens do beyond a plain list and form (e2e/resources.spec.ts walks those):
// the tree expands at any depth from named, keyboard-usable toggles; a parent that would close a
// loop is refused under the parent field; the slug follows the name in any script until typed
// over; a category still in use cannot be deleted and the list says why.

type Category = { id: number; name: Record<string, string>; child_categories: Category[] };
const path = '/app/menu/categories';
const isOurs = (record: Category) => Object.values(record.name).some((text) => /^Tree /.test(text));
const showChildren = (name: string) => t('list.show_children', 'en', { name });
const hideChildren = (name: string) => t('list.hide_children', 'en', { name });

/** Our rows, leaves first: a category with children cannot be deleted. */
async function removeOurs(api: APIRequestContext) {
  for (let round = 0; round < 5; round++)
    await deleteMatching<Category>(
      api,
      'product_category',
      (row) => isOurs(row) && !row.child_categories.length,
    );
}

test.describe('category tree', () => {
  let api: APIRequestContext;
  const ids: Record<string, number> = {};

  test.beforeEach(async () => {
    api = await signedInApi(adminCredentials);
    await removeOurs(api);
    const add = async (name: string, parent?: string, sort = -20) => {
      const saved = await createRecord<Category>(api, 'product_category', {
        name: { en: name, pl: `${name} (pl)` },
        parent_category: parent ? ids[parent] : null,
        sort,
      });
      ids[name] = saved.id;
    };
    await add('Tree root');
    await add('Tree branch', 'Tree root');
    await add('Tree leaf', 'Tree branch');
    await add('Tree other', undefined, -19);
  });

  test.afterEach(async () => {
    await removeOurs(api);
    await api.dispose();
  });

  test('rows expand and collapse at depth 2, by mouse and keyboard, named for screen readers', async ({
    authenticatedPage: page,
  }) => {
    const list = await ResourceListPage.open(page, path);
    await expect(list.row('Tree root')).toBeVisible();
    // Top-level rows only until a row is opened.
    await expect(list.bodyRows.filter({ hasText: 'Tree branch' })).toHaveCount(0);

    const openRoot = list
      .row('Tree root')
      .getByRole('button', { name: showChildren('Tree root'), exact: true });
    await expect(openRoot).toHaveAttribute('aria-expanded', 'false');
    await openRoot.click();
    await expect(list.row('Tree branch')).toBeVisible();
    await expect(list.bodyRows.filter({ hasText: 'Tree leaf' })).toHaveCount(0);

    // The second level by keyboard: focus the toggle, press Enter.
    const openBranch = list
      .row('Tree branch')
      .getByRole('button', { name: showChildren('Tree branch'), exact: true });
    await openBranch.focus();
    await page.keyboard.press('Enter');
    await expect(list.row('Tree leaf')).toBeVisible();
    await expect(
      list.row('Tree branch').getByRole('button', { name: hideChildren('Tree branch'), exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    // A leaf has nothing to open.
    await expect(list.row('Tree leaf').getByRole('button', { name: showChildren('Tree leaf') })).toHaveCount(
      0,
    );
    await expectNoSeriousViolations(page, 'the expanded category tree', ['main']);
    for (const theme of [lightTheme, darkTheme]) {
      await storeTheme(page, theme);
      await page.reload();
      await list
        .row('Tree root')
        .getByRole('button', { name: showChildren('Tree root') })
        .click();
      await list
        .row('Tree branch')
        .getByRole('button', { name: showChildren('Tree branch') })
        .click();
      await expect(list.row('Tree leaf')).toBeVisible();
      await saveScreenshot(page, `product_category-tree-expanded-${theme.split('.')[0]}`);
    }

    // Closing the root hides its whole subtree.
    await list
      .row('Tree root')
      .getByRole('button', { name: hideChildren('Tree root'), exact: true })
      .click();
    await expect(list.bodyRows.filter({ hasText: 'Tree branch' })).toHaveCount(0);
    await expect(list.bodyRows.filter({ hasText: 'Tree leaf' })).toHaveCount(0);

    // A search finds a row at any depth.
    await list.search('Tree leaf');
    await expect(list.row('Tree leaf')).toBeVisible();
  });

  test('the parent picker leaves out the category and its descendants; a loop made meanwhile is refused under the field', async ({
    authenticatedPage: page,
  }) => {
    await page.goto(`${path}/edit/${ids['Tree branch']}`);
    const form = new ResourceFormPage(page);
    const parent = form.field(t('fields.parent_category'));
    await expect(parent).toHaveValue('Tree root');
    await parent.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: 'Tree other' })).toHaveCount(1);
    for (const hidden of ['Tree branch', 'Tree leaf'])
      await expect(options.filter({ hasText: hidden })).toHaveCount(0);
    // The WITHOUT_CATEGORY row is for products only.
    await expect(options.filter({ hasText: 'Without category' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Someone else moves "Tree other" under this category's own leaf while the form is open.
    const moved = await api.post(`/api/product_category/${ids['Tree other']}`, {
      data: { parent_category: ids['Tree leaf'] },
    });
    expect(moved.status()).toBe(200);
    await form.choose(t('fields.parent_category'), 'Tree other');
    await form.saveExpectingErrors();
    await expect(form.fieldError(t('fields.parent_category'))).toHaveText(t('messages.parent_cycle'));
    await saveScreenshot(page, 'product_category-form-parent-cycle-light');
    const stored = await (await api.get(`/api/product_category/${ids['Tree branch']}`)).json();
    expect(stored.item.parent_category.id).toBe(ids['Tree root']);
  });

  test('the slug follows the name, Cyrillic transliterated, until typed over', async ({
    authenticatedPage: page,
  }) => {
    const list = await ResourceListPage.open(page, path);
    await list.openCreate();
    const form = new ResourceFormPage(page);
    const name = t('fields.name');
    const slug = form.field(t('fields.slug'));
    await form.fillTranslatable(name, { ru: 'Tree Борщ и пельмени' });
    await expect(slug).toHaveValue('tree-borsch-i-pelmeni');
    await form.fill(t('fields.slug'), 'tree-soups');
    await form.fillTranslatable(name, { ru: 'Tree Щи' });
    await expect(slug).toHaveValue('tree-soups');
    // Emptied, it follows the name again.
    await form.fill(t('fields.slug'), '');
    await form.fillTranslatable(name, { ru: 'Tree Щи да каша' });
    await expect(slug).toHaveValue('tree-schi-da-kasha');
    await form.save();
    await list.waitForRows();
    await list.search('Tree Щи');
    await expect(list.row('tree-schi-da-kasha')).toBeVisible();
  });

  test('deleting a category that products and subcategories use is refused with both reasons', async ({
    authenticatedPage: page,
  }) => {
    const product = await createRecord<{ id: number }>(api, 'product', {
      name: { en: 'Tree product' },
      category: ids['Tree root'],
      price: 12.5,
    });
    try {
      const list = await ResourceListPage.open(page, path);
      const { status, notification } = await list.deleteRowRefused('Tree root');
      expect(status).toBe(409);
      await expect(notification).toContainText(
        t('messages.still_used_by', 'en', { by: t('nav.items.products', 'en') }),
      );
      await expect(notification).toContainText(t('messages.has_child_categories', 'en'));
      await saveScreenshot(page, 'product_category-delete-refused-light');
      expect((await api.get(`/api/product_category/${ids['Tree root']}`)).status()).toBe(200);
    } finally {
      await api.delete(`/api/product/${product.id}`);
    }
  });
});
