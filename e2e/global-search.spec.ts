import type { APIRequestContext } from '@playwright/test';
import { findSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  type InterfaceLanguage,
  interfaceLanguages,
  isTakingScreenshots,
  saveScreenshot,
  screenshotInThemes,
  screenshotsSkipReason,
  signedInApi,
  t,
  test,
} from './support/index.ts';
import { GlobalSearchPage } from './support/pages/global-search.page.ts';

// The top bar's search (spec part 1, Global search; API.md GET /api/search): from 3 characters,
// up to 5 products and 5 categories as cards, "No results..." for an empty group, sample FAQ.
// Keyboard: ArrowDown highlights the cards, Enter opens one, Escape closes and keeps the focus.

type Named = { id: number; name: Record<string, string> };

const marker = 'Zanzibar';
const category = { en: `${marker} specials`, pl: `Specjały ${marker}`, ru: 'Занзибарские блюда' };
const soup = { en: `${marker} Żurek`, pl: `Żurek ${marker}`, ru: 'Занзибарский журек' };
const cake = { en: `${marker} crème cake`, pl: `Ciasto kremowe ${marker}`, ru: 'Занзибарский торт' };
const isOurs = (record: Named) => (record.name.en ?? '').startsWith(marker);

let api: APIRequestContext;
let soupId: number;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Named>(api, 'product', isOurs);
  await deleteMatching<Named>(api, 'product_category', isOurs);
  const { id: categoryId } = await createRecord(api, 'product_category', { name: category });
  soupId = (await createRecord(api, 'product', { name: soup, category: categoryId, price: 18 })).id;
  await createRecord(api, 'product', { name: cake, category: categoryId, price: 12 });
});

test.afterAll(async () => {
  await deleteMatching<Named>(api, 'product', isOurs);
  await deleteMatching<Named>(api, 'product_category', isOurs);
  await api.dispose();
});

const productsKey = 'shell.products';
const categoriesKey = 'shell.categories';

test('two characters open nothing; three show product and category cards and the sample FAQ', async ({
  authenticatedPage: page,
}) => {
  await page.goto('/app');
  const search = new GlobalSearchPage(page);
  await search.type('za');
  await page.waitForTimeout(800); // past the typing pause
  await expect(search.results).toBeHidden();
  await expect(search.box).toHaveAttribute('aria-expanded', 'false');
  await search.box.press('Enter');
  await expect(search.results).toBeHidden();

  await search.type('zanz');
  await search.expectShowing(productsKey, soup.en);
  await search.expectShowing(productsKey, cake.en);
  await search.expectShowing(categoriesKey, category.en);
  await expect(page.getByText(t('shell.faq_entries.product.question'))).toBeVisible();
  expect(await findSeriousViolations(page, ['header'])).toEqual([]);
});

test('accents and case do not matter, in any language of the names', async ({ authenticatedPage: page }) => {
  await page.goto('/app');
  const search = new GlobalSearchPage(page);
  await search.type('ZANZIBAR zurek');
  // The cards of a shorter prefix may still show while the whole text is looked up: wait for it.
  await expect.poll(() => search.names(productsKey)).toEqual([soup.en]);
  await search.type('creme cake');
  await search.expectShowing(productsKey, cake.en);
  await search.type('занзибарский ЖУРЕК');
  await search.expectShowing(productsKey, soup.en);
});

test('an empty group says "No results..."', async ({ authenticatedPage: page }) => {
  await page.goto('/app');
  const search = new GlobalSearchPage(page);
  await search.type(`${marker} zurek`);
  await search.expectShowing(productsKey, soup.en);
  await expect(search.group(categoriesKey)).toContainText(t('shell.no_results'));
  await search.type('qxqxqx');
  await expect(search.group(productsKey)).toContainText(t('shell.no_results'));
  await expect(search.group(categoriesKey)).toContainText(t('shell.no_results'));
  await expect(search.results.getByRole('option')).toHaveCount(0);
});

test('keyboard: ArrowDown highlights the cards, Escape closes and keeps the focus, Enter opens the form', async ({
  authenticatedPage: page,
}) => {
  await page.goto('/app');
  const search = new GlobalSearchPage(page);
  await search.type(`${marker} zurek`);
  await search.expectShowing(productsKey, soup.en);
  await expect(search.box).not.toHaveAttribute('aria-activedescendant');

  await search.box.press('ArrowDown');
  const first = await search.highlighted();
  await expect(first).toHaveAccessibleName(soup.en);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search.box).toBeFocused();
  // Down from the last card wraps to the first; up from the first goes back to the box.
  await search.box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.box.press('ArrowUp');
  await expect(search.box).not.toHaveAttribute('aria-activedescendant');
  await search.box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(await findSeriousViolations(page, ['header'])).toEqual([]);

  await search.box.press('Escape');
  await expect(search.results).toBeHidden();
  await expect(search.box).toBeFocused();
  await expect(search.box).toHaveAttribute('aria-expanded', 'false');

  // ArrowDown opens the panel again; Enter on a highlighted card opens its form.
  await search.box.press('ArrowDown');
  await search.expectShowing(productsKey, soup.en);
  await search.box.press('ArrowDown');
  await search.box.press('Enter');
  await page.waitForURL((url) => url.pathname === `/app/menu/products/products/edit/${soupId}`);
  await expect(search.results).toBeHidden();
  await expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue(soup.en);
});

test('the search panel in light and dark, en, pl and ru, desktop and phone (screenshots)', async ({
  authenticatedPage: page,
}) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  const open = (language: InterfaceLanguage) => async () => {
    await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
    await page.goto('/app');
    const search = new GlobalSearchPage(page);
    await search.type('pierog');
    await expect(search.results.getByRole('option').first()).toBeVisible();
    await search.box.press('ArrowDown');
  };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await screenshotInThemes(
      page,
      interfaceLanguages.map((language) => ({
        name: `search-panel-${language}-${width}`,
        open: open(language),
      })),
    );
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
  await page.goto('/app');
  await new GlobalSearchPage(page).type('qxqxqx');
  await expect(page.getByText(t('shell.no_results')).first()).toBeVisible();
  await saveScreenshot(page, 'search-panel-no-results');
});
