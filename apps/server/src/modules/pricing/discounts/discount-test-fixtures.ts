import { expect, vi } from 'vitest';
import { products, users } from '../../../db/schema.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { insertStorefrontMenu } from '../../storefront/storefront-test-fixtures.ts';

/** Wednesday 25 November 2026, 12:30 in Warsaw (UTC+1). */
export const wednesdayLunch = new Date('2026-11-25T11:30:00Z');

/**
 * A test app with the storefront menu, pierogi in a subcategory of Mains, a VIP group (10 % off)
 * and the weekday Lunch promotion (20 % off Mains and below, 12:00 to 15:00), with the calls the
 * discount tests make: an order placed at a given moment, a cart, a customer in a group.
 */
export async function openDiscountShop() {
  const api = await createTestApp();
  const [admin] = await api.db.select({ id: users.id }).from(users).limit(1);
  const menu = await insertStorefrontMenu(api.db, admin.id);
  let phoneCounter = 100;
  const nextPhone = () => `+48600222${phoneCounter++}`;

  const create = async (resource: string, body: object) => {
    const response = await api.post(`/api/${resource}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body[resource] as { id: number };
  };
  const mains = menu.products.soup.category_id!;
  const specials = await create('product_category', {
    name: { en: 'Specials' },
    slug: 'specials',
    parent_category: mains,
  });
  const [pierogi] = await api.db
    .insert(products)
    .values({ name: { en: 'Pierogi' }, price: 20, category_id: specials.id })
    .returning();
  const vipGroup = (await create('customer_group', { name: 'VIP', discount: 10 })).id;
  await create('promotion', {
    name: { en: 'Lunch' },
    discount: 20,
    is_in_percent: true,
    days: { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true },
    promotion_hours: [{ start_at: '12:00', end_at: '15:00' }],
    product_categories: [mains],
  });

  const order = async (body: object, at = wednesdayLunch) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    try {
      return await api.post('/api/storefront/order', body, {
        token: null,
        headers: { 'x-api-key': menu.keys.website },
      });
    } finally {
      vi.useRealTimers();
    }
  };
  /** Flat courier (9, no discount): pierogi 20 × 2 = 40 (a subcategory of Mains), water 39.99 (no category). */
  const cart = (changes: object = {}) => ({
    customer: { phone: nextPhone() },
    items: [
      { product: pierogi.id, qty: 2 },
      { product: menu.products.water.id, qty: 1 },
    ],
    shipping_method: menu.shipping.flatCourier.id,
    payment_method: menu.payment.cash.id,
    delivery: { city: menu.city.id, street: menu.street.id, house: '1' },
    ...changes,
  });
  const customerIn = async (groupId: number | null) => {
    const phone = nextPhone();
    expect((await api.post('/api/customer', { phone, customer_group: groupId })).status).toBe(201);
    return { phone };
  };

  return { api, menu, pierogi, vipGroup, create, order, cart, customerIn };
}

export type DiscountShop = Awaited<ReturnType<typeof openDiscountShop>>;

export const discountsOf = (placed: { discounts: { kind: string; amount: number; code: string | null }[] }) =>
  placed.discounts.map(({ kind, amount, code }) => ({ kind, amount, code }));
