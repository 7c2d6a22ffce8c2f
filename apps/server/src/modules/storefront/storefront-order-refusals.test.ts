import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centre, nowhere, openStorefront, type Storefront } from './storefront-test-fixtures.ts';

describe('storefront order refusals', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await openStorefront();
  });
  afterAll(() => shop.api.close());

  it.each([
    [
      'an unknown product',
      () => ({ items: [{ product: 99999, qty: 1 }] }),
      { 'items.0.product': 'messages.not_available' },
    ],
    [
      'a product in a category the channel hides',
      () => ({ items: [{ product: shop.menu.products.inHidden.id, qty: 1 }] }),
      { 'items.0.product': 'messages.not_available' },
    ],
    [
      "another product's modifier",
      () => ({
        items: [
          {
            product: shop.menu.products.pizza.id,
            qty: 1,
            modifiers: [
              { id: shop.menu.modifiers.small.id, qty: 1 },
              { id: shop.menu.modifiers.soupTopping.id, qty: 1 },
            ],
          },
        ],
      }),
      { 'items.0.modifiers.1': 'messages.modifier_not_of_product' },
    ],
    [
      'a group instead of its option',
      () => ({
        items: [
          {
            product: shop.menu.products.pizza.id,
            qty: 1,
            modifiers: [{ id: shop.menu.modifiers.size.id, qty: 1 }],
          },
        ],
      }),
      { 'items.0.modifiers.0': 'messages.pick_an_option', 'items.0.modifiers': 'messages.modifier_required' },
    ],
    [
      'no option of a required group',
      () => ({
        items: [
          { product: shop.menu.products.soup.id, qty: 1 },
          {
            product: shop.menu.products.pizza.id,
            qty: 1,
            modifiers: [{ id: shop.menu.modifiers.cheese.id, qty: 1 }],
          },
        ],
      }),
      { 'items.1.modifiers': 'messages.modifier_required' },
    ],
    ['an empty cart', () => ({ items: [] }), { items: 'messages.cart_empty' }],
    [
      'a zero quantity',
      () => ({ items: [{ product: shop.menu.products.soup.id, qty: 0 }] }),
      { 'items.0.qty': 'messages.only_positive' },
    ],
    [
      'an address outside every zone',
      () => ({ delivery: nowhere }),
      { delivery: 'messages.outside_delivery_zones' },
    ],
    [
      'no coordinates for a zoned method',
      () => ({ delivery: { house: '1' } }),
      { 'delivery.lat': 'messages.required', 'delivery.lng': 'messages.required' },
    ],
    ['no address for a delivery method', () => ({ delivery: undefined }), { delivery: 'messages.required' }],
    [
      'no pickup point for pickup',
      () => ({ shipping_method: shop.menu.shipping.pickup.id, delivery: undefined }),
      { pickup_point: 'messages.required' },
    ],
    [
      'an unknown pickup point',
      () => ({ shipping_method: shop.menu.shipping.pickup.id, pickup_point: 99999 }),
      { pickup_point: 'messages.not_available' },
    ],
    [
      'a shipping method the channel does not offer',
      () => ({ shipping_method: shop.menu.shipping.appOnly.id }),
      { shipping_method: 'messages.not_available' },
    ],
    [
      'a disabled payment method',
      () => ({ payment_method: shop.menu.payment.offline.id }),
      { payment_method: 'messages.not_available' },
    ],
    [
      'a street of another city',
      () => ({ delivery: { ...centre, city: shop.menu.otherCity.id, street: shop.menu.street.id } }),
      { 'delivery.street': 'messages.street_not_in_city' },
    ],
    [
      'a phone that is no number',
      () => ({ customer: { phone: 'call me' } }),
      { 'customer.phone': 'messages.invalid_phone' },
    ],
  ])('refuses %s with 422 on its path and stores nothing', async (_case, changes, errors) => {
    const before = [await shop.orderCount(), await shop.customerCount()];
    const response = await shop.order(shop.courierOrder(changes()));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect([await shop.orderCount(), await shop.customerCount()]).toEqual(before);
  });
});
