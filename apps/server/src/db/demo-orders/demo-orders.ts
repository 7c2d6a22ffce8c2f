import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { customers, users } from '../schema.ts';
import { writeOrdersInBulk } from './bulk-orders.ts';
import { loadOrderCatalog } from './order-catalog.ts';
import { generateOrders } from './order-generator.ts';

export const demoOrderCount = 2_400;
const demoCustomerCount = 300;

/** The first system user, who moves the demo orders along; null before anyone exists. */
export async function findAdminId(db: Executor): Promise<number | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'system'))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.id ?? null;
}

/**
 * 90 days of orders up to `now` over the demo menu: the guests already stored are the first
 * regulars, the rest sign up as they first order. In the caller's transaction.
 */
export async function seedDemoOrders(db: Executor, now = new Date()) {
  const catalog = await loadOrderCatalog(db);
  const existing = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id));
  const orders = generateOrders(catalog, {
    orders: demoOrderCount,
    customers: demoCustomerCount,
    days: 90,
    now,
  });
  await writeOrdersInBulk(db, orders, {
    userId: await findAdminId(db),
    existingCustomerIds: existing.map((row) => row.id),
  });
}
