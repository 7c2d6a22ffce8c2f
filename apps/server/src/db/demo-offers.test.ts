import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoMenu } from './demo-menu/seed-menu.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { customerGroups } from './schema.ts';

describe('demo offers', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    await api.db.insert(customerGroups).values({ name: 'Regulars', discount: 5 });
    await seedDemoMenu(api.db, api.app.uploads);
    await seedDemoOffers(api.db);
  }, 60_000);
  afterAll(() => api.close());

  it('seeds two coupons and two promotions that name real menu rows', async () => {
    const coupons = (await api.get('/api/coupon')).body.items;
    expect(coupons.map((coupon: { code: string }) => coupon.code).sort()).toEqual(['PIZZA15', 'WELCOME10']);
    const pizza = (
      await api.get(`/api/coupon/${coupons.find((c: { code: string }) => c.code === 'PIZZA15').id}`)
    ).body.item;
    expect(pizza).toMatchObject({
      customer_group: { name: 'Regulars' },
      free_product: { id: expect.any(Number) },
      product_categories: [{ name: { en: 'Pizza' } }],
    });
    const promotions = (await api.get('/api/promotion')).body.items;
    expect(promotions).toHaveLength(2);
    for (const promotion of promotions) expect(promotion.product_categories).toHaveLength(1);
  });
});
