import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customerGroups,
  customers,
  funnelCustomerGroups,
  funnelCustomers,
  funnelProductCategories,
  funnelProducts,
  productCategories,
  products,
} from '../../db/schema.ts';
import type { LinkedList } from '../../http/linked-lists.ts';

/** A funnel's audience lists, each a link table to the records it names. */
export const funnelLists = {
  customer_groups: {
    links: funnelCustomerGroups,
    owner: funnelCustomerGroups.funnel_id,
    target: funnelCustomerGroups.customer_group_id,
    records: customerGroups,
  },
  customers: {
    links: funnelCustomers,
    owner: funnelCustomers.funnel_id,
    target: funnelCustomers.customer_id,
    records: customers,
    name: sql<string>`concat_ws(' ', nullif(concat_ws(' ', ${customers.first_name}, ${customers.last_name}), ''), ${customers.phone})`,
  },
  product_categories: {
    links: funnelProductCategories,
    owner: funnelProductCategories.funnel_id,
    target: funnelProductCategories.category_id,
    records: productCategories,
  },
  products: {
    links: funnelProducts,
    owner: funnelProducts.funnel_id,
    target: funnelProducts.product_id,
    records: products,
  },
} satisfies Record<string, LinkedList>;

export type FunnelListName = keyof typeof funnelLists;
export const funnelListNames = Object.keys(funnelLists) as FunnelListName[];

/** The ids a stored funnel's list holds. */
export async function findLinkedIds(db: Executor, list: FunnelListName, funnelId: number) {
  const { links, owner, target }: LinkedList = funnelLists[list];
  const rows = await db.select({ id: target }).from(links).where(eq(owner, funnelId));
  return rows.map((row) => row.id as number);
}
