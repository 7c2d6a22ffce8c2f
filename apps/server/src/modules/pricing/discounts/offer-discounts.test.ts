import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponUses, orders, products, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { insertStorefrontMenu, type StorefrontMenu } from '../../storefront/storefront-test-fixtures.ts';

/** Wednesday 25 November 2026, 12:30 in Warsaw (UTC+1). */
const wednesdayLunch = new Date('2026-11-25T11:30:00Z');

describe('promotions, group discounts and coupons on storefront orders', () => {
  let api: TestApp;
  let menu: StorefrontMenu;
  let pierogi: { id: number };
  let vipGroup: number;
  let phoneCounter = 100;
  const nextPhone = () => `+48600222${phoneCounter++}`;

  const order = async (body: object, at = wednesdayLunch) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    try {
      return await api.post('/api/storefront/order', body, {
        token: null,
        headers: { 'x-api-key': menu.keys.website },
      });
    } finally {
      vi.useRealTimers();
    }
  };
  /** Flat courier (9, no discount): pierogi 20 × 2 = 40 (a subcategory of Mains), water 39.99 (no category). */
  const cart = (changes: object = {}) => ({
    customer: { phone: nextPhone() },
    items: [
      { product: pierogi.id, qty: 2 },
      { product: menu.products.water.id, qty: 1 },
    ],
    shipping_method: menu.shipping.flatCourier.id,
    payment_method: menu.payment.cash.id,
    delivery: { city: menu.city.id, street: menu.street.id, house: '1' },
    ...changes,
  });
  const customerIn = async (groupId: number | null) => {
    const phone = nextPhone();
    expect((await api.post('/api/customer', { phone, customer_group: groupId })).status).toBe(201);
    return { phone };
  };
  const create = async (resource: string, body: object) => {
    const response = await api.post(`/api/${resource}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body[resource] as { id: number };
  };
  const discountsOf = (placed: { discounts: { kind: string; amount: number; code: string | null }[] }) =>
    placed.discounts.map(({ kind, amount, code }) => ({ kind, amount, code }));

  beforeAll(async () => {
    api = await createTestApp();
    const [admin] = await api.db.select({ id: users.id }).from(users).limit(1);
    menu = await insertStorefrontMenu(api.db, admin.id);
    const mains = menu.products.soup.category_id!;
    const specials = await create('product_category', {
      name: { en: 'Specials' },
      slug: 'specials',
      parent_category: mains,
    });
    [pierogi] = await api.db
      .insert(products)
      .values({ name: { en: 'Pierogi' }, price: 20, category_id: specials.id })
      .returning();
    vipGroup = (await create('customer_group', { name: 'VIP', discount: 10 })).id;
    await create('promotion', {
      name: { en: 'Lunch' },
      discount: 20,
      is_in_percent: true,
      days: { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true },
      promotion_hours: [{ start_at: '12:00', end_at: '15:00' }],
      product_categories: [mains],
    });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => api.close());

  it('takes a promotion off the lines of its category subtree during its hours in the restaurant zone', async () => {
    const response = await order(cart());
    expect(response.status).toBe(201);
    // pierogi 40 × 20 % = 8; water has no category; 79.99 - 8 + 9 shipping
    expect(response.body.order).toMatchObject({ subtotal: 79.99, discount: 8, grandtotal: 80.99 });
    expect(response.body.order.discounts).toMatchObject([
      { kind: 'promotion', amount: 8, name: { en: 'Lunch' } },
    ]);
    expect(response.body.order.order_items.map((line: { grandtotal: number }) => line.grandtotal)).toEqual([
      32, 39.99,
    ]);
  });

  it.each([
    ['at 11:59 Warsaw', '2026-11-25T10:59:00Z'],
    ['at 15:00 Warsaw, its end', '2026-11-25T14:00:00Z'],
    ['on a Saturday', '2026-11-28T11:30:00Z'],
  ])('gives nothing %s', async (_when, at) => {
    const response = await order(cart(), new Date(at));
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ discount: 0, grandtotal: 88.99 });
  });

  it('reads the hours in the time zone setting', async () => {
    // 17:30 UTC is 18:30 in Warsaw but 12:30 in New York; Warsaw's lunch is 06:30 there
    const at = new Date('2026-11-25T17:30:00Z');
    expect((await order(cart(), at)).body.order.discount).toBe(0);
    expect((await api.post('/api/setting', { time_zone: 'America/New_York' })).status).toBe(200);
    expect((await order(cart(), at)).body.order.discount).toBe(8);
    expect((await order(cart())).body.order.discount).toBe(0);
    expect((await api.post('/api/setting', { time_zone: 'Europe/Warsaw' })).status).toBe(200);
  });

  it('lets each line take only its best promotion; an amount is per piece', async () => {
    const soupDay = await create('promotion', {
      name: { en: 'Soup day' },
      discount: 3,
      products: [menu.products.soup.id],
    });
    const everything = await create('promotion', {
      name: { en: 'Everything' },
      discount: 10,
      is_in_percent: true,
    });
    const response = await order(
      cart({
        items: [
          { product: menu.products.soup.id, qty: 3 },
          { product: pierogi.id, qty: 1 },
        ],
      }),
    );
    // soup 37.50: 3 × 3 = 9 beats 20 % (7.50) and 10 % (3.75); pierogi 20: Lunch's 20 % = 4 beats 10 %
    expect(discountsOf(response.body.order)).toEqual([
      { kind: 'promotion', amount: 9, code: null },
      { kind: 'promotion', amount: 4, code: null },
    ]);
    expect(response.body.order).toMatchObject({ subtotal: 57.5, discount: 13, grandtotal: 53.5 });
    // at night Lunch stops: pierogi takes the whole menu's 10 % (2), soup still 9
    const night = await order(
      cart({
        items: [
          { product: menu.products.soup.id, qty: 3 },
          { product: pierogi.id, qty: 1 },
        ],
      }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(night.body.order.discount).toBe(11);
    expect((await api.delete(`/api/promotion/${soupDay.id}`)).status).toBe(204);
    expect((await api.delete(`/api/promotion/${everything.id}`)).status).toBe(204);
  });

  it('combines promotion, group percent, pickup percent and coupon in that order, each on what is left', async () => {
    await create('coupon', { code: 'SAVE5', discount: 5, min_sum: 50, limit_per_customer: 0 });
    const member = await customerIn(vipGroup);
    const response = await order(
      cart({
        customer: member,
        shipping_method: menu.shipping.pickup.id,
        pickup_point: menu.point.id,
        delivery: undefined,
        coupon: 'save5',
      }),
    );
    expect(response.status).toBe(201);
    // promotion 8 (pierogi 40 → 32); group 10 %: 3.20 + 4.00 (39.99 → 35.99); pickup 10 % of 64.79 = 6.48;
    // coupon 5 of the 58.31 left; 79.99 - 26.68 = 53.31
    expect(discountsOf(response.body.order)).toEqual([
      { kind: 'promotion', amount: 8, code: null },
      { kind: 'group', amount: 7.2, code: null },
      { kind: 'shipping', amount: 6.48, code: null },
      { kind: 'coupon', amount: 5, code: 'SAVE5' },
    ]);
    expect(response.body.order).toMatchObject({
      subtotal: 79.99,
      discount: 26.68,
      grandtotal: 53.31,
      coupons_discount: [{ code: 'SAVE5', discount: 5 }],
    });
  });

  it('takes a coupon percent of its own lines only, and caps an amount at their total', async () => {
    const member = await customerIn(null);
    await create('coupon', {
      code: 'SOUP50',
      discount: 50,
      is_in_percent: true,
      specific_products: [menu.products.soup.id],
    });
    await create('coupon', {
      code: 'SOUP100',
      discount: 100,
      specific_products: [menu.products.soup.id],
      limit_per_customer: 0,
    });
    const items = [
      { product: menu.products.soup.id, qty: 1 },
      { product: menu.products.water.id, qty: 1 },
    ];
    // at night: no promotion; soup 12.50 × 50 %
    const half = await order(
      cart({ customer: member, items, coupon: 'SOUP50' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(discountsOf(half.body.order)).toEqual([{ kind: 'coupon', amount: 6.25, code: 'SOUP50' }]);
    const capped = await order(
      cart({ customer: member, items, coupon: 'SOUP100' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(capped.body.order).toMatchObject({ subtotal: 52.49, discount: 12.5, grandtotal: 48.99 });
    expect(capped.body.order.order_items.map((line: { grandtotal: number }) => line.grandtotal)).toEqual([
      0, 39.99,
    ]);
  });

  it('adds the free product as a line priced 0 and records the use even when nothing else is taken off', async () => {
    await create('coupon', { code: 'FREEWATER', allow_guest: true, free_product: menu.products.water.id });
    const response = await order(
      cart({ items: [{ product: menu.products.soup.id, qty: 1 }], coupon: 'FreeWater' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ subtotal: 12.5, discount: 0, grandtotal: 21.5 });
    expect(response.body.order.order_items).toMatchObject([
      { qty: 1, subtotal: 12.5 },
      { qty: 1, price: 0, subtotal: 0, grandtotal: 0, product: { id: menu.products.water.id } },
    ]);
    expect(discountsOf(response.body.order)).toEqual([{ kind: 'coupon', amount: 0, code: 'FREEWATER' }]);
    const uses = await api.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.order_id, response.body.order.id));
    expect(uses).toHaveLength(1);
  });

  it('checks min_sum on the subtotal before any discount', async () => {
    await create('coupon', {
      code: 'MIN40',
      discount: 1,
      min_sum: 40,
      allow_guest: true,
      limit_per_customer: 0,
    });
    // pierogi 40 less the 8 of Lunch is 32, still a 40 subtotal
    const exact = await order(cart({ items: [{ product: pierogi.id, qty: 2 }], coupon: 'MIN40' }));
    expect(exact.status).toBe(201);
    expect(exact.body.order.discount).toBe(9);
    const under = await order(
      cart({ items: [{ product: menu.products.water.id, qty: 1 }], coupon: 'MIN40' }),
    );
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ coupon: 'messages.coupon_below_min_sum' });
  });

  it.each([
    ['coupon_unknown', 'NOPE', () => null],
    ['coupon_inactive', 'OFF', () => ({ active: false, allow_guest: true })],
    ['coupon_guests_not_allowed', 'MEMBERS', () => ({})],
    ['coupon_not_for_group', 'VIPONLY', () => ({ allow_guest: true, customer_group: vipGroup })],
    [
      'coupon_nothing_applies',
      'SOUPONLY',
      () => ({ allow_guest: true, specific_products: [menu.products.soup.id] }),
    ],
  ])('refuses the order with errors.coupon = messages.%s and stores nothing', async (key, code, coupon) => {
    const stored = coupon();
    if (stored) await create('coupon', { code, ...stored });
    const before = await api.db.select({ id: orders.id }).from(orders);
    const response = await order(cart({ coupon: code }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ coupon: `messages.${key}` });
    expect(await api.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('counts a use once per order: the second order of a limit-1 coupon is refused', async () => {
    await create('coupon', { code: 'ONCE', discount: 2 });
    const member = await customerIn(null);
    expect((await order(cart({ customer: member, coupon: 'ONCE' }))).status).toBe(201);
    const again = await order(cart({ customer: member, coupon: 'ONCE' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ coupon: 'messages.coupon_limit_reached' });
  });

  it('lets exactly one of concurrent orders take a limit-1 coupon', async () => {
    await create('coupon', { code: 'RACE', discount: 2 });
    const member = await customerIn(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(wednesdayLunch);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post('/api/storefront/order', cart({ customer: member, coupon: 'RACE' }), {
          token: null,
          headers: { 'x-api-key': menu.keys.website },
        }),
      ),
    );
    vi.useRealTimers();
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expect(refused.body.errors).toEqual({ coupon: 'messages.coupon_limit_reached' });
  });

  it('gives a disabled group nothing', async () => {
    const paused = await create('customer_group', { name: 'Paused', discount: 50, is_enabled: false });
    const member = await customerIn(paused.id);
    const response = await order(cart({ customer: member }), new Date('2026-11-25T22:00:00Z'));
    expect(response.body.order.discount).toBe(0);
  });

  it('refuses a time zone the platform does not know', async () => {
    const response = await api.post('/api/setting', { time_zone: 'Mars/Olympus_Mons' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ time_zone: 'messages.invalid' });
  });

  it('writes the combination rules and coupon refusals in the API reference', () => {
    const { info } = api.app.swagger() as { info: { description: string } };
    expect(info.description).toContain('## Pricing');
    for (const key of ['coupon_unknown', 'coupon_limit_reached', 'coupon_nothing_applies'])
      expect(info.description).toContain(`messages.${key}`);
  });
});
