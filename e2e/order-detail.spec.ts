import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  expect,
  getBaseUrl,
  saveScreenshot,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// The orders list opens an order; its screen shows the order and moves it through the statuses
// API.md allows: the usual next step first, a change someone else made first refused in place,
// closing asked first with a comment, and the way back keeps the list's filter. The order
// arrives as a storefront would send it (POST /api/storefront/order with a website key).

type Named = { id: number; name: Record<string, string> };
type Order = { id: number; number: number };

let api: APIRequestContext;
let order: Order;

const all = async <T>(resource: string) =>
  (await (await api.get(`/api/${resource}?skipPagination=true`)).json()).items as T[];

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  const created = await api.post('/api/api_key', { data: { name: 'Order detail e2e', channel: 'website' } });
  const { key } = (await created.json()).api_key as { key: string };
  const storefront = await request.newContext({
    baseURL: getBaseUrl(),
    extraHTTPHeaders: { 'x-api-key': key },
  });
  type Offered = Named & { is_enabled?: boolean; is_enabled_for_website?: boolean };
  const isOffered = (row: Offered) => row.is_enabled !== false && row.is_enabled_for_website !== false;
  type Product = Named & { product_modifiers?: { is_required: boolean }[] };
  const menu = (await (await storefront.get('/api/storefront/menu')).json()) as { products: Product[] };
  const product = menu.products.find(
    (item) => !item.product_modifiers?.some((modifier) => modifier.is_required),
  );
  const pickup = (await all<Offered & { show_addresses: boolean }>('shipping_method')).find(
    (method) => !method.show_addresses && isOffered(method),
  );
  const point = (await all<Offered>('pickup_point')).find(isOffered);
  const payment = (await all<Offered>('payment_method')).find(isOffered);
  const answer = await storefront.post('/api/storefront/order', {
    data: {
      customer: { phone: '+48600700800', first_name: 'Quay', last_name: 'Tester' },
      items: [{ product: product?.id, qty: 2 }],
      shipping_method: pickup?.id,
      payment_method: payment?.id,
      pickup_point: point?.id,
      comment: 'Ring at the back door',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  order = (await answer.json()).order as Order;
  await storefront.dispose();
});

test.afterAll(async () => {
  await api.dispose();
});

/** The title's row: the number, the status badge and the exported mark. */
const titleRow = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=..');

test('an order opens from the list, moves on, refuses a stale change and closes', async ({
  authenticatedPage: page,
}) => {
  // Without the live stream the page cannot hear of a change made elsewhere: our press then meets a 409.
  await page.route('**/api/order/events**', (route) => route.abort());
  const filters = JSON.stringify([{ name: 'number', condition: 'equal', value: order.number }]);
  await page.goto(`/app/sales/orders?filters=${encodeURIComponent(filters)}`);
  await page.getByRole('button', { name: t('list.view_record', 'en', { name: `#${order.number}` }) }).click();
  await expect(page).toHaveURL(new RegExp(`/app/sales/orders/show/${order.id}\\?`));

  const title = t('orders.detail.title', 'en', { number: order.number });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Quay Tester')).toBeVisible();
  await expect(page.getByText('Ring at the back door')).toBeVisible();
  await expect(titleRow(page)).toContainText(t('orders.status.OPEN'));
  await expectNoSeriousViolations(page, 'order detail');

  // The usual next step comes first.
  const markPaid = page.getByRole('button', { name: t('orders.status_actions.to.PAID') });
  await expect(markPaid).toBeVisible();
  await markPaid.click();
  await expect(titleRow(page)).toContainText(t('orders.status.PAID'));
  await page.getByRole('button', { name: t('orders.status_actions.to.IN_PROGRESS') }).click();
  await expect(titleRow(page)).toContainText(t('orders.status.IN_PROGRESS'));
  await expect(page.getByRole('button', { name: t('orders.status_actions.to.PAID') })).toHaveCount(0);

  // Someone else marks it done first: our press of the same step is refused and the page catches up.
  const elsewhere = await api.post(`/api/order/${order.id}/status`, { data: { status: 'DONE' } });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: t('orders.status_actions.to.DONE') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('messages.order_status_not_allowed') }),
  ).toBeVisible();
  await expect(titleRow(page)).toContainText(t('orders.status.DONE'));

  // Closing asks first, and takes a comment.
  await page.getByRole('button', { name: t('orders.status_actions.to.CLOSED') }).click();
  const dialog = page.getByRole('dialog', {
    name: t('orders.status_actions.close_title', 'en', { number: order.number }),
  });
  await dialog.getByLabel(t('orders.status_actions.comment')).fill('Customer cancelled by phone');
  await dialog.getByRole('button', { name: t('orders.status_actions.to.CLOSED') }).click();
  await expect(dialog).toBeHidden();
  await expect(titleRow(page)).toContainText(t('orders.status.CLOSED'));
  await expect(page.getByText(t('orders.status_actions.final'))).toBeVisible();
  await expect(page.getByText('Customer cancelled by phone')).toBeVisible();
  await saveScreenshot(page, 'order-detail-closed');

  // Back to the list, still filtered to this order, which now reads Closed.
  await page.getByRole('link', { name: t('orders.detail.back') }).click();
  await expect(page).toHaveURL(/\/app\/sales\/orders\?.*filters=/);
  const row = page.getByRole('row').filter({ hasText: String(order.number) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(t('orders.status.CLOSED'))).toBeVisible();
});
