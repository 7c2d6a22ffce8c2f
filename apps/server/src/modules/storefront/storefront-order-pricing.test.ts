import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema.ts';
import { nowhere, openStorefront, outskirts, type Storefront } from './storefront-test-fixtures.ts';

describe('storefront order pricing', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await openStorefront();
  });
  afterAll(() => shop.api.close());

  it('prices a courier order on the server: modifiers × qty, the cheapest zone holding the address', async () => {
    const response = await shop.order({ ...shop.courierOrder(), subtotal: 1, grandtotal: 1 });
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
      shipping_method: { id: shop.menu.shipping.courier.id },
      delivery: { house: '12', flat: '3', platform_street: { id: shop.menu.street.id } },
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
    const [event] = await shop.api.db.select().from(orderEvents).where(eq(orderEvents.order_id, placed.id));
    expect(event).toMatchObject({ type: 'order.created', data: { id: placed.id, grandtotal: 93.5 } });
  });

  it('charges the dearer zone outside the cheap one, and a flat method its own cost', async () => {
    expect((await shop.order(shop.courierOrder({ delivery: outskirts }))).body.order.shipping_total).toBe(12);
    const flat = await shop.order(
      shop.courierOrder({ shipping_method: shop.menu.shipping.flatCourier.id, delivery: nowhere }),
    );
    expect(flat.body.order).toMatchObject({ shipping_total: 9, grandtotal: 97.5 });
  });

  it("takes the pickup method's 10 % off the goods, rounded per line to the cent", async () => {
    const response = await shop.order(shop.pickupOrder());
    // soup 12.50 × 3 = 37.50, -10 % = 3.75
    expect(response.body.order).toMatchObject({
      subtotal: 37.5,
      discount: 3.75,
      shipping_total: 0,
      grandtotal: 33.75,
    });
    expect(response.body.order.discounts).toMatchObject([{ kind: 'shipping', amount: 3.75 }]);
    expect(response.body.order.order_items[0]).toMatchObject({ subtotal: 37.5, grandtotal: 33.75 });
    const odd = await shop.order(
      shop.pickupOrder({
        items: [
          {
            product: shop.menu.products.soup.id,
            qty: 1,
            modifiers: [{ id: shop.menu.modifiers.soupTopping.id, qty: 1 }],
          },
          { product: shop.menu.products.soup.id, qty: 1 },
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
    const atMinimum = [{ product: shop.menu.products.noBot.id, qty: 2 }];
    expect((await shop.order(shop.courierOrder({ items: atMinimum }))).body.order).toMatchObject({
      subtotal: 40,
      grandtotal: 45,
    });
    const under = await shop.order(
      shop.courierOrder({ items: [{ product: shop.menu.products.water.id, qty: 1 }] }),
    );
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ shipping_method: 'messages.below_minimal_sum' });
    expect(under.body.message).toContain('39.99');
  });
});
