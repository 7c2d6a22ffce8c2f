import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderEvents, orderItems, orders, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  centre,
  insertStorefrontMenu,
  nowhere,
  outskirts,
  type StorefrontMenu,
} from './storefront-test-fixtures.ts';

describe('storefront order intake', () => {
  let api: TestApp;
  let menu: StorefrontMenu;
  let phoneCounter = 100;
  const nextPhone = () => `+48600111${phoneCounter++}`;

  const order = (body: object, key = menu.keys.website, headers: Record<string, string> = {}) =>
    api.post('/api/storefront/order', body, { token: null, headers: { 'x-api-key': key, ...headers } });

  /** A valid courier order into the centre zone: pizza L with two extra cheese ×2, a soup. */
  const courierOrder = (changes: object = {}) => ({
    customer: { phone: nextPhone(), first_name: 'Anna' },
    items: [
      {
        product: menu.products.pizza.id,
        qty: 2,
        modifiers: [
          { id: menu.modifiers.large.id, qty: 1 },
          { id: menu.modifiers.cheese.id, qty: 2 },
        ],
      },
      { product: menu.products.soup.id, qty: 1 },
    ],
    shipping_method: menu.shipping.courier.id,
    payment_method: menu.payment.cash.id,
    delivery: { city: menu.city.id, street: menu.street.id, house: '12', flat: '3', ...centre },
    ...changes,
  });
  const pickupOrder = (changes: object = {}) => ({
    customer: { phone: nextPhone() },
    items: [{ product: menu.products.soup.id, qty: 3 }],
    shipping_method: menu.shipping.pickup.id,
    payment_method: menu.payment.cash.id,
    pickup_point: menu.point.id,
    ...changes,
  });
  const orderCount = async () => (await api.db.select({ n: count() }).from(orders))[0].n;
  const customerCount = async () => (await api.db.select({ n: count() }).from(customers))[0].n;

  beforeAll(async () => {
    api = await createTestApp();
    const [admin] = await api.db.select({ id: users.id }).from(users).limit(1);
    menu = await insertStorefrontMenu(api.db, admin.id);
  });
  afterAll(() => api.close());

  it('prices a courier order on the server: modifiers × qty, the cheapest zone holding the address', async () => {
    const response = await order({ ...courierOrder(), subtotal: 1, grandtotal: 1 });
    expect(response.status).toBe(201);
    const placed = response.body.order;
    // pizza: 0 + L 30 + cheese 4 × 2 = 38 a piece, × 2 = 76; soup 12.50; zone "Centre" 5 (inside "City" 12)
    expect(placed).toMatchObject({
      status: 'OPEN',
      source: 'website',
      subtotal: 88.5,
      shipping_total: 5,
      discount: 0,
      grandtotal: 93.5,
      customer: { first_name: 'Anna' },
      shipping_method: { id: menu.shipping.courier.id },
      delivery: { house: '12', flat: '3', platform_street: { id: menu.street.id } },
      status_history: [{ from: null, to: 'OPEN', user: null }],
    });
    expect(placed.order_items).toMatchObject([
      {
        qty: 2,
        price: 38,
        subtotal: 76,
        grandtotal: 76,
        order_item_modifiers: [
          { name: 'L', qty: 1, price: 30 },
          { name: 'Extra cheese', qty: 2, price: 4 },
        ],
      },
      { qty: 1, price: 12.5, subtotal: 12.5, grandtotal: 12.5, order_item_modifiers: [] },
    ]);
    const [event] = await api.db.select().from(orderEvents).where(eq(orderEvents.order_id, placed.id));
    expect(event).toMatchObject({ type: 'order.created', data: { id: placed.id, grandtotal: 93.5 } });
  });

  it('charges the dearer zone outside the cheap one, and a flat method its own cost', async () => {
    expect((await order(courierOrder({ delivery: outskirts }))).body.order.shipping_total).toBe(12);
    const flat = await order(
      courierOrder({ shipping_method: menu.shipping.flatCourier.id, delivery: nowhere }),
    );
    expect(flat.body.order).toMatchObject({ shipping_total: 9, grandtotal: 97.5 });
  });

  it("takes the pickup method's 10 % off the goods, rounded per line to the cent", async () => {
    const response = await order(pickupOrder());
    // soup 12.50 × 3 = 37.50, -10 % = 3.75
    expect(response.body.order).toMatchObject({
      subtotal: 37.5,
      discount: 3.75,
      shipping_total: 0,
      grandtotal: 33.75,
    });
    expect(response.body.order.discounts).toMatchObject([{ kind: 'shipping', amount: 3.75 }]);
    expect(response.body.order.order_items[0]).toMatchObject({ subtotal: 37.5, grandtotal: 33.75 });
    const odd = await order(
      pickupOrder({
        items: [
          {
            product: menu.products.soup.id,
            qty: 1,
            modifiers: [{ id: menu.modifiers.soupTopping.id, qty: 1 }],
          },
          { product: menu.products.soup.id, qty: 1 },
        ],
      }),
    );
    // 14.50 + 12.50 = 27.00, 10 % = 2.70 split 1.45 / 1.25
    expect(odd.body.order).toMatchObject({ subtotal: 27, discount: 2.7, grandtotal: 24.3 });
    expect(odd.body.order.order_items.map((line: { grandtotal: number }) => line.grandtotal)).toEqual([
      13.05, 11.25,
    ]);
  });

  it('accepts the minimal sum exactly and refuses a cent less', async () => {
    const atMinimum = [{ product: menu.products.noBot.id, qty: 2 }];
    expect((await order(courierOrder({ items: atMinimum }))).body.order).toMatchObject({
      subtotal: 40,
      grandtotal: 45,
    });
    const under = await order(courierOrder({ items: [{ product: menu.products.water.id, qty: 1 }] }));
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ shipping_method: 'messages.below_minimal_sum' });
    expect(under.body.message).toContain('39.99');
  });

  it('finds the customer by phone however it is written, and marks first orders and reordered products', async () => {
    const first = await order(pickupOrder({ customer: { phone: '+48 601 222 333', first_name: 'Olek' } }));
    const again = await order(pickupOrder({ customer: { phone: '601-222-333' } }));
    expect(again.body.order.customer).toEqual(first.body.order.customer);
    expect(first.body.order.customer.phone).toBe('+48601222333');
    const rows = await api.db
      .select({ id: orders.id, first: orders.is_customer_first_order, reorder: orderItems.is_reorder })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
      .where(eq(orders.customer_id, first.body.order.customer.id));
    expect(rows.sort((a, b) => a.id - b.id).map(({ first, reorder }) => [first, reorder])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('creates one customer for first orders that arrive at once from a new phone, one of them the first', async () => {
    const phone = nextPhone();
    const answers = await Promise.all([1, 2, 3].map(() => order(pickupOrder({ customer: { phone } }))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.body.order.customer.id));
    expect(ids.size).toBe(1);
    const rows = await api.db
      .select({ first: orders.is_customer_first_order })
      .from(orders)
      .where(eq(orders.customer_id, [...ids][0]));
    expect(rows.filter((row) => row.first)).toHaveLength(1);
  });

  it.each([
    [
      'an unknown product',
      () => ({ items: [{ product: 99999, qty: 1 }] }),
      { 'items.0.product': 'messages.not_available' },
    ],
    [
      'a product in a category the channel hides',
      () => ({ items: [{ product: menu.products.inHidden.id, qty: 1 }] }),
      { 'items.0.product': 'messages.not_available' },
    ],
    [
      "another product's modifier",
      () => ({
        items: [
          {
            product: menu.products.pizza.id,
            qty: 1,
            modifiers: [
              { id: menu.modifiers.small.id, qty: 1 },
              { id: menu.modifiers.soupTopping.id, qty: 1 },
            ],
          },
        ],
      }),
      { 'items.0.modifiers.1': 'messages.modifier_not_of_product' },
    ],
    [
      'a group instead of its option',
      () => ({
        items: [
          { product: menu.products.pizza.id, qty: 1, modifiers: [{ id: menu.modifiers.size.id, qty: 1 }] },
        ],
      }),
      { 'items.0.modifiers.0': 'messages.pick_an_option', 'items.0.modifiers': 'messages.modifier_required' },
    ],
    [
      'no option of a required group',
      () => ({
        items: [
          { product: menu.products.soup.id, qty: 1 },
          { product: menu.products.pizza.id, qty: 1, modifiers: [{ id: menu.modifiers.cheese.id, qty: 1 }] },
        ],
      }),
      { 'items.1.modifiers': 'messages.modifier_required' },
    ],
    ['an empty cart', () => ({ items: [] }), { items: 'messages.cart_empty' }],
    [
      'a zero quantity',
      () => ({ items: [{ product: menu.products.soup.id, qty: 0 }] }),
      { 'items.0.qty': 'messages.only_positive' },
    ],
    [
      'an address outside every zone',
      () => ({ delivery: nowhere }),
      { delivery: 'messages.outside_delivery_zones' },
    ],
    [
      'no coordinates for a zoned method',
      () => ({ delivery: { house: '1' } }),
      { 'delivery.lat': 'messages.required', 'delivery.lng': 'messages.required' },
    ],
    ['no address for a delivery method', () => ({ delivery: undefined }), { delivery: 'messages.required' }],
    [
      'no pickup point for pickup',
      () => ({ shipping_method: menu.shipping.pickup.id, delivery: undefined }),
      { pickup_point: 'messages.required' },
    ],
    [
      'an unknown pickup point',
      () => ({ shipping_method: menu.shipping.pickup.id, pickup_point: 99999 }),
      { pickup_point: 'messages.not_available' },
    ],
    [
      'a shipping method the channel does not offer',
      () => ({ shipping_method: menu.shipping.appOnly.id }),
      { shipping_method: 'messages.not_available' },
    ],
    [
      'a disabled payment method',
      () => ({ payment_method: menu.payment.offline.id }),
      { payment_method: 'messages.not_available' },
    ],
    [
      'a street of another city',
      () => ({ delivery: { ...centre, city: menu.otherCity.id, street: menu.street.id } }),
      { 'delivery.street': 'messages.street_not_in_city' },
    ],
    [
      'a phone that is no number',
      () => ({ customer: { phone: 'call me' } }),
      { 'customer.phone': 'messages.invalid_phone' },
    ],
  ])('refuses %s with 422 on its path and stores nothing', async (_case, changes, errors) => {
    const before = [await orderCount(), await customerCount()];
    const response = await order(courierOrder(changes()));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect([await orderCount(), await customerCount()]).toEqual(before);
  });

  it("refuses what the bot's channel does not sell", async () => {
    const response = await order(
      pickupOrder({ items: [{ product: menu.products.noBot.id, qty: 1 }] }),
      menu.keys.bot,
    );
    expect(response.body.errors).toEqual({ 'items.0.product': 'messages.not_available' });
    const sold = await order(pickupOrder(), menu.keys.bot);
    expect(sold.body.order.source).toBe('bot');
  });

  it('answers 401 without a key or with a wrong one, before reading the body', async () => {
    for (const headers of [{}, { 'x-api-key': 'mk_wrong' }] as Record<string, string>[]) {
      const response = await api.post('/api/storefront/order', { junk: true }, { token: null, headers });
      expect(response.status).toBe(401);
    }
    const withBearerOnly = await api.post('/api/storefront/order', courierOrder());
    expect(withBearerOnly.status).toBe(401);
  });

  it('creates one order for repeats of one Idempotency-Key, sequential or at once', async () => {
    const body = pickupOrder();
    const headers = { 'idempotency-key': 'cart-42' };
    const before = await orderCount();
    const first = await order(body, menu.keys.website, headers);
    const repeat = await order(body, menu.keys.website, headers);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body.order.id).toBe(first.body.order.id);
    // The same text from another key is another request.
    const otherKey = await order(body, menu.keys.bot, headers);
    expect(otherKey.body.order.id).not.toBe(first.body.order.id);
    const changed = await order({ ...body, comment: 'more ketchup' }, menu.keys.website, headers);
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/Idempotency-Key/);

    const together = pickupOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order(together, menu.keys.website, { 'idempotency-key': 'at-once' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 3);
  });
});
