import type { Page } from '@playwright/test';
import {
  darkTheme,
  expect,
  type InterfaceLanguage,
  isTakingScreenshots,
  lightTheme,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  screenshotsSkipReason,
  storeTheme,
  type ThemeId,
  t,
  test,
} from './support/index.ts';
import { resourceCases } from './support/resources/index.ts';

// Every plain list screen (the table in e2e/support/resources) on a phone and on a desktop, in
// light and dark, in English, Polish and Russian: at 1280 px (a laptop) the table fits its card; at 390 px the
// rows are cards that never scroll sideways, and the row actions, the Actions menu and the paging
// stay within reach; each screen is photographed for a look.

type Look = { width: number; theme: ThemeId; language: InterfaceLanguage };
const everyLook: Look[] = [
  { width: 1600, theme: lightTheme, language: 'en' },
  { width: 1600, theme: darkTheme, language: 'pl' },
  { width: 390, theme: lightTheme, language: 'ru' },
  { width: 390, theme: darkTheme, language: 'en' },
  { width: 390, theme: lightTheme, language: 'pl' },
  { width: 1600, theme: darkTheme, language: 'ru' },
];
// On CI (with E2E_SCREENSHOTS=1) three looks still cover both widths, themes and scripts;
// E2E_EVERY_LOOK=1 (or any run outside CI) photographs all six for a review.
const isEveryLook = !process.env.CI || Boolean(process.env.E2E_EVERY_LOOK);
const looks = isEveryLook ? everyLook : [everyLook[0], everyLook[2], everyLook[5]];
const formThemes = isEveryLook ? [lightTheme, darkTheme] : [darkTheme];

async function openAs(page: Page, path: string, { width, theme, language }: Look): Promise<ResourceListPage> {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 1000 });
  await storeTheme(page, theme);
  await page.evaluate((code) => localStorage.setItem('currentLanguage', code), language);
  const list = await ResourceListPage.open(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return list;
}

/** Fully inside the window, left to right (it may be further down the page). */
async function expectWithinWidth(page: Page, target: ReturnType<Page['locator']>) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0)).toBe(
    true,
  );
}

/** How far the table reaches past its card (0 when it fits). */
const sidewaysOverflow = (list: ResourceListPage) =>
  list.table.evaluate((table) => {
    const scroller = table.parentElement as HTMLElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });

for (const resource of resourceCases) {
  test(`${resource.name}: at 1280 px in Russian the whole table fits its card; at 390 px the rows are cards, and the row actions, the Actions menu and the paging stay within reach`, async ({
    authenticatedPage: page,
  }) => {
    // Russian has the longest labels; an e-mail wraps before its @ rather than push columns out.
    const wide = await openAs(page, resource.path, { width: 1280, theme: lightTheme, language: 'ru' });
    expect(await sidewaysOverflow(wide), 'the list scrolls sideways at 1280 px').toBeLessThanOrEqual(0);
    const list = await openAs(page, resource.path, { width: 390, theme: lightTheme, language: 'en' });
    const firstRow = list.bodyRows.first();
    // Row actions are named after their row ("Edit Warsaw").
    const edit = firstRow.getByRole('button', { name: new RegExp(`^${t('common.edit')}\\b`) });
    const remove = firstRow.getByRole('button', { name: new RegExp(`^${t('common.delete')}\\b`) });
    await expectWithinWidth(page, edit);
    await expectWithinWidth(page, remove);
    await expectWithinWidth(page, list.main.getByRole('button', { name: t('common.actions'), exact: true }));
    await expectWithinWidth(
      page,
      list.main.getByRole('combobox', { name: t('list.rows_per_page'), exact: true }),
    );
    // Rows are cards on a phone: every value is in sight without scrolling the list sideways.
    expect(await sidewaysOverflow(list), 'the list scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    // The card's title (the value on the top line, beside the actions) is what its buttons call the
    // row: first and last name together, not the first name alone.
    const title = await firstRow.evaluate((row) => {
      const onTop = Array.from(row.querySelectorAll('td')).filter(
        (cell) => getComputedStyle(cell).gridRowStart === '1' && !cell.querySelector('button'),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without the hidden card label
      const shown = onTop.map((cell) => cell.innerText.trim());
      return shown.filter(Boolean).join(' ');
    });
    const rowName = ((await edit.getAttribute('aria-label')) ?? '').replace(t('common.edit'), '').trim();
    expect(title.replace(/^#/, '')).toBe(rowName.replace(/^#/, ''));
    await edit.click();
    await expect(new ResourceFormPage(page).saveButton).toBeVisible();
  });

  test(`${resource.name}: the list at 1600 and 390 px, light and dark, en, pl and ru (screenshots)`, async ({
    authenticatedPage: page,
  }) => {
    test.skip(!isTakingScreenshots, screenshotsSkipReason);
    for (const look of looks) {
      const list = await openAs(page, resource.path, look);
      const title = t(`resources.${resource.name}.title`, look.language);
      await expect(list.main.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const scheme = look.theme.split('.')[0];
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await saveScreenshot(page, `${resource.name}-list-${look.width}-${scheme}-${look.language}`);
    }
    // And the edit form of the first row, light and dark.
    for (const theme of formThemes) {
      const look: Look = { width: 1600, theme, language: 'en' };
      const list = await openAs(page, resource.path, look);
      await list.bodyRows
        .first()
        .getByRole('button', { name: new RegExp(`^${t('common.edit', look.language)} `) })
        .click();
      await expect(new ResourceFormPage(page).form).toBeVisible();
      await saveScreenshot(page, `${resource.name}-form-edit-${look.theme.split('.')[0]}`);
    }
  });
}
