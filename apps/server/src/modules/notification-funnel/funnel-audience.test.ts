import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createFunnelTestApp, type FunnelAudienceData } from './funnel-test-fixtures.ts';

describe('notification funnel audience', () => {
  let api: TestApp;
  let data: FunnelAudienceData;
  beforeAll(async () => {
    ({ api, data } = await createFunnelTestApp());
  });
  afterAll(() => api.close());

  const count = async (rules: Record<string, unknown>) => {
    const response = await api.post('/api/notification_funnel/audience_count', rules);
    expect(response.status).toBe(200);
    return response.body as { count: number; by_channel: Record<string, number> };
  };

  it('selects every enabled customer without rules, and counts who each channel reaches', async () => {
    expect(await count({})).toMatchObject({
      count: 4,
      by_channel: { sms: 4, email: 1, telegram_bot: 1, push_notification: 1 },
      configured: { sms: false, email: false, telegram_bot: false, push_notification: false },
    });
  });

  it.each([
    ['a group (its disabled member left out)', () => ({ customer_groups: [data.groups.regulars.id] }), 1],
    ['two groups', () => ({ customer_groups: [data.groups.regulars.id, data.groups.staff.id] }), 2],
    ['picked customers', () => ({ customers: [{ id: data.customers.eve.id }, data.customers.cyril.id] }), 2],
    [
      'a group or picked customers',
      () => ({ customer_groups: [data.groups.staff.id], customers: [data.customers.eve.id] }),
      2,
    ],
    ['a category with its subcategory', () => ({ product_categories: [data.categories.pizza.id] }), 1],
    ['a category bought by two', () => ({ product_categories: [data.categories.drinks.id] }), 2],
    ['a product (a cancelled order does not count)', () => ({ products: [data.products.margherita.id] }), 0],
    ['a product', () => ({ products: [data.products.cola.id] }), 2],
    ['last order from, the edge included', () => ({ last_order_date_from: '2026-04-01T12:00:00Z' }), 1],
    ['last order from, just after the edge', () => ({ last_order_date_from: '2026-04-01T12:00:01Z' }), 0],
    ['last order up to, the edge included', () => ({ last_order_date_to: '2026-03-01T12:00:00+00:00' }), 1],
    [
      'last order in a range, in another offset',
      () => ({
        last_order_date_from: '2026-03-01T13:00:00+01:00',
        last_order_date_to: '2026-04-01T14:00:00+02:00',
      }),
      2,
    ],
    ['registered from', () => ({ customer_registration_date_from: '2026-03-01T10:00:00Z' }), 2],
    ['registered up to', () => ({ customer_registration_date_to: '2026-02-01T09:59:59Z' }), 1],
    [
      'every rule at once',
      () => ({
        customer_groups: [data.groups.regulars.id, data.groups.staff.id],
        product_categories: [data.categories.drinks.id],
        products: [data.products.veganPizza.id],
        last_order_date_from: '2026-03-01T12:00:00Z',
        last_order_date_to: '2026-03-01T12:00:00Z',
        customer_registration_date_from: '2026-01-01T10:00:00Z',
        customer_registration_date_to: '2026-01-01T10:00:00Z',
      }),
      1,
    ],
    [
      'rules no one meets together',
      () => ({ customer_groups: [data.groups.staff.id], products: [data.products.veganPizza.id] }),
      0,
    ],
  ])('counts %s', async (_name, rules, expected) => {
    expect((await count(rules())).count).toBe(expected);
  });

  it('refuses malformed rules with 422', async () => {
    const response = await api.post('/api/notification_funnel/audience_count', {
      customer_groups: ['x'],
      last_order_date_from: 'yesterday',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(
      expect.arrayContaining(['customer_groups.0', 'last_order_date_from']),
    );
  });

  it('needs a signed-in user', async () => {
    const response = await api.post('/api/notification_funnel/audience_count', {}, { token: null });
    expect(response.status).toBe(401);
  });
});
