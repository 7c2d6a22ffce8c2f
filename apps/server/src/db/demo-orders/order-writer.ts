// Writes generated orders straight into the tables: one INSERT ... SELECT FROM unnest(arrays) per
// table and batch, ids reserved from the sequences up front: no round trip per order.
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import type { GeneratedOrder } from './order-generator.ts';
import {
  array,
  columns,
  fillTables,
  insertDiscounts,
  insertHistory,
  insertLines,
  insertModifiers,
  insertOrders,
  timestamp,
} from './order-tables.ts';
import { reserveIds } from './reserve-ids.ts';

export type OrderWriterOptions = {
  /** Who made the status changes (the admin); null when nobody signed in yet. */
  userId: number | null;
  /** Ids of customers already stored who take the first customer indexes (their orders, no new row). */
  existingCustomerIds?: number[];
  /** New customers get phones +48 45x xxx xxx counted from here (a range the tests' phones keep out of). */
  firstPhone?: number;
};

export function createOrderWriter(db: Executor, options: OrderWriterOptions) {
  const customerIds = [...(options.existingCustomerIds ?? [])];
  const firstPhone = options.firstPhone ?? 0;

  async function writeCustomers(orders: GeneratedOrder[]) {
    const rows = columns(['id', 'first_name', 'last_name', 'email', 'phone', 'platform', 'at'] as const);
    const fresh = orders.filter((order) => order.newCustomer && order.customer >= customerIds.length);
    if (!fresh.length) return;
    const { customers: firstId = 0 } = await reserveIds(db, { customers: fresh.length });
    for (const [offset, order] of fresh.entries()) {
      const customer = order.newCustomer as NonNullable<GeneratedOrder['newCustomer']>;
      customerIds[order.customer] = firstId + offset;
      rows.add({
        id: firstId + offset,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: `+4845${String((firstPhone + order.customer) % 10_000_000).padStart(7, '0')}`,
        platform: customer.platform,
        // Signed up a few minutes before the first order.
        at: order.createdAt - 300_000,
      });
    }
    const { arrays: a } = rows;
    await db.execute(sql`insert into customers (id, first_name, last_name, email, phone, platform, created_at, updated_at)
      select id, first_name, last_name, email, phone, platform, ${timestamp(sql`at`)}, ${timestamp(sql`at`)}
      from unnest(${array(a.id, sql`int[]`)}, ${array(a.first_name, sql`text[]`)}, ${array(a.last_name, sql`text[]`)},
        ${array(a.email, sql`text[]`)}, ${array(a.phone, sql`text[]`)}, ${array(a.platform, sql`text[]`)},
        ${array(a.at, sql`float8[]`)}) as u(id, first_name, last_name, email, phone, platform, at)`);
  }

  return {
    /** Writes a batch of orders (oldest first, as generated) with their customers, lines and history. */
    async write(orders: GeneratedOrder[]) {
      if (!orders.length) return;
      await writeCustomers(orders);
      const lineCount = orders.reduce((sum, order) => sum + order.lines.length, 0);
      const reserved = { orders: orders.length, number: orders.length, order_items: lineCount };
      const {
        orders: firstOrderId = 0,
        number: firstNumber = 0,
        order_items: firstLineId = 0,
      } = await reserveIds(db, reserved);
      const tables = fillTables(orders, { firstOrderId, firstNumber, firstLineId, customerIds });
      await insertOrders(db, tables.orders.arrays);
      await insertLines(db, tables.lines.arrays);
      if (tables.modifiers.length) await insertModifiers(db, tables.modifiers.arrays);
      if (tables.discounts.length) await insertDiscounts(db, tables.discounts.arrays);
      if (tables.history.length) await insertHistory(db, tables.history.arrays, options.userId);
    },
  };
}
