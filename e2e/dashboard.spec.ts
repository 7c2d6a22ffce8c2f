import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  applyLook,
  expect,
  isTakingScreenshots,
  saveScreenshot,
  screenshotInThemes,
  screenshotLooks,
  screenshotsSkipReason,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// The dashboard (/app): quick ranges switch the charts between hours and days, a Range needs
// both dates before Submit acts, and a range without orders says so instead of drawing axes.

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const chartTitle = (page: Page, key: string) =>
  page.getByRole('heading', { name: t(`dashboard.charts.${key}`) });

/** Opens a date-time picker, moves to next month (no orders yet) and picks the day, then applies. */
async function pickNextMonthDay(page: Page, label: string, day: number) {
  await page.getByLabel(label, { exact: true }).click();
  const dropdown = page.getByRole('dialog').last();
  await dropdown.getByRole('button', { name: 'Next month' }).click();
  await dropdown.locator('button:not([data-outside])', { hasText: new RegExp(`^${day}$`) }).click();
  await dropdown.getByRole('button', { name: t('form.apply_date') }).click();
  await expect(dropdown).toBeHidden();
}

test('quick ranges, a custom range without orders, live figures and accessible charts', async ({
  authenticatedPage: page,
}) => {
  const api = await signedInApi(adminCredentials);
  const allTime = await (await api.get('/api/order/statistic')).json();
  await api.dispose();

  await page.goto('/app');
  await expect(page.getByRole('heading', { name: t('dashboard.title'), level: 1 })).toBeVisible();
  // Week is the first view: days on the axis, the all-time card from the same rollups as the API.
  await expect(page.getByRole('button', { name: t('dashboard.range.week') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chartTitle(page, 'orders_day')).toBeVisible();
  await expect(card(page, 'total')).toContainText(new Intl.NumberFormat('en').format(allTime.ordersTotal));
  await expect(page.getByRole('img', { name: /^Line chart, Orders per day/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: t('dashboard.tables.popularProducts') }).getByRole('row'),
  ).toHaveCount(6);
  await expectNoSeriousViolations(page, 'dashboard, week');

  await page.getByRole('button', { name: t('dashboard.range.today') }).click();
  await expect(chartTitle(page, 'orders_hour').or(page.getByText(t('dashboard.empty.title')))).toBeVisible();
  await page.getByRole('button', { name: t('dashboard.range.month') }).click();
  await expect(chartTitle(page, 'orders_day')).toBeVisible();

  await page.getByRole('button', { name: t('dashboard.range.custom') }).click();
  const submit = page.getByRole('button', { name: t('dashboard.range.submit') });
  await expect(submit).toBeDisabled();
  await pickNextMonthDay(page, t('dashboard.range.from'), 10);
  await expect(submit).toBeDisabled();
  await pickNextMonthDay(page, t('dashboard.range.to'), 12);
  await submit.click();
  await expect(page.getByText(t('dashboard.empty.title'))).toBeVisible();
  await expect(card(page, 'orders')).toContainText('0');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'dashboard, empty range');

  await screenshotInThemes(page, [
    {
      name: 'dashboard-week',
      open: async () => {
        await page.goto('/app');
        await expect(page.getByRole('img', { name: /^Line chart, Orders per day/ })).toBeVisible();
      },
    },
  ]);
});

test('screenshots: each range in light and dark, en, pl and ru, desktop and phone', async ({
  authenticatedPage: page,
}) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  test.setTimeout(180_000);
  await page.goto('/app');
  for (const look of screenshotLooks) {
    await applyLook(page, look);
    for (const range of ['today', 'week', 'month', 'custom']) {
      await page
        .getByRole('button', { name: t(`dashboard.range.${range}`, look.language), exact: true })
        .click();
      if (range === 'custom') {
        await expect(
          page.getByRole('button', { name: t('dashboard.range.submit', look.language) }),
        ).toBeVisible();
      } else {
        const empty = page.getByText(t('dashboard.empty.title', look.language));
        await expect(page.locator('canvas').first().or(empty)).toBeVisible();
      }
      // The charts draw in with an animation of about a second.
      await page.waitForTimeout(1_500);
      await saveScreenshot(page, `dashboard-${range}-${look.language}-${look.scheme}-${look.width}`);
    }
  }
});
