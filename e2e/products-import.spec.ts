import type { APIRequestContext } from '@playwright/test';
import {
  adminCredentials,
  deleteMatching,
  deleteRecords,
  expect,
  findRecords,
  onePixelPng,
  ProductsImportPage,
  productsImportPath,
  ResourceListPage,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// The import screen end to end: a file, its preview, the server's progress, the summary, and the
// products it leaves. Row rules, encodings and the all-or-nothing write are in the API tests
// (apps/server/src/modules/product-import/product-import.test.ts).

type Product = { id: number; sku: string | null; name: Record<string, string>; price: number };
const productsPath = '/app/menu/products/products';
const skuPrefix = 'E2E-IMP-';
const bulkPrefix = 'E2E-BULK-';
const categoryName = 'E2E Import Soups';
const header = 'sku;name_en;name_pl;category;price;is_popular';
const goodFile = (price: string) =>
  Buffer.from(
    [
      header,
      `${skuPrefix}1;Tomato soup;Zupa pomidorowa;${categoryName};${price};yes`,
      `${skuPrefix}2;Pumpkin soup;Zupa dyniowa;${categoryName};14,50;no`,
      `${skuPrefix}3;Mushroom soup;;${categoryName};16;`,
    ].join('\n'),
  );

let api: APIRequestContext;
const ours = (prefix: string) => (product: Product) => product.sku?.startsWith(prefix) ?? false;

async function cleanUp() {
  const products = await findRecords<Product>(
    api,
    'product',
    (product) => ours(skuPrefix)(product) || ours(bulkPrefix)(product),
  );
  // 5,000 deletes one by one take a minute; a few at a time keep the server busy without waiting on each answer.
  for (let start = 0; start < products.length; start += 16) {
    const batch = products.slice(start, start + 16).map((product) => product.id);
    await Promise.all(batch.map((id) => deleteRecords(api, 'product', [id])));
  }
  await deleteMatching<{ id: number; name: unknown }>(api, 'product_category', (category) =>
    JSON.stringify(category.name).includes('E2E Import'),
  );
}

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await cleanUp();
});
test.afterAll(async () => {
  // 5,000 deletes through the API: about 15 s on a quiet machine, a minute or more on a busy one.
  test.setTimeout(240_000);
  await cleanUp();
  await api.dispose();
});

test('a good file: preview, import with progress, summary, then a re-import updates instead of duplicating', async ({
  authenticatedPage: page,
}) => {
  // The products list leads here through its Actions menu.
  const products = await ResourceListPage.open(page, productsPath);
  await products.main.getByRole('button', { name: t('common.actions'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('resources.product.import'), exact: true }).click();
  const screen = new ProductsImportPage(page);
  await expect(page).toHaveURL((url) => url.pathname === productsImportPath);
  await screen.chooseFile('soups.csv', goodFile('12.90'));
  await expect(screen.previewHeading(3)).toBeVisible();
  await expect(screen.mappingOf('price')).toHaveValue('price');
  await expect(page.getByRole('cell', { name: 'Pumpkin soup' })).toBeVisible();
  await screen.importButton(3).click();
  await expect(screen.summary).toHaveText(screen.summaryText(3, 0));

  const imported = await findRecords<Product>(api, 'product', ours(skuPrefix));
  expect(imported.map((product) => product.sku).sort()).toEqual([1, 2, 3].map((n) => `${skuPrefix}${n}`));
  expect(imported.find((product) => product.sku === `${skuPrefix}2`)?.price).toBe(14.5);

  await page.getByRole('button', { name: screen.text('productImport.import_another') }).click();
  await screen.chooseFile('soups.csv', goodFile('13.90'));
  await screen.importButton(3).click();
  await expect(screen.summary).toHaveText(screen.summaryText(0, 3));
  const again = await findRecords<Product>(api, 'product', ours(skuPrefix));
  expect(again).toHaveLength(3);
  expect(again.find((product) => product.sku === `${skuPrefix}1`)?.price).toBe(13.9);

  await page.getByRole('link', { name: screen.text('productImport.back_to_products') }).click();
  await products.search('Pumpkin soup');
  await expect(products.row('Pumpkin soup')).toBeVisible();
  expect(await products.rowCount()).toBe(1);
});

test('a broken file is refused in words, and rows with errors hold the import back', async ({
  authenticatedPage: page,
}) => {
  const screen = new ProductsImportPage(page);
  await screen.goto();
  await screen.chooseFile('menu.csv', onePixelPng);
  await expect(screen.refusal).toContainText(screen.text('messages.unsupported_file'));

  await screen.chooseFile(
    'menu.csv',
    Buffer.from(`${header}\n;No SKU;;;1;\n${skuPrefix}9;Bad price;;;cheap;\n`),
  );
  await expect(screen.previewHeading(2)).toBeVisible();
  await expect(screen.errors).toContainText(
    `${screen.text('productImport.line', { line: 2 })} · SKU: ${screen.text('messages.required')}`,
  );
  await expect(screen.errors).toContainText(screen.text('productImport.line', { line: 3 }));
  await expect(screen.importButton(2)).toBeDisabled();

  // Telling the screen to skip the price column leaves only the missing SKU.
  await screen.mappingOf('price').selectOption('');
  await expect(screen.errors).not.toContainText(screen.text('productImport.line', { line: 3 }));
  await expect(screen.importButton(2)).toBeDisabled();
});

test('the templates download as CSV and XLSX, and the drop zone opens the file chooser from the keyboard', async ({
  authenticatedPage: page,
}) => {
  // Asked for before the page loads: Playwright turns the chooser's interception on asynchronously,
  // and an Enter pressed right after asking could beat it (the chooser then opens unseen; 3 in 12).
  const chooser = page.waitForEvent('filechooser');
  const screen = new ProductsImportPage(page);
  await screen.goto();
  await page.getByRole('button', { name: 'XLSX', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('import-dropzone')).toBeFocused();
  await page.keyboard.press('Enter');
  await chooser;
  for (const format of ['CSV', 'XLSX']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: format, exact: true }).click();
    expect((await download).suggestedFilename()).toBe(`products-import.${format.toLowerCase()}`);
  }
});

test('5,000 rows import with the progress shown', async ({ authenticatedPage: page }) => {
  test.setTimeout(90_000);
  const rows = Array.from(
    { length: 5000 },
    (_, n) => `${bulkPrefix}${n};Bulk dish ${n};;E2E Import Bulk;${n % 50}.90;0`,
  );
  const screen = new ProductsImportPage(page);
  await screen.goto();
  await screen.chooseFile('bulk.csv', Buffer.from([header, ...rows].join('\n')));
  await expect(screen.previewHeading(5000)).toBeVisible({ timeout: 15_000 });
  const started = Date.now();
  await screen.importButton(5000).click();
  await expect(screen.progressBar).toBeAttached();
  await expect(screen.progressText).toBeVisible();
  await expect(screen.summary).toHaveText(screen.summaryText(5000, 0), { timeout: 60_000 });
  console.log(`5,000 rows imported through the panel in ${Date.now() - started} ms`);
});
