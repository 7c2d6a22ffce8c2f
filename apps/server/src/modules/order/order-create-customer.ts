import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, orderItems, orders } from '../../db/schema.ts';
import type { PricingCustomer } from '../pricing/pricing.types.ts';

export type OrderingCustomer = {
  phone: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
};

/**
 * The customer with this phone (E.164), created when there is none. A transaction lock on the
 * number makes two first orders from one new phone create one customer, not two.
 */
export async function findOrCreateCustomer(tx: Executor, person: OrderingCustomer) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-phone:${person.phone}`}))`);
  const [found] = await tx
    .select({ id: customers.id, customer_group_id: customers.customer_group_id })
    .from(customers)
    .where(eq(customers.phone, person.phone))
    .orderBy(asc(customers.id))
    .limit(1);
  if (found) return { ...found, is_new: false };
  const [created] = await tx
    .insert(customers)
    .values({
      phone: person.phone,
      first_name: person.first_name ?? null,
      last_name: person.last_name ?? null,
      email: person.email ?? null,
    })
    .returning({ id: customers.id, customer_group_id: customers.customer_group_id });
  return { ...created, is_new: true };
}

export const toPricingCustomer = (
  customer: Awaited<ReturnType<typeof findOrCreateCustomer>>,
): PricingCustomer => ({
  id: customer.id,
  customer_group_id: customer.customer_group_id,
  is_new: customer.is_new,
});

/** Whether the customer has any order yet (then this one is not their first). */
export async function hasEarlierOrder(tx: Executor, customerId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customer_id, customerId))
    .limit(1);
  return row !== undefined;
}

/** The products among `productIds` that the customer has ordered before. */
export async function findReorderedProducts(tx: Executor, customerId: number, productIds: number[]) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await tx
    .selectDistinct({ product_id: orderItems.product_id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(eq(orders.customer_id, customerId), inArray(orderItems.product_id, productIds)));
  return new Set(rows.map((row) => row.product_id as number));
}
