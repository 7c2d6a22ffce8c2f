import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  adminCredentials,
  darkTheme,
  expect,
  getBaseUrl,
  saveScreenshot,
  signedInApi,
  storeTheme,
  t,
  test,
} from './support/index.ts';

// The sales flow, live: a storefront posts an order while staff watch the orders list. Within a
// second the row and a notice appear, a tone plays and the Orders entry counts it; opening it
// clears the count in every tab, and each status button press shows in another tab's list
// without a reload (GET /api/order/events, fed by NOTIFY).

type Named = { id: number; name: Record<string, string>; show_addresses?: boolean };
type Product = Named & { product_modifiers?: { is_required: boolean }[] };
type Order = { id: number; number: number };

let api: APIRequestContext;
let storefront: APIRequestContext;
let orderBody: Record<string, unknown>;

const all = async <T>(resource: string) =>
  (await (await api.get(`/api/${resource}?skipPagination=true`)).json()).items as T[];
const unviewedCount = async () =>
  ((await (await api.get('/api/order/unviewed_count')).json()) as { count: number }).count;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  const created = await api.post('/api/api_key', { data: { name: 'Sales flow e2e', channel: 'website' } });
  const { key } = (await created.json()).api_key as { key: string };
  storefront = await request.newContext({ baseURL: getBaseUrl(), extraHTTPHeaders: { 'x-api-key': key } });
  const menu = (await (await storefront.get('/api/storefront/menu')).json()) as { products: Product[] };
  const product = menu.products.find(
    ({ product_modifiers = [] }) => !product_modifiers.some((group) => group.is_required),
  );
  const pickup = (await all<Named>('shipping_method')).find((method) => !method.show_addresses);
  const [point] = await all<Named>('pickup_point');
  const payment = (await all<Named & { is_enabled: boolean }>('payment_method')).find(
    (method) => method.is_enabled,
  );
  orderBody = {
    customer: { phone: '+48600900100', first_name: 'Lena', last_name: 'Live' },
    items: [{ product: product?.id, qty: 1 }],
    shipping_method: pickup?.id,
    payment_method: payment?.id,
    pickup_point: point.id,
  };
});

test.afterAll(async () => {
  await storefront.dispose();
  await api.dispose();
});

async function postOrder(): Promise<Order> {
  const answer = await storefront.post('/api/storefront/order', { data: orderBody });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).order as Order;
}

/** Opens the orders list and waits until its live stream is open (the sound switch says so). */
async function openLiveList(page: Page) {
  await page.goto('/app/sales/orders');
  await expect(soundSwitch(page)).toHaveAttribute('data-live', 'open');
}

const soundSwitch = (page: Page) => page.getByRole('button', { name: t('live.sound'), exact: true });
const ordersEntry = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'sidebar' }).getByRole('link', {
    name:
      count > 0 ? t('live.with_new', 'en', { label: t('nav.items.orders'), count }) : t('nav.items.orders'),
    exact: true,
  });
const notice = (page: Page, order: Order) =>
  page.getByRole('alert').filter({ hasText: t('live.new_order', 'en', { number: order.number }) });
const rowOf = (page: Page, order: Order) => page.getByRole('row').filter({ hasText: String(order.number) });

test('a storefront order shows live, sounds, is counted until opened, and its status moves in every tab', async ({
  authenticatedPage: page,
}) => {
  // Count the tones in every tab: each oscillator the panel starts.
  await page.context().addInitScript(() => {
    const counted = window as unknown as { oscillatorStarts: number };
    counted.oscillatorStarts = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counted.oscillatorStarts++;
      return start.apply(this, args);
    };
  });
  const tonesIn = (tab: Page) =>
    tab.evaluate(() => (window as unknown as { oscillatorStarts: number }).oscillatorStarts);
  // Two members of staff watch the orders list: one in the light theme, one in the dark.
  await openLiveList(page);
  await storeTheme(page, darkTheme);
  const watcher = await page.context().newPage();
  await openLiveList(watcher);
  const countBefore = await unviewedCount();
  await page.bringToFront();
  await expect(ordersEntry(page, countBefore)).toBeVisible();

  const order = await postOrder();
  // Shown as the event arrives (well within a second on a quiet machine; no timing asserted here).
  await expect(notice(page, order)).toBeVisible();
  await expect(rowOf(page, order)).toBeVisible();
  await expect(notice(page, order)).toContainText(t('live.sources.website'));
  await expect(ordersEntry(page, countBefore + 1)).toBeVisible();
  await expect.poll(() => tonesIn(page)).toBeGreaterThan(0);
  await expect(notice(watcher, order)).toBeVisible();
  await expect(ordersEntry(watcher, countBefore + 1)).toBeVisible();
  await saveScreenshot(page, 'sales-flow-new-order-light');
  await saveScreenshot(watcher, 'sales-flow-new-order-dark');

  // Opening it from the notice clears the count in both tabs.
  await notice(page, order)
    .getByRole('link', { name: t('live.open_order', 'en', { number: order.number }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/sales/orders/show/${order.id}$`));
  await expect(ordersEntry(page, countBefore)).toBeVisible();
  await expect(ordersEntry(watcher, countBefore)).toBeVisible();

  // Each status button press shows in the other tab's list, which is not reloaded.
  const titleRow = page.getByRole('heading', { level: 1 }).locator('xpath=..');
  for (const status of ['IN_PROGRESS', 'DONE', 'COMPLETED'] as const) {
    await page.getByRole('button', { name: t(`orders.status_actions.to.${status}`) }).click();
    await expect(titleRow).toContainText(t(`orders.status.${status}`));
    await expect(rowOf(watcher, order)).toContainText(t(`orders.status.${status}`));
  }

  // The sound switch: pressed while on; switched off in one tab, it is off in the other, and the
  // next order there shows without a tone.
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(soundSwitch(watcher)).toHaveAttribute('aria-pressed', 'false');
  const tonesBefore = await tonesIn(watcher);
  const quiet = await postOrder();
  await expect(notice(watcher, quiet)).toBeVisible();
  await expect(ordersEntry(watcher, countBefore + 1)).toBeVisible();
  expect(await tonesIn(watcher)).toBe(tonesBefore);
  await watcher.close();
});
