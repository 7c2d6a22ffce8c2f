import type { OrderEventData, OrderEventType } from '@mise/contract';
import { and, asc, count, desc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';

export type OrderEvent = { id: number; type: OrderEventType; data: OrderEventData };

const eventColumns = { id: orderEvents.id, type: orderEvents.type, data: orderEvents.data };

/** Events after the given id in id order (which is commit order: announce.ts), optionally not older than `since`. */
export async function readEventsAfter(
  db: Database,
  afterId: number,
  limit: number,
  since?: Date,
): Promise<OrderEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(orderEvents)
    .where(and(gt(orderEvents.id, afterId), since ? gte(orderEvents.created_at, since) : undefined))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows as OrderEvent[];
}

export async function readLatestEventId(db: Database): Promise<number> {
  const [latest] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return latest?.id ?? 0;
}

export async function deleteEventsBefore(db: Database, before: Date) {
  await db.delete(orderEvents).where(lt(orderEvents.created_at, before));
}

const orderEventFields = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  grandtotal: orders.grandtotal,
  source: orders.source,
  created_at: orders.created_at,
  viewed_at: orders.viewed_at,
};

/** The order's event fields, with viewed_at set now if it was still unset (undefined: no such order). */
export async function markOrderViewed(executor: Executor, id: number) {
  const [viewed] = await executor
    .update(orders)
    .set({ viewed_at: new Date() })
    .where(and(eq(orders.id, id), isNull(orders.viewed_at)))
    .returning(orderEventFields);
  if (viewed) return { ...viewed, isFirstView: true };
  const [order] = await executor.select(orderEventFields).from(orders).where(eq(orders.id, id));
  return order && { ...order, isFirstView: false };
}

export async function countUnviewedOrders(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(isNull(orders.viewed_at));
  return row?.count ?? 0;
}
