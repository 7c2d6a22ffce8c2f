import type { OrderItemSummary } from '@mise/contract';
import { asc } from 'drizzle-orm';
import { isAnyId } from '../../db/array-parameter.ts';
import type { Executor } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';
import type { Row } from '../../http/resource.ts';

type CustomerReference = { id: number; first_name: string | null; last_name: string | null; phone: string };

/** A customer as a list names them: first and last name, else the phone. */
const customerName = (customer: CustomerReference) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.phone;

/** Reads each order's short lines (name and qty, one query a page); adds them and names the customer. */
export async function expandOrderRows(db: Executor, rows: Row[]): Promise<(rows: Row[]) => Row[]> {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await db
        .select({ orderId: orderItems.order_id, name: orderItems.name, qty: orderItems.qty })
        .from(orderItems)
        .where(isAnyId(orderItems.order_id, ids))
        .orderBy(asc(orderItems.order_id), asc(orderItems.sort), asc(orderItems.id))
    : [];
  const linesByOrder = new Map<number, OrderItemSummary[]>();
  for (const line of lines) {
    const summary = { name: line.name, qty: line.qty } as OrderItemSummary;
    const list = linesByOrder.get(line.orderId);
    if (list) list.push(summary);
    else linesByOrder.set(line.orderId, [summary]);
  }
  return (withReferences) => {
    // The page's own row objects (attachReferences built them): completed in place, not copied.
    for (const row of withReferences) {
      const customer = row.customer as CustomerReference | null;
      row.customer = customer && { id: customer.id, name: customerName(customer) };
      row.items = linesByOrder.get(row.id as number) ?? [];
    }
    return withReferences;
  };
}
