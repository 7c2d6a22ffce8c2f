import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorefront, type Storefront } from './storefront-test-fixtures.ts';

describe('storefront order keys and idempotency', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await openStorefront();
  });
  afterAll(() => shop.api.close());

  it("refuses what the bot's channel does not sell", async () => {
    const response = await shop.order(
      shop.pickupOrder({ items: [{ product: shop.menu.products.noBot.id, qty: 1 }] }),
      shop.menu.keys.bot,
    );
    expect(response.body.errors).toEqual({ 'items.0.product': 'messages.not_available' });
    const sold = await shop.order(shop.pickupOrder(), shop.menu.keys.bot);
    expect(sold.body.order.source).toBe('bot');
  });

  it('answers 401 without a key or with a wrong one, before reading the body', async () => {
    for (const headers of [{}, { 'x-api-key': 'mk_wrong' }] as Record<string, string>[]) {
      const response = await shop.api.post('/api/storefront/order', { junk: true }, { token: null, headers });
      expect(response.status).toBe(401);
    }
    const withBearerOnly = await shop.api.post('/api/storefront/order', shop.courierOrder());
    expect(withBearerOnly.status).toBe(401);
  });

  it('creates one order for repeats of one Idempotency-Key, sequential or at once', async () => {
    const body = shop.pickupOrder();
    const headers = { 'idempotency-key': 'cart-42' };
    const before = await shop.orderCount();
    const first = await shop.order(body, shop.menu.keys.website, headers);
    const repeat = await shop.order(body, shop.menu.keys.website, headers);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body.order.id).toBe(first.body.order.id);
    // The same text from another key is another request.
    const otherKey = await shop.order(body, shop.menu.keys.bot, headers);
    expect(otherKey.body.order.id).not.toBe(first.body.order.id);
    const changed = await shop.order({ ...body, comment: 'more ketchup' }, shop.menu.keys.website, headers);
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/Idempotency-Key/);

    const together = shop.pickupOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shop.order(together, shop.menu.keys.website, { 'idempotency-key': 'at-once' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(await shop.orderCount()).toBe(before + 3);
  });
});
