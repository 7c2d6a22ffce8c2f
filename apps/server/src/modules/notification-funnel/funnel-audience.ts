import type { FunnelAudience, FunnelAudienceCount, FunnelChannel } from '@mise/contract';
import { funnelChannels } from '@mise/contract';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { customers, orderItems, orders, productCategories, products } from '../../db/schema.ts';

/** Orders that count as bought: everything but a cancelled (CLOSED) order. */
const isPurchase = sql`${orders.status} <> 'CLOSED'`;

/** The contact each channel reaches a customer at; null when the customer has none. */
export const addressOf: Record<FunnelChannel, SQL> = {
  sms: sql`nullif(trim(${customers.phone}), '')`,
  email: sql`nullif(trim(${customers.email}), '')`,
  telegram_bot: sql`nullif(trim(${customers.telegram_chat_id}), '')`,
  push_notification: sql`nullif(trim(${customers.push_token}), '')`,
};

function boughtWhere(itemCondition: SQL) {
  return sql`exists (
    select 1 from ${orderItems}
    join ${orders} on ${orders.id} = ${orderItems.order_id}
    where ${orders.customer_id} = ${customers.id} and ${isPurchase} and ${itemCondition})`;
}

function categorySubtree(ids: number[]) {
  return sql`(with recursive subtree(id) as (
    select ${productCategories.id} from ${productCategories} where ${inArray(productCategories.id, ids)}
    union
    select child.id from ${productCategories} as child join subtree on child.parent_category_id = subtree.id
  ) select id from subtree)`;
}

function withinRange(value: SQL, from?: Date | null, to?: Date | null) {
  return and(
    from ? sql`${value} >= ${from.toISOString()}::timestamptz` : undefined,
    to ? sql`${value} <= ${to.toISOString()}::timestamptz` : undefined,
  );
}

/**
 * The customers a funnel's rules select, as a condition on `customers`. Enabled customers only;
 * groups and hand-picked customers together name who (either), every other filled rule narrows.
 * Date bounds include their edges.
 */
export function audienceWhere(rules: Partial<FunnelAudience>): SQL {
  const groups = rules.customer_groups ?? [];
  const picked = rules.customers ?? [];
  const who =
    groups.length || picked.length
      ? or(
          groups.length ? inArray(customers.customer_group_id, groups) : undefined,
          picked.length ? inArray(customers.id, picked) : undefined,
        )
      : undefined;
  const categories = rules.product_categories ?? [];
  const boughtProducts = rules.products ?? [];
  const lastOrder = sql`(select max(${orders.created_at}) from ${orders}
    where ${orders.customer_id} = ${customers.id} and ${isPurchase})`;
  return and(
    sql`${customers.is_enabled}`,
    who,
    categories.length
      ? boughtWhere(sql`${orderItems.product_id} in (
          select ${products.id} from ${products} where ${products.category_id} in ${categorySubtree(categories)})`)
      : undefined,
    boughtProducts.length ? boughtWhere(inArray(orderItems.product_id, boughtProducts)) : undefined,
    withinRange(lastOrder, rules.last_order_date_from, rules.last_order_date_to),
    withinRange(
      sql`${customers.created_at}`,
      rules.customer_registration_date_from,
      rules.customer_registration_date_to,
    ),
  ) as SQL;
}

/** How many customers the rules select now, and how many of them each channel can reach. */
export async function countAudience(
  db: Executor,
  rules: Partial<FunnelAudience>,
): Promise<Omit<FunnelAudienceCount, 'configured'>> {
  const reachable = funnelChannels.map(
    (channel) => sql`count(${addressOf[channel]})::int as ${sql.identifier(channel)}`,
  );
  const result = await db.execute(
    sql`select count(*)::int as count, ${sql.join(reachable, sql`, `)}
      from ${customers} where ${audienceWhere(rules)}`,
  );
  const row = rowsOf<Record<string, number>>(result)[0] ?? {};
  return {
    count: Number(row.count ?? 0),
    by_channel: Object.fromEntries(
      funnelChannels.map((channel) => [channel, Number(row[channel] ?? 0)]),
    ) as FunnelAudienceCount['by_channel'],
  };
}
