import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponUses, orders } from '../../../db/schema.ts';
import {
  type DiscountShop,
  discountsOf,
  openDiscountShop,
  wednesdayLunch,
} from './discount-test-fixtures.ts';

describe('coupons on storefront orders', () => {
  let shop: DiscountShop;
  beforeAll(async () => {
    shop = await openDiscountShop();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => shop.api.close());

  it('takes a coupon percent of its own lines only, and caps an amount at their total', async () => {
    const member = await shop.customerIn(null);
    await shop.create('coupon', {
      code: 'SOUP50',
      discount: 50,
      is_in_percent: true,
      specific_products: [shop.menu.products.soup.id],
    });
    await shop.create('coupon', {
      code: 'SOUP100',
      discount: 100,
      specific_products: [shop.menu.products.soup.id],
      limit_per_customer: 0,
    });
    const items = [
      { product: shop.menu.products.soup.id, qty: 1 },
      { product: shop.menu.products.water.id, qty: 1 },
    ];
    // at night: no promotion; soup 12.50 × 50 %
    const half = await shop.order(
      shop.cart({ customer: member, items, coupon: 'SOUP50' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(discountsOf(half.body.order)).toEqual([{ kind: 'coupon', amount: 6.25, code: 'SOUP50' }]);
    const capped = await shop.order(
      shop.cart({ customer: member, items, coupon: 'SOUP100' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(capped.body.order).toMatchObject({ subtotal: 52.49, discount: 12.5, grandtotal: 48.99 });
    expect(capped.body.order.order_items.map((line: { grandtotal: number }) => line.grandtotal)).toEqual([
      0, 39.99,
    ]);
  });

  it('adds the free product as a line priced 0 and records the use even when nothing else is taken off', async () => {
    await shop.create('coupon', {
      code: 'FREEWATER',
      allow_guest: true,
      free_product: shop.menu.products.water.id,
    });
    const response = await shop.order(
      shop.cart({ items: [{ product: shop.menu.products.soup.id, qty: 1 }], coupon: 'FreeWater' }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ subtotal: 12.5, discount: 0, grandtotal: 21.5 });
    expect(response.body.order.order_items).toMatchObject([
      { qty: 1, subtotal: 12.5 },
      { qty: 1, price: 0, subtotal: 0, grandtotal: 0, product: { id: shop.menu.products.water.id } },
    ]);
    expect(discountsOf(response.body.order)).toEqual([{ kind: 'coupon', amount: 0, code: 'FREEWATER' }]);
    const uses = await shop.api.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.order_id, response.body.order.id));
    expect(uses).toHaveLength(1);
  });

  it('checks min_sum on the subtotal before any discount', async () => {
    await shop.create('coupon', {
      code: 'MIN40',
      discount: 1,
      min_sum: 40,
      allow_guest: true,
      limit_per_customer: 0,
    });
    // pierogi 40 less the 8 of Lunch is 32, still a 40 subtotal
    const exact = await shop.order(
      shop.cart({ items: [{ product: shop.pierogi.id, qty: 2 }], coupon: 'MIN40' }),
    );
    expect(exact.status).toBe(201);
    expect(exact.body.order.discount).toBe(9);
    const under = await shop.order(
      shop.cart({ items: [{ product: shop.menu.products.water.id, qty: 1 }], coupon: 'MIN40' }),
    );
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ coupon: 'messages.coupon_below_min_sum' });
  });

  it.each([
    ['coupon_unknown', 'NOPE', () => null],
    ['coupon_inactive', 'OFF', () => ({ active: false, allow_guest: true })],
    ['coupon_guests_not_allowed', 'MEMBERS', () => ({})],
    ['coupon_not_for_group', 'VIPONLY', () => ({ allow_guest: true, customer_group: shop.vipGroup })],
    [
      'coupon_nothing_applies',
      'SOUPONLY',
      () => ({ allow_guest: true, specific_products: [shop.menu.products.soup.id] }),
    ],
  ])('refuses the order with errors.coupon = messages.%s and stores nothing', async (key, code, coupon) => {
    const stored = coupon();
    if (stored) await shop.create('coupon', { code, ...stored });
    const before = await shop.api.db.select({ id: orders.id }).from(orders);
    const response = await shop.order(shop.cart({ coupon: code }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ coupon: `messages.${key}` });
    expect(await shop.api.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('counts a use once per order: the second order of a limit-1 coupon is refused', async () => {
    await shop.create('coupon', { code: 'ONCE', discount: 2 });
    const member = await shop.customerIn(null);
    expect((await shop.order(shop.cart({ customer: member, coupon: 'ONCE' }))).status).toBe(201);
    const again = await shop.order(shop.cart({ customer: member, coupon: 'ONCE' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ coupon: 'messages.coupon_limit_reached' });
  });

  it('lets exactly one of concurrent orders take a limit-1 coupon', async () => {
    await shop.create('coupon', { code: 'RACE', discount: 2 });
    const member = await shop.customerIn(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(wednesdayLunch);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        shop.api.post('/api/storefront/order', shop.cart({ customer: member, coupon: 'RACE' }), {
          token: null,
          headers: { 'x-api-key': shop.menu.keys.website },
        }),
      ),
    );
    vi.useRealTimers();
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expect(refused.body.errors).toEqual({ coupon: 'messages.coupon_limit_reached' });
  });
});
