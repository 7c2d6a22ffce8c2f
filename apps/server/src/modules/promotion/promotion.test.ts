import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('promotions', () => {
  let api: TestApp;
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    api = await createTestApp();
    categoryId = (await api.post('/api/product_category', { name: { en: 'Soups' }, slug: 'soups' })).body
      .product_category.id;
    productId = (await api.post('/api/product', { name: { en: 'Zurek' }, price: 20, category: categoryId }))
      .body.product.id;
  });
  afterAll(() => api.close());

  const lunch = {
    name: { en: 'Lunch soup', pl: 'Zupa na lunch' },
    start_date: '2026-11-01',
    end_date: '2026-12-31T00:00:00+01:00',
    is_in_percent: true,
    discount: 20,
    promotion_hours: [{ start_at: '12:00', end_at: '15:30' }],
    days: { monday: true, friday: true },
  };

  it('creates with its hours, days, dates and lists', async () => {
    const created = await api.post('/api/promotion', {
      ...lunch,
      products: [productId],
      product_categories: [{ id: categoryId }],
    });
    expect(created.status).toBe(201);
    expect(created.body.promotion).toMatchObject({
      ...lunch,
      end_date: '2026-12-31',
      products: [{ id: productId, name: { en: 'Zurek' } }],
      product_categories: [{ id: categoryId, name: { en: 'Soups' } }],
    });
    const list = await api.get('/api/promotion');
    expect(list.body.items[0]).toMatchObject({ start_date: '2026-11-01', products: [{ id: productId }] });
  });

  it('needs a name and a discount; every hour needs its start and end', async () => {
    const empty = await api.post('/api/promotion', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ name: 'messages.required', discount: 'messages.required' });

    const missingEnd = await api.post('/api/promotion', {
      ...lunch,
      promotion_hours: [{ start_at: '12:00' }],
    });
    expect(missingEnd.status).toBe(422);
    expect(missingEnd.body.errors).toEqual({ 'promotion_hours.0.end_at': 'messages.required' });
  });

  it.each([
    [{ discount: -1 }, { discount: 'messages.only_positive_or_zero' }],
    [{ discount: 120 }, { discount: 'messages.percent_too_big' }],
    [
      { promotion_hours: [{ start_at: '24:00', end_at: '10:00' }] },
      { 'promotion_hours.0.start_at': 'messages.invalid_time' },
    ],
    [
      { promotion_hours: [{ start_at: '9:00', end_at: '10:00' }] },
      { 'promotion_hours.0.start_at': 'messages.invalid_time' },
    ],
    [
      { promotion_hours: [{ start_at: '10:00', end_at: '10:00' }] },
      { 'promotion_hours.0.end_at': 'messages.same_start_and_end' },
    ],
    [{ days: { someday: true } }, { 'days.someday': 'messages.unknown_field' }],
    [{ start_date: '2026-13-01' }, { start_date: 'messages.invalid' }],
    [{ start_date: '2027-01-02', end_date: '2027-01-01' }, { end_date: 'messages.end_before_start' }],
    [{ products: [999999] }, { 'products.0': 'messages.not_found' }],
  ])('refuses %j with 422', async (change, errors) => {
    const response = await api.post('/api/promotion', { ...lunch, ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('takes an hour past midnight and clears its dates', async () => {
    const created = await api.post('/api/promotion', {
      ...lunch,
      is_in_percent: false,
      discount: 150,
      promotion_hours: [{ start_at: '22:00', end_at: '02:00' }],
    });
    expect(created.status).toBe(201);
    const cleared = await api.post(`/api/promotion/${created.body.promotion.id}`, {
      start_date: '',
      end_date: null,
    });
    expect(cleared.body.promotion).toMatchObject({ start_date: null, end_date: null, discount: 150 });
  });

  it('keeps a product or category a promotion names from being deleted, naming the promotions', async () => {
    const product = await api.delete(`/api/product/${productId}`);
    expect(product.status).toBe(409);
    expect(product.body.errors).toEqual({ promotions: 'messages.still_used_by' });
  });
});
