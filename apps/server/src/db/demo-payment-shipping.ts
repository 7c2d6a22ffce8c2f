import type { Executor } from './client.ts';
import { paymentMethods, shippingMethods } from './schema.ts';

/** How the demo restaurant is paid (cash, card at the door, online by Stripe) and how its food travels. */
export async function seedDemoPaymentAndShipping(db: Executor) {
  await db.insert(paymentMethods).values([
    { name: { en: 'Cash', pl: 'Gotówka', ru: 'Наличные' }, type: 'SIMPLE' },
    {
      name: { en: 'Card on delivery', pl: 'Karta przy odbiorze', ru: 'Картой курьеру' },
      type: 'SIMPLE',
      is_cashless: true,
    },
    // Online payment waits for the restaurant's own Stripe keys: off until they are entered.
    {
      name: { en: 'Card online', pl: 'Karta online', ru: 'Картой онлайн' },
      type: 'STRIPE',
      is_cashless: true,
      is_enabled: false,
    },
  ]);
  await db.insert(shippingMethods).values([
    {
      name: { en: 'Courier delivery', pl: 'Dostawa kurierem', ru: 'Доставка курьером' },
      cost: 9,
      delivery_time: 45,
      minimal_sum: 40,
      show_addresses: true,
      google_delivery_zones_enabled: true,
    },
    {
      name: { en: 'Pickup', pl: 'Odbiór osobisty', ru: 'Самовывоз' },
      cost: 0,
      delivery_time: 20,
      minimal_sum: 0,
      discount: 10,
    },
  ]);
}
