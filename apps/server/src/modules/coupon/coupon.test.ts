import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('coupons', () => {
  let api: TestApp;
  let groupId: number;
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    api = await createTestApp();
    groupId = (await api.post('/api/customer_group', { name: 'Regulars', discount: 5 })).body.customer_group
      .id;
    categoryId = (await api.post('/api/product_category', { name: { en: 'Pizza' }, slug: 'pizza' })).body
      .product_category.id;
    productId = (
      await api.post('/api/product', { name: { en: 'Margherita' }, price: 30, category: categoryId })
    ).body.product.id;
  });
  afterAll(() => api.close());

  it('creates with the spec defaults and answers its lists by name', async () => {
    const plain = await api.post('/api/coupon', { code: 'WELCOME' });
    expect(plain.status).toBe(201);
    expect(plain.body.coupon).toMatchObject({
      code: 'WELCOME',
      limit_per_customer: 1,
      discount: 0,
      min_sum: 0,
      allow_guest: false,
      is_in_percent: false,
      active: true,
      customer_group: null,
      free_product: null,
      product_categories: [],
      specific_products: [],
    });

    const full = await api.post('/api/coupon', {
      code: 'PIZZA10',
      discount: 10.1234567891,
      is_in_percent: true,
      min_sum: 50,
      customer_group: groupId,
      product_categories: [categoryId],
      specific_products: [{ id: productId }],
      free_product: productId,
    });
    expect(full.status).toBe(201);
    const id = full.body.coupon.id;
    const item = (await api.get(`/api/coupon/${id}`)).body.item;
    expect(item).toMatchObject({
      discount: 10.1234567891,
      customer_group: { id: groupId, name: 'Regulars' },
      free_product: { id: productId, name: { en: 'Margherita' } },
      product_categories: [{ id: categoryId, name: { en: 'Pizza' } }],
      specific_products: [{ id: productId, name: { en: 'Margherita' } }],
    });

    const changed = await api.post(`/api/coupon/${id}`, { specific_products: [], active: false });
    expect(changed.body.coupon).toMatchObject({ active: false, specific_products: [] });
    expect(changed.body.coupon.product_categories).toHaveLength(1);
  });

  it('refuses a code already taken in another case with 409 on code', async () => {
    expect((await api.post('/api/coupon', { code: 'Spring10' })).status).toBe(201);
    const duplicate = await api.post('/api/coupon', { code: 'spring10' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ code: 'messages.already_exists' });
  });

  it.each([
    [{}, { code: 'messages.required' }],
    [{ code: '  ' }, { code: 'messages.required' }],
    [{ code: 'TWO WORDS' }, { code: 'messages.invalid' }],
    [{ code: 'NEG', discount: -1 }, { discount: 'messages.only_positive_or_zero' }],
    [{ code: 'PCT', discount: 101, is_in_percent: true }, { discount: 'messages.percent_too_big' }],
    [{ code: 'LIMIT', limit_per_customer: 1.5 }, { limit_per_customer: 'messages.should_be_number' }],
    [{ code: 'MIN', min_sum: -5 }, { min_sum: 'messages.only_positive_or_zero' }],
    [{ code: 'PROD', specific_products: [999999] }, { 'specific_products.0': 'messages.not_found' }],
    [{ code: 'FREE', free_product: 999999 }, { free_product: 'messages.not_found' }],
    [{ code: 'GROUP', customer_group: 999999 }, { customer_group: 'messages.not_found' }],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await api.post('/api/coupon', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('checks a percent against the stored flag when only the discount changes', async () => {
    const id = (await api.post('/api/coupon', { code: 'HALF', discount: 50, is_in_percent: true })).body
      .coupon.id;
    const tooMuch = await api.post(`/api/coupon/${id}`, { discount: 150 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ discount: 'messages.percent_too_big' });
    expect((await api.post(`/api/coupon/${id}`, { discount: 150, is_in_percent: false })).status).toBe(200);
  });

  it('takes multipart with lists as JSON text, filters on active and deletes', async () => {
    const form = new FormData();
    form.set('code', 'FORM5');
    form.set('discount', '5');
    form.set('active', '0');
    form.set('product_categories', JSON.stringify([{ id: categoryId }]));
    form.set('customer_group', '');
    const created = await api.postForm('/api/coupon', form);
    expect(created.status).toBe(201);
    expect(created.body.coupon).toMatchObject({ active: false, customer_group: null, discount: 5 });
    const inactive = await api.get('/api/coupon?isActive=false');
    expect(inactive.body.items.map((coupon: { code: string }) => coupon.code)).toContain('FORM5');
    expect((await api.delete(`/api/coupon/${created.body.coupon.id}`)).status).toBe(204);
  });

  it('keeps a product a coupon names from being deleted', async () => {
    const response = await api.delete(`/api/product/${productId}`);
    expect(response.status).toBe(409);
  });
});
