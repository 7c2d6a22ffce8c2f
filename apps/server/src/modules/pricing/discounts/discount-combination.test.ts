import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DiscountShop, discountsOf, openDiscountShop } from './discount-test-fixtures.ts';

describe('group discounts, and how all discounts combine on storefront orders', () => {
  let shop: DiscountShop;
  beforeAll(async () => {
    shop = await openDiscountShop();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => shop.api.close());

  it('combines promotion, group percent, pickup percent and coupon in that order, each on what is left', async () => {
    await shop.create('coupon', { code: 'SAVE5', discount: 5, min_sum: 50, limit_per_customer: 0 });
    const member = await shop.customerIn(shop.vipGroup);
    const response = await shop.order(
      shop.cart({
        customer: member,
        shipping_method: shop.menu.shipping.pickup.id,
        pickup_point: shop.menu.point.id,
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

  it('gives a disabled group nothing', async () => {
    const paused = await shop.create('customer_group', { name: 'Paused', discount: 50, is_enabled: false });
    const member = await shop.customerIn(paused.id);
    const response = await shop.order(shop.cart({ customer: member }), new Date('2026-11-25T22:00:00Z'));
    expect(response.body.order.discount).toBe(0);
  });

  it('writes the combination rules and coupon refusals in the API reference', () => {
    const { info } = shop.api.app.swagger() as { info: { description: string } };
    expect(info.description).toContain('## Pricing');
    for (const key of ['coupon_unknown', 'coupon_limit_reached', 'coupon_nothing_applies'])
      expect(info.description).toContain(`messages.${key}`);
  });
});
