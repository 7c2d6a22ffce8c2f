import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { openStorefront, type Storefront } from './storefront-test-fixtures.ts';

describe('storefront order customers', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await openStorefront();
  });
  afterAll(() => shop.api.close());

  it('finds the customer by phone however it is written, and marks first orders and reordered products', async () => {
    const first = await shop.order(
      shop.pickupOrder({ customer: { phone: '+48 601 222 333', first_name: 'Olek' } }),
    );
    const again = await shop.order(shop.pickupOrder({ customer: { phone: '601-222-333' } }));
    expect(again.body.order.customer).toEqual(first.body.order.customer);
    expect(first.body.order.customer.phone).toBe('+48601222333');
    const rows = await shop.api.db
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
    const phone = shop.nextPhone();
    const answers = await Promise.all(
      [1, 2, 3].map(() => shop.order(shop.pickupOrder({ customer: { phone } }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.body.order.customer.id));
    expect(ids.size).toBe(1);
    const rows = await shop.api.db
      .select({ first: orders.is_customer_first_order })
      .from(orders)
      .where(eq(orders.customer_id, [...ids][0]));
    expect(rows.filter((row) => row.first)).toHaveLength(1);
  });
});
