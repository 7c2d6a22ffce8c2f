// Ranges of ids taken from the tables' sequences in one statement, for rows written in bulk.
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { rowsOf } from '../rows.ts';
import type { FirstIds } from './copy-rows.ts';
import type { IdCounts } from './id-blocks.ts';

const sequenceOf: Record<keyof FirstIds, string> = {
  customers: 'customers_id_seq',
  orders: 'orders_id_seq',
  number: 'order_number_seq',
  order_items: 'order_items_id_seq',
  order_item_modifiers: 'order_item_modifiers_id_seq',
  order_discounts: 'order_discounts_id_seq',
  order_status_history: 'order_status_history_id_seq',
};

/** Reserves `wanted[key]` consecutive values of each key's sequence; answers the first of each range. */
export async function reserveIds(db: Executor, wanted: IdCounts): Promise<Partial<FirstIds>> {
  const names = Object.keys(wanted) as (keyof FirstIds)[];
  const result =
    await db.execute(sql`select u.key, setval(u.sequence::regclass, nextval(u.sequence::regclass) + u.count - 1) as last
    from unnest(${sql.param(names)}::text[], ${sql.param(names.map((name) => sequenceOf[name]))}::text[],
      ${sql.param(names.map((name) => wanted[name]))}::int[]) as u(key, sequence, count)
    where u.count > 0`);
  const first: Partial<FirstIds> = {};
  for (const row of rowsOf<{ key: keyof FirstIds; last: string }>(result))
    first[row.key] = Number(row.last) - (wanted[row.key] ?? 0) + 1;
  return first;
}
