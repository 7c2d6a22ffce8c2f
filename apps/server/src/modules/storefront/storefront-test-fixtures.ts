import type { StorefrontChannel } from '@mise/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  cities,
  customers,
  deliveryZones,
  orders,
  paymentMethods,
  pickupPoints,
  productCategories,
  productModifiers,
  products,
  shippingMethods,
  streets,
  users,
} from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createApiKey } from '../api-key/api-key.service.ts';

const square = (west: number, south: number, east: number, north: number) => ({
  coords: [
    { lat: south, lng: west },
    { lat: south, lng: east },
    { lat: north, lng: east },
    { lat: north, lng: west },
  ],
});

/**
 * A small menu for intake tests: a pizza priced by a required size group plus extra cheese, a
 * soup at 12.50, a dish the bot does not sell and one in a category the website hides; courier
 * delivery through two overlapping zones (5 inside 12), delivery by a flat cost, pickup with 10 % off.
 */
export async function insertStorefrontMenu(db: Database, userId: number) {
  const [mains, hidden] = await db
    .insert(productCategories)
    .values([
      { name: { en: 'Mains' }, slug: 'mains' },
      { name: { en: 'Hidden' }, slug: 'hidden', is_enabled_for_website: false },
    ])
    .returning();
  const [pizza, soup, noBot, inHidden, water] = await db
    .insert(products)
    .values([
      { name: { en: 'Pizza' }, price: 0, category_id: mains.id, image: 'pizza.png' },
      { name: { en: 'Soup' }, price: 12.5, category_id: mains.id },
      { name: { en: 'Web only' }, price: 20, category_id: mains.id, is_enabled_for_bot: false },
      { name: { en: 'Secret' }, price: 15, category_id: hidden.id },
      { name: { en: 'Water' }, price: 39.99 },
    ])
    .returning();
  const [size] = await db
    .insert(productModifiers)
    .values({ product_id: pizza.id, name: 'Size', is_required: true })
    .returning();
  const [small, large, cheese] = await db
    .insert(productModifiers)
    .values([
      { product_id: pizza.id, group_id: size.id, name: 'S', price: 24 },
      { product_id: pizza.id, group_id: size.id, name: 'L', price: 30, sort: 1 },
      { product_id: pizza.id, name: 'Extra cheese', price: 4, sort: 2 },
    ])
    .returning();
  const [soupTopping] = await db
    .insert(productModifiers)
    .values({ product_id: soup.id, name: 'Bread', price: 2 })
    .returning();
  const [courier, flatCourier, pickup, appOnly] = await db
    .insert(shippingMethods)
    .values([
      {
        name: { en: 'Courier' },
        cost: 9,
        minimal_sum: 40,
        show_addresses: true,
        google_delivery_zones_enabled: true,
      },
      { name: { en: 'Courier, flat' }, cost: 9, show_addresses: true },
      { name: { en: 'Pickup' }, cost: 0, discount: 10 },
      { name: { en: 'App pickup' }, is_enabled_for_website: false },
    ])
    .returning();
  await db.insert(deliveryZones).values([
    { name: { en: 'City' }, cost: 12, google_map_data: square(20, 52, 22, 53) },
    { name: { en: 'Centre' }, cost: 5, google_map_data: square(20.9, 52.2, 21.1, 52.3) },
    { name: { en: 'Paused' }, cost: 0, is_enabled: false, google_map_data: square(23, 52, 24, 53) },
  ]);
  const [cash, offline] = await db
    .insert(paymentMethods)
    .values([{ name: { en: 'Cash' } }, { name: { en: 'Off' }, is_enabled: false }])
    .returning();
  const [point] = await db
    .insert(pickupPoints)
    .values({ name: { en: 'Main hall' } })
    .returning();
  const [city, otherCity] = await db
    .insert(cities)
    .values([{ name: { en: 'Warsaw' } }, { name: { en: 'Łódź' } }])
    .returning();
  const [street] = await db.insert(streets).values({ name: 'Marszałkowska', city_id: city.id }).returning();
  const key = async (channel: StorefrontChannel) =>
    (await createApiKey(db, { name: channel, channel }, userId)).key;
  return {
    products: { pizza, soup, noBot, inHidden, water },
    modifiers: { size, small, large, cheese, soupTopping },
    shipping: { courier, flatCourier, pickup, appOnly },
    payment: { cash, offline },
    point,
    city,
    otherCity,
    street,
    keys: { website: await key('website'), bot: await key('bot') },
  };
}

export type StorefrontMenu = Awaited<ReturnType<typeof insertStorefrontMenu>>;

/** Inside the cheap centre zone, which lies inside the dearer city zone. */
export const centre = { lat: 52.25, lng: 21 };
export const outskirts = { lat: 52.9, lng: 20.1 };
export const nowhere = { lat: 50, lng: 19 };

/**
 * A test app with the menu above and the calls the intake tests make: an order sent with a key,
 * a valid courier or pickup order to change, the counts of orders and customers.
 */
export async function openStorefront() {
  const api = await createTestApp();
  const [admin] = await api.db.select({ id: users.id }).from(users).limit(1);
  const menu = await insertStorefrontMenu(api.db, admin.id);
  let phoneCounter = 100;
  const nextPhone = () => `+48600111${phoneCounter++}`;

  const order = (body: object, key = menu.keys.website, headers: Record<string, string> = {}) =>
    api.post('/api/storefront/order', body, { token: null, headers: { 'x-api-key': key, ...headers } });
  /** A valid courier order into the centre zone: pizza L with two extra cheese ×2, a soup. */
  const courierOrder = (changes: object = {}) => ({
    customer: { phone: nextPhone(), first_name: 'Anna' },
    items: [
      {
        product: menu.products.pizza.id,
        qty: 2,
        modifiers: [
          { id: menu.modifiers.large.id, qty: 1 },
          { id: menu.modifiers.cheese.id, qty: 2 },
        ],
      },
      { product: menu.products.soup.id, qty: 1 },
    ],
    shipping_method: menu.shipping.courier.id,
    payment_method: menu.payment.cash.id,
    delivery: { city: menu.city.id, street: menu.street.id, house: '12', flat: '3', ...centre },
    ...changes,
  });
  const pickupOrder = (changes: object = {}) => ({
    customer: { phone: nextPhone() },
    items: [{ product: menu.products.soup.id, qty: 3 }],
    shipping_method: menu.shipping.pickup.id,
    payment_method: menu.payment.cash.id,
    pickup_point: menu.point.id,
    ...changes,
  });
  const orderCount = async () => (await api.db.select({ n: count() }).from(orders))[0].n;
  const customerCount = async () => (await api.db.select({ n: count() }).from(customers))[0].n;

  return { api, menu, nextPhone, order, courierOrder, pickupOrder, orderCount, customerCount };
}

export type Storefront = Awaited<ReturnType<typeof openStorefront>>;
