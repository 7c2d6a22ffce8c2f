import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertStorefrontMenu, type StorefrontMenu } from '../storefront/storefront-test-fixtures.ts';
import { discountRules } from './discounts/index.ts';
import { percentOf, roundMoney } from './money.ts';
import { priceOrder } from './price-order.ts';
import type { DiscountRule, PricingOptions } from './pricing.types.ts';

const guest: PricingOptions = {
  channel: 'website',
  customer: { id: null, customer_group_id: null, is_new: true },
};

describe('pricing', () => {
  let api: TestApp;
  let menu: StorefrontMenu;
  /** Two soups (25.00) and one pizza S with cheese (28.00), picked up: 53.00 of goods. */
  const cart = () => ({
    items: [
      { product: menu.products.soup.id, qty: 2 },
      {
        product: menu.products.pizza.id,
        qty: 1,
        modifiers: [
          { id: menu.modifiers.small.id, qty: 1 },
          { id: menu.modifiers.cheese.id, qty: 1 },
        ],
      },
    ],
    shipping_method: menu.shipping.pickup.id,
    pickup_point: menu.point.id,
  });

  beforeAll(async () => {
    api = await createTestApp();
    const [admin] = await api.db.select({ id: users.id }).from(users).limit(1);
    menu = await insertStorefrontMenu(api.db, admin.id);
  });
  afterAll(() => api.close());

  it('rounds half a cent away from zero and never drifts on sums', () => {
    expect(percentOf(12.35, 10)).toBe(1.24);
    expect(percentOf(0.05, 50)).toBe(0.03);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('lets a rule before the shipping discount take its part first, on the lines it names', async () => {
    const promotion: DiscountRule = {
      name: 'test-promotion',
      apply: ({ lines }) => [
        {
          kind: 'promotion',
          source_id: 7,
          code: null,
          name: { en: 'Pizza day' },
          amount: 5,
          line_amounts: [{ index: lines[1].index, amount: 5 }],
        },
      ],
    };
    const priced = await priceOrder(api.db, cart(), guest, [promotion, ...discountRules]);
    // 53.00 - 5.00 = 48.00 left; pickup 10 % of it = 4.80, spread 25.00 : 23.00 = 2.50 / 2.30
    expect(priced).toMatchObject({ subtotal: 53, discount: 9.8, shipping_total: 0, grandtotal: 43.2 });
    expect(priced.discounts.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['promotion', 5],
      ['shipping', 4.8],
    ]);
    expect(
      priced.lines.map(({ subtotal, discount, grandtotal }) => [subtotal, discount, grandtotal]),
    ).toEqual([
      [25, 2.5, 22.5],
      [28, 7.3, 20.7],
    ]);
  });

  it('caps the discounts at the goods, so shipping is still paid', async () => {
    const generous: DiscountRule = {
      name: 'test-generous',
      apply: () => [{ kind: 'coupon', source_id: 1, code: 'ALL', name: null, amount: 500 }],
    };
    const priced = await priceOrder(
      api.db,
      { ...cart(), shipping_method: menu.shipping.flatCourier.id, delivery: {} },
      guest,
      [generous],
    );
    expect(priced).toMatchObject({ subtotal: 53, discount: 53, shipping_total: 9, grandtotal: 9 });
    expect(priced.lines.every((line) => line.grandtotal === 0)).toBe(true);
  });

  it('splits a discount in proportion, the odd cent to the largest remainder', async () => {
    const third: DiscountRule = {
      name: 'test-third',
      apply: () => [{ kind: 'group', source_id: 2, code: null, name: null, amount: 0.1 }],
    };
    const threeSoups = {
      ...cart(),
      items: [1, 2, 3].map(() => ({ product: menu.products.soup.id, qty: 1 })),
    };
    const priced = await priceOrder(api.db, threeSoups, guest, [third]);
    expect(priced.lines.map((line) => line.discount)).toEqual([0.04, 0.03, 0.03]);
    expect(priced.discount).toBe(0.1);
  });
});
