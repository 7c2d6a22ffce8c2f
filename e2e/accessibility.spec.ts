import type { Page } from '@playwright/test';
import { type AuditedScreen, expectNoSeriousViolations, panelScreens } from './support/axe.ts';
import { darkTheme, expect, lightTheme, ProductsImportPage, type ThemeId, t, test } from './support/index.ts';

// axe-core on every screen the sidebar and the resource declarations name (lists, create forms,
// settings tabs, SMS), sign-in and not-found; with a menu, a date picker and a select open.
// Only serious and critical findings fail. The shell around the screens is audited in full on
// the home screen; elsewhere the audit covers `main` (and an open drawer), which keeps the run
// short. Every screen in the light theme; in the dark one each kind of screen once.

const screens = panelScreens();
// Eight forms with axe took 42 s of the 60 s a test may take on a quiet machine; five leave room.
const screensPerTest = 5;
// The tests only read: each worker takes some of them, on its own server.
test.describe.configure({ mode: 'parallel' });
const customerFormPath = '/app/marketing/customers/create';

/** The screen is drawn: exactly one h1 shows, nothing is loading, and its drawer is open. */
async function waitForScreen(page: Page, screen?: AuditedScreen): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  if (screen?.hasDialog) await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.mantine-Loader:visible')).toHaveCount(0);
}

async function useTheme(page: Page, theme: ThemeId): Promise<void> {
  await page.context().addInitScript((id) => window.localStorage.setItem('theme', id), theme);
}

async function auditScreens(page: Page, theme: ThemeId, list: AuditedScreen[]): Promise<void> {
  for (const screen of list) {
    await page.goto(screen.path);
    await waitForScreen(page, screen);
    const include = screen.hasDialog ? ['main', '[role="dialog"]'] : ['main'];
    await expectNoSeriousViolations(page, `${screen.name} in ${theme}`, include);
  }
}

/** In the dark theme: the first screen of each kind, and the sidebar's own screens (home, settings, SMS). */
function representativeScreens(): AuditedScreen[] {
  const kindOf = (screen: AuditedScreen) =>
    screen.hasDialog
      ? 'drawer'
      : screen.path.endsWith('/create')
        ? 'form'
        : screen.path.includes('?tab=')
          ? 'tab'
          : screen.path;
  const resourcePaths = screens
    .filter((screen) => screen.path.endsWith('/create'))
    .map((screen) => screen.path.replace(/\/create$/, ''));
  const firstList = screens.find((screen) => resourcePaths.includes(screen.path));
  const seen = new Set<string>();
  return screens.filter((screen) => {
    const isResourceList = resourcePaths.includes(screen.path);
    const kind = isResourceList ? 'list' : kindOf(screen);
    if (seen.has(kind) || (isResourceList && screen !== firstList)) return false;
    seen.add(kind);
    return true;
  });
}

test('the skip link is the first stop of the keyboard and leads past the shell to the screen', async ({
  authenticatedPage: page,
}) => {
  await page.goto('/app/settings/cities');
  await waitForScreen(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: t('shell.skip_to_content'), exact: true });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // Row controls say which row they act on.
  const krakow = { name: 'Kraków' };
  await expect(
    page.getByRole('button', { name: t('list.edit_record', 'en', krakow), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('list.delete_record', 'en', krakow), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('switch', { name: `${t('fields.is_enabled')}: Kraków`, exact: true }),
  ).toBeVisible();
});

for (const theme of [lightTheme, darkTheme]) {
  const scheme = theme.split('.')[0];

  test(`axe, ${scheme}: sign-in`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/');
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `sign-in in ${theme}`);
  });

  test(`axe, ${scheme}: home with the shell, and not-found`, async ({ authenticatedPage: page }) => {
    await useTheme(page, theme);
    await page.goto('/app');
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `home and the shell in ${theme}`);
    await page.goto('/app/no-such-screen');
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `not-found in ${theme}`);
  });

  // In parts of a few screens each, which the workers share.
  const audited = theme === lightTheme ? screens : representativeScreens();
  for (let start = 0; start < audited.length; start += screensPerTest) {
    const part = audited.slice(start, start + screensPerTest);
    test(`axe, ${scheme}: screens ${start + 1}–${start + part.length} of ${audited.length}`, async ({
      authenticatedPage: page,
    }) => {
      await useTheme(page, theme);
      await auditScreens(page, theme, part);
    });
  }

  test(`axe, ${scheme}: the Actions menu and the user menu open`, async ({ authenticatedPage: page }) => {
    await useTheme(page, theme);
    const list = screens.find((screen) => screens.some((other) => other.path === `${screen.path}/create`));
    await page.goto(list?.path ?? '/app');
    await waitForScreen(page);
    await page.getByRole('button', { name: t('common.actions'), exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, `the Actions menu in ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('shell.user_menu') })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, `the user menu in ${theme}`);
  });

  test(`axe, ${scheme}: the products import, empty and with a preview of wrong rows`, async ({
    authenticatedPage: page,
  }) => {
    await useTheme(page, theme);
    const screen = new ProductsImportPage(page);
    await screen.goto();
    await waitForScreen(page);
    await expectNoSeriousViolations(page, `the products import in ${theme}`, ['main']);
    // A preview writes nothing: the file is only checked.
    await screen.chooseFile('menu.csv', Buffer.from('sku,name_en,price\n,Soup,abc\nA-1,Tea,3\n'));
    await expect(screen.previewHeading(2)).toBeVisible();
    await expectNoSeriousViolations(page, `the products import preview in ${theme}`, ['main']);
  });

  test(`axe, ${scheme}: the birthday picker and a select open`, async ({ authenticatedPage: page }) => {
    await useTheme(page, theme);
    await page.goto(customerFormPath);
    await waitForScreen(page);
    await page.getByLabel(t('fields.birthday'), { exact: true }).click();
    await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
    await expectNoSeriousViolations(page, `the birthday picker in ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-dates-dropdown]')).toBeHidden();
    await page.getByRole('combobox', { name: t('fields.customer_group'), exact: true }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousViolations(page, `the customer group select in ${theme}`);
  });
}
