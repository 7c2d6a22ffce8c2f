import type { Database } from '../../db/client.ts';
import {
  cities,
  customers,
  orderDiscounts,
  orderItemModifiers,
  orderItems,
  orders,
  paymentMethods,
  products,
  shippingMethods,
  streets,
} from '../../db/schema.ts';

/** The rows orders point to in API tests: two payment and two shipping methods, a customer, a dish. */
export async function insertOrderReferences(db: Database) {
  const [cash, card] = await db
    .insert(paymentMethods)
    .values([{ name: { en: 'Cash' } }, { name: { en: 'Card' }, is_cashless: true }])
    .returning();
  const [courier, pickup] = await db
    .insert(shippingMethods)
    .values([
      { name: { en: 'Courier' }, cost: 10, show_addresses: true },
      { name: { en: 'Pickup' }, cost: 0 },
    ])
    .returning();
  const [customer] = await db
    .insert(customers)
    .values({ first_name: 'Anna', last_name: 'Nowak', phone: '+48600111222', email: 'anna@example.com' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ name: { en: 'Margherita' }, price: 30 })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ name: { en: 'Warsaw' } })
    .returning();
  const [street] = await db.insert(streets).values({ name: 'Marszałkowska', city_id: city.id }).returning();
  return { cash, card, courier, pickup, customer, product, city, street };
}

export type OrderReferences = Awaited<ReturnType<typeof insertOrderReferences>>;

type OrderOverrides = Partial<typeof orders.$inferInsert> & {
  lines?: { name: string; qty: number; price: number; modifiers?: { name: string; price: number }[] }[];
  coupon?: { code: string; amount: number };
};

/** An order written straight to the tables, as the storefront intake would leave it. */
export async function insertTestOrder(db: Database, refs: OrderReferences, overrides: OrderOverrides = {}) {
  const { lines = [{ name: 'Margherita', qty: 2, price: 30 }], coupon, ...columns } = overrides;
  const subtotal = lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  const shipping = columns.shipping_total ?? 10;
  const [order] = await db
    .insert(orders)
    .values({
      source: 'website',
      customer_id: refs.customer.id,
      payment_method_id: refs.cash.id,
      shipping_method_id: refs.courier.id,
      subtotal,
      shipping_total: shipping,
      grandtotal: subtotal + shipping - (coupon?.amount ?? 0),
      discount: coupon?.amount ?? 0,
      city_id: refs.city.id,
      street_id: refs.street.id,
      house: '12',
      flat: '3',
      ...columns,
    })
    .returning();
  for (const [index, line] of lines.entries()) {
    const [item] = await db
      .insert(orderItems)
      .values({
        order_id: order.id,
        product_id: refs.product.id,
        name: { en: line.name },
        qty: line.qty,
        price: line.price,
        subtotal: line.qty * line.price,
        grandtotal: line.qty * line.price,
        sort: index,
      })
      .returning();
    for (const modifier of line.modifiers ?? []) {
      await db.insert(orderItemModifiers).values({ order_item_id: item.id, ...modifier });
    }
  }
  if (coupon) {
    await db
      .insert(orderDiscounts)
      .values({ order_id: order.id, kind: 'coupon', source_id: 7, code: coupon.code, amount: coupon.amount });
  }
  return order;
}
