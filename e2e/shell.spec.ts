import {
  applyLook,
  expect,
  type InterfaceLanguage,
  isTakingScreenshots,
  LoginPage,
  ResourceListPage,
  type ShellPage,
  saveScreenshot,
  screenshotLooks,
  screenshotsSkipReason,
  t,
  test,
} from './support/index.ts';

const citiesPath = '/app/settings/cities';

async function openCities(shell: ShellPage): Promise<ResourceListPage> {
  const list = new ResourceListPage(shell.page, citiesPath);
  await list.goto();
  return list;
}

/** A link of the sidebar by its text (its accessible name stays when only the icon shows). */
const sidebarLink = (shell: ShellPage, key: string, language: InterfaceLanguage = 'en') =>
  shell.sidebar.getByRole('link', { name: t(key, language), exact: true });

test.describe('sidebar', () => {
  test('lists the sections and entries, and its links navigate', async ({ shell }) => {
    await openCities(shell);
    const settings = shell.sidebar.locator('[data-section="settings"]');
    await expect(settings.getByText(t('nav.sections.settings'), { exact: true })).toBeVisible();
    await expect(settings.getByRole('link', { name: t('nav.items.languages'), exact: true })).toBeVisible();
    await expect(settings.getByRole('link', { name: t('nav.items.cities'), exact: true })).toBeVisible();
    for (const section of ['sales', 'access', 'marketing', 'settings']) {
      await expect(shell.sidebar.getByText(t(`nav.sections.${section}`), { exact: true })).toBeVisible();
    }
    await expect(sidebarLink(shell, 'nav.items.home')).toBeVisible();

    // The current screen's entry is marked.
    await expect(sidebarLink(shell, 'nav.items.cities')).toHaveAttribute('aria-current', 'page');
    // Home is the parent of every screen, but only marked on itself.
    await expect(sidebarLink(shell, 'nav.items.home')).not.toHaveAttribute('aria-current', 'page');
    await expect(shell.sidebar.locator('a[aria-current="page"], a[data-active]')).toHaveCount(1);

    await shell.openSidebarEntry(t('nav.items.languages'));
    expect(new URL(shell.page.url()).pathname).toBe('/app/settings/languages');
    await expect(shell.main.getByRole('heading', { name: t('resources.language.title') })).toBeVisible();
    await expect(sidebarLink(shell, 'nav.items.languages')).toHaveAttribute('aria-current', 'page');
    await expect(sidebarLink(shell, 'nav.items.cities')).not.toHaveAttribute('aria-current', 'page');

    await shell.openSidebarEntry(t('nav.items.cities'));
    expect(new URL(shell.page.url()).pathname).toBe(citiesPath);
    await expect(shell.main.getByRole('heading', { name: t('resources.city.title') })).toBeVisible();

    await shell.openSidebarEntry(t('nav.items.home'));
    expect(new URL(shell.page.url()).pathname).toBe('/app');
  });

  test('the menu toggle cycles default, icons only, hidden, icons only, default at 1600 px', async ({
    shell,
  }) => {
    await openCities(shell);
    const cities = sidebarLink(shell, 'nav.items.cities');
    const label = shell.sidebar.getByText(t('nav.items.cities'), { exact: true });

    expect(await shell.sidebarMode()).toBe('default');
    expect(await shell.sidebarWidth()).toBeGreaterThan(200);
    await expect(label).toBeVisible();

    const steps = [
      { mode: 'sub-hidden', isLinkShown: true, isLabelShown: false },
      { mode: 'hidden', isLinkShown: false, isLabelShown: false },
      { mode: 'sub-hidden', isLinkShown: true, isLabelShown: false },
      { mode: 'default', isLinkShown: true, isLabelShown: true },
    ];
    for (const step of steps) {
      await shell.menuToggle.click();
      await expect.poll(() => shell.sidebarMode()).toBe(step.mode);
      if (step.isLinkShown) await expect(cities).toBeInViewport();
      else await expect(cities).not.toBeInViewport();
      if (step.isLabelShown) await expect(label).toBeVisible();
      else if (step.mode === 'hidden') await expect(label).not.toBeInViewport();
      else await expect(label).toHaveCount(0);
      const width = await shell.sidebarWidth();
      if (step.mode === 'sub-hidden') expect(width).toBeLessThan(100);
      if (step.mode === 'hidden') expect(width).toBeLessThanOrEqual(1);
    }
    // Icons-only links still navigate.
    await shell.menuToggle.click();
    await expect.poll(() => shell.sidebarMode()).toBe('sub-hidden');
    await cities.click();
    await sidebarLink(shell, 'nav.items.languages').click();
    await shell.page.waitForURL((url) => url.pathname === '/app/settings/languages');
  });

  test('between 768 and 1440 px the sidebar is icons only', async ({ shell }) => {
    await shell.page.setViewportSize({ width: 1200, height: 900 });
    await openCities(shell);
    expect(await shell.sidebarMode()).toBe('sub-hidden');
    await expect(sidebarLink(shell, 'nav.items.cities')).toBeInViewport();
    await expect(shell.sidebar.getByText(t('nav.items.cities'), { exact: true })).toHaveCount(0);
    expect(await shell.sidebarWidth()).toBeLessThan(100);

    // Growing the window past 1440 px gives the labels back.
    await shell.page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => shell.sidebarMode()).toBe('default');
    await expect(shell.sidebar.getByText(t('nav.items.cities'), { exact: true })).toBeVisible();
  });

  test('below 768 px the burger opens the sidebar as an overlay', async ({ shell }) => {
    const page = shell.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openCities(shell);
    const cities = sidebarLink(shell, 'nav.items.cities');
    await expect(shell.menuToggle).toBeVisible();
    await expect(cities).not.toBeInViewport();
    const mainBefore = await shell.main.boundingBox();

    await shell.menuToggle.click();
    await expect(cities).toBeInViewport();
    await expect(shell.sidebar.getByText(t('nav.items.cities'), { exact: true })).toBeVisible();
    // An overlay: the content underneath does not move.
    expect((await shell.main.boundingBox())?.x).toBe(mainBefore?.x);
    await saveScreenshot(page, 'shell-phone-390-sidebar-open');

    await sidebarLink(shell, 'nav.items.languages').click();
    await page.waitForURL((url) => url.pathname === '/app/settings/languages');
    await expect(sidebarLink(shell, 'nav.items.languages')).not.toBeInViewport();
  });
});

test.describe('shell', () => {
  test('the footer shows the current year and breadcrumbs start at Home', async ({ shell }) => {
    await openCities(shell);
    await expect(shell.footer).toContainText(String(new Date().getFullYear()));
    await expect(shell.footer).toContainText(t('shell.made_by'));

    const crumbs = shell.breadcrumbs;
    await expect(crumbs).toBeVisible();
    const firstCrumb = crumbs.locator('> *').first();
    await expect(firstCrumb).toHaveText(t('common.home'));
    await expect(crumbs).toContainText(t('resources.city.title'));
    await crumbs.getByRole('link', { name: t('common.home'), exact: true }).click();
    await shell.page.waitForURL((url) => url.pathname === '/app');
  });

  for (const path of ['/error', '/app/nothing']) {
    test(`${path} shows the not-found screen with a way back`, async ({ shell }) => {
      const page = shell.page;
      await page.goto(path);
      await expect(page.getByText(t('notFound.text'), { exact: true })).toBeVisible();
      expect(t('notFound.text')).toBe("The page you're looking for doesn't exist, or was loaded incorrectly");
      const back = page.getByRole('link', { name: t('notFound.back') });
      await expect(back).toHaveAttribute('href', '/app');
      await back.click();
      await page.waitForURL((url) => url.pathname === '/app');
      await expect(shell.sidebar).toBeVisible();
    });
  }

  test('switching the interface language to pl and ru changes the texts and survives a reload', async ({
    shell,
  }) => {
    const page = shell.page;
    const list = await openCities(shell);
    const expectTexts = async (language: InterfaceLanguage) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(sidebarLink(shell, 'nav.items.cities', language)).toBeVisible();
      await expect(sidebarLink(shell, 'nav.items.languages', language)).toBeVisible();
      await expect(
        shell.sidebar.getByText(t('nav.sections.settings', language), { exact: true }),
      ).toBeVisible();
      await expect(
        shell.main.getByRole('heading', { name: t('resources.city.title', language), exact: true }),
      ).toBeVisible();
      await expect(
        shell.main.getByRole('button', { name: t('common.actions', language), exact: true }),
      ).toBeVisible();
      await expect(shell.footer).toContainText(t('shell.made_by', language));
    };

    await shell.switchLanguage('pl');
    await expectTexts('pl');
    expect(t('nav.items.cities', 'pl')).toBe('Miasta');
    await page.reload();
    await list.waitForRows();
    await expectTexts('pl');

    await shell.switchLanguage('ru');
    await expectTexts('ru');
    expect(t('nav.items.cities', 'ru')).toBe('Города');
    await page.reload();
    await list.waitForRows();
    await expectTexts('ru');

    await shell.switchLanguage('en');
    await expectTexts('en');
  });

  test('the default theme is light yellowgranola; dark mode reloads into dark and back', async ({
    shell,
  }) => {
    const page = shell.page;
    await openCities(shell);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    const colours = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          stored: localStorage.getItem('theme'),
          primary: style.getPropertyValue('--mantine-primary-color-filled').trim(),
          granola: style.getPropertyValue('--mantine-color-yellowgranola-filled').trim(),
        };
      });
    const initial = await colours();
    expect(initial.stored ?? 'light.yellowgranola').toBe('light.yellowgranola');
    expect(initial.granola).not.toBe('');
    expect(initial.primary).toBe(initial.granola);

    expect(await shell.toggleDarkMode()).toBe('dark');
    expect((await colours()).stored).toBe('dark.yellowgranola');
    await expect(shell.darkModeSwitch).toBeChecked();
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    expect(await shell.toggleDarkMode()).toBe('light');
    expect((await colours()).stored).toBe('light.yellowgranola');
    await expect(shell.darkModeSwitch).not.toBeChecked();
  });
});

test.describe('screenshots', () => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);

  test('the cities list in light and dark, en, pl and ru, desktop and phone', async ({ shell }) => {
    const page = shell.page;
    const list = await openCities(shell);
    for (const look of screenshotLooks) {
      await applyLook(page, look);
      await list.waitForRows();
      await expect(
        list.row(look.language === 'ru' ? 'Варшава' : look.language === 'pl' ? 'Warszawa' : 'Warsaw'),
      ).toBeVisible();
      await expect(
        shell.main.getByRole('heading', { name: t('resources.city.title', look.language) }),
      ).toBeVisible();
      await saveScreenshot(page, `shell-cities-${look.language}-${look.scheme}-${look.width}`);
    }
  });

  test('the sign-in screen in light and dark, en, pl and ru, desktop and phone', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    for (const look of screenshotLooks) {
      await applyLook(page, look);
      await expect(page.getByRole('button', { name: t('login.submit', look.language) })).toBeVisible();
      await saveScreenshot(page, `login-${look.language}-${look.scheme}-${look.width}`);
    }
  });
});
