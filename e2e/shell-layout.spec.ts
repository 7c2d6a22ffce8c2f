import { expect, ResourceListPage, type ShellPage, saveScreenshot, t, test } from './support/index.ts';

// The shell's layout at the phone breakpoint (spec: below 768 px a mobile layout, from 768 px
// icons only), on both sides of it and exactly at it, and the sidebar mode kept across reloads.

const citiesPath = '/app/settings/cities';

async function openCitiesAt(shell: ShellPage, width: number): Promise<ResourceListPage> {
  await shell.page.setViewportSize({ width, height: 900 });
  return ResourceListPage.open(shell.page, citiesPath);
}

/** Where the page heading starts and where the sidebar ends, in px from the left. */
async function layout(shell: ShellPage) {
  const heading = await shell.main.getByRole('heading', { name: t('resources.city.title') }).boundingBox();
  const sidebar = await shell.sidebar.boundingBox();
  return { contentX: heading?.x ?? 0, sidebarRight: (sidebar?.x ?? 0) + (sidebar?.width ?? 0) };
}

test('767 px is a phone: the sidebar is out of sight until the burger opens it over the content', async ({
  shell,
}) => {
  await openCitiesAt(shell, 767);
  const cities = shell.sidebar.getByRole('link', { name: t('nav.items.cities'), exact: true });
  await expect(cities).not.toBeInViewport();
  expect((await layout(shell)).contentX).toBeLessThan(40);
  await shell.menuToggle.click();
  await expect(cities).toBeInViewport();
  await expect(shell.sidebar.getByText(t('nav.items.cities'), { exact: true })).toBeVisible();
  await saveScreenshot(shell.page, 'shell-767-sidebar-open');
});

for (const width of [768, 769]) {
  test(`${width} px is not a phone: icons-only sidebar beside the content, which it never covers`, async ({
    shell,
  }) => {
    await openCitiesAt(shell, width);
    expect(await shell.sidebarMode()).toBe('sub-hidden');
    const sidebarWidth = await shell.sidebarWidth();
    expect(sidebarWidth).toBeGreaterThan(40);
    expect(sidebarWidth).toBeLessThan(100);
    await expect(
      shell.sidebar.getByRole('link', { name: t('nav.items.cities'), exact: true }),
    ).toBeInViewport();
    const { contentX, sidebarRight } = await layout(shell);
    expect(contentX).toBeGreaterThanOrEqual(sidebarRight);
    // Nothing sticks out sideways: the page does not scroll horizontally.
    const overflow = await shell.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(shell.page, `shell-${width}-cities`);
  });
}

test('the sidebar mode chosen with the menu toggle is kept after a reload', async ({ shell }) => {
  const list = await openCitiesAt(shell, 1600);
  expect(await shell.sidebarMode()).toBe('default');
  await shell.menuToggle.click();
  await shell.menuToggle.click();
  await expect.poll(() => shell.sidebarMode()).toBe('hidden');
  await shell.page.reload();
  await list.waitForRows();
  expect(await shell.sidebarMode()).toBe('hidden');
  // The cycle goes on from there: icons only, then the full sidebar.
  await shell.menuToggle.click();
  await expect.poll(() => shell.sidebarMode()).toBe('sub-hidden');
  await shell.menuToggle.click();
  await expect.poll(() => shell.sidebarMode()).toBe('default');
  await shell.page.reload();
  await list.waitForRows();
  expect(await shell.sidebarMode()).toBe('default');
});

test('a press on the menu toggle still clicks when its tooltip arrives between press and release', async ({
  shell,
}) => {
  // The tooltip's code loads on the first hover; hold it back until the button is pressed.
  let letChunkThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letChunkThrough = resolve;
  });
  await shell.page.route(/hint-tooltip[\w-]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openCitiesAt(shell, 1600);
  expect(await shell.sidebarMode()).toBe('default');
  const chunkLoaded = shell.page.waitForResponse(/hint-tooltip[\w-]*\.js$/);
  const toggle = await shell.menuToggle.boundingBox();
  await shell.page.mouse.move((toggle?.x ?? 0) + 10, (toggle?.y ?? 0) + 10);
  await shell.page.mouse.down();
  letChunkThrough();
  await chunkLoaded;
  // Give the loaded module a moment to render, as a slow network would.
  await shell.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await shell.page.mouse.up();
  await expect.poll(() => shell.sidebarMode()).toBe('sub-hidden');
});
