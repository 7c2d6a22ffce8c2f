import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DiscountShop, discountsOf, openDiscountShop } from './discount-test-fixtures.ts';

describe('promotions on storefront orders', () => {
  let shop: DiscountShop;
  beforeAll(async () => {
    shop = await openDiscountShop();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => shop.api.close());

  it('takes a promotion off the lines of its category subtree during its hours in the restaurant zone', async () => {
    const response = await shop.order(shop.cart());
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
    const response = await shop.order(shop.cart(), new Date(at));
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ discount: 0, grandtotal: 88.99 });
  });

  it('reads the hours in the time zone setting', async () => {
    // 17:30 UTC is 18:30 in Warsaw but 12:30 in New York; Warsaw's lunch is 06:30 there
    const at = new Date('2026-11-25T17:30:00Z');
    expect((await shop.order(shop.cart(), at)).body.order.discount).toBe(0);
    expect((await shop.api.post('/api/setting', { time_zone: 'America/New_York' })).status).toBe(200);
    expect((await shop.order(shop.cart(), at)).body.order.discount).toBe(8);
    expect((await shop.order(shop.cart())).body.order.discount).toBe(0);
    expect((await shop.api.post('/api/setting', { time_zone: 'Europe/Warsaw' })).status).toBe(200);
  });

  it('lets each line take only its best promotion; an amount is per piece', async () => {
    const soupDay = await shop.create('promotion', {
      name: { en: 'Soup day' },
      discount: 3,
      products: [shop.menu.products.soup.id],
    });
    const everything = await shop.create('promotion', {
      name: { en: 'Everything' },
      discount: 10,
      is_in_percent: true,
    });
    const response = await shop.order(
      shop.cart({
        items: [
          { product: shop.menu.products.soup.id, qty: 3 },
          { product: shop.pierogi.id, qty: 1 },
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
    const night = await shop.order(
      shop.cart({
        items: [
          { product: shop.menu.products.soup.id, qty: 3 },
          { product: shop.pierogi.id, qty: 1 },
        ],
      }),
      new Date('2026-11-25T22:00:00Z'),
    );
    expect(night.body.order.discount).toBe(11);
    expect((await shop.api.delete(`/api/promotion/${soupDay.id}`)).status).toBe(204);
    expect((await shop.api.delete(`/api/promotion/${everything.id}`)).status).toBe(204);
  });

  it('refuses a time zone the platform does not know', async () => {
    const response = await shop.api.post('/api/setting', { time_zone: 'Mars/Olympus_Mons' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ time_zone: 'messages.invalid' });
  });
});
