import { type FunnelAudience, type FunnelChannel, funnelChannels } from '@mise/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, funnelDeliveries, notificationFunnels } from '../../db/schema.ts';
import { addressOf, audienceWhere } from './funnel-audience.ts';

type Funnel = typeof notificationFunnels.$inferSelect;

export const chosenChannels = (funnel: Pick<Funnel, FunnelChannel>) =>
  funnelChannels.filter((channel) => funnel[channel]);

/**
 * Queues one delivery per selected customer and chosen channel; a customer without that channel's
 * contact is queued as skipped. The unique (funnel, customer, channel) index and ON CONFLICT DO
 * NOTHING keep a second start from queueing anyone twice.
 */
export async function enqueueDeliveries(db: Executor, funnel: Funnel, rules: FunnelAudience) {
  const channels = chosenChannels(funnel);
  if (channels.length > 0) {
    const rows = sql.join(
      channels.map((channel) => sql`(${channel}::varchar, ${addressOf[channel]})`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${funnelDeliveries} (funnel_id, customer_id, channel, address, status)
      select ${funnel.id}::int, ${customers.id}, contact.channel, contact.address,
        case when contact.address is null then 'skipped' else 'pending' end
      from ${customers} cross join lateral (values ${rows}) as contact(channel, address)
      where ${audienceWhere(rules)}
      on conflict (funnel_id, customer_id, channel) do nothing`);
  }
  await db
    .update(notificationFunnels)
    .set({ status: 'QUEUED', started_at: sql`coalesce(${notificationFunnels.started_at}, now())` })
    .where(eq(notificationFunnels.id, funnel.id));
  await refreshFunnels(db, [funnel.id]);
}

const countOf = (status: string) =>
  sql<number>`(select count(*)::int from ${funnelDeliveries}
    where ${funnelDeliveries.funnel_id} = ${notificationFunnels.id} and ${funnelDeliveries.status} = ${status})`;

/** Counters and status from the deliveries themselves, so any process may refresh them at any time. */
export async function refreshFunnels(db: Executor, funnelIds: number[]) {
  if (funnelIds.length === 0) return;
  const ofThese = inArray(notificationFunnels.id, funnelIds);
  await db
    .update(notificationFunnels)
    .set({
      total_count: sql`(select count(*)::int from ${funnelDeliveries}
        where ${funnelDeliveries.funnel_id} = ${notificationFunnels.id})`,
      sent_count: countOf('sent'),
      failed_count: countOf('failed'),
      skipped_count: countOf('skipped'),
    })
    .where(ofThese);
  const open = sql`${notificationFunnels.total_count} > ${notificationFunnels.sent_count}
    + ${notificationFunnels.failed_count} + ${notificationFunnels.skipped_count}`;
  const begun = sql`(${notificationFunnels.sent_count} + ${notificationFunnels.failed_count} > 0
    or ${countOf('sending')} > 0)`;
  await db
    .update(notificationFunnels)
    .set({
      status: sql`case
        when ${open} then case when ${begun} then 'SENDING' else 'QUEUED' end
        when ${notificationFunnels.failed_count} > 0 and ${notificationFunnels.sent_count} = 0 then 'FAILED'
        else 'DONE' end`,
      finished_at: sql`case when ${open} then null
        else coalesce(${notificationFunnels.finished_at}, now()) end`,
    })
    .where(and(ofThese, sql`${notificationFunnels.status} <> 'DRAFT'`));
}

/** A page of a funnel's per-recipient log, oldest first. */
export async function pageDeliveries(
  db: Executor,
  funnelId: number,
  page: { limit: number; offset: number },
) {
  const ofFunnel = eq(funnelDeliveries.funnel_id, funnelId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(funnelDeliveries)
    .where(ofFunnel);
  const rows = await db
    .select({
      id: funnelDeliveries.id,
      customer_id: customers.id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      phone: customers.phone,
      channel: funnelDeliveries.channel,
      address: funnelDeliveries.address,
      status: funnelDeliveries.status,
      attempts: funnelDeliveries.attempts,
      last_error: funnelDeliveries.last_error,
      next_attempt_at: funnelDeliveries.next_attempt_at,
      sent_at: funnelDeliveries.sent_at,
    })
    .from(funnelDeliveries)
    .leftJoin(customers, eq(customers.id, funnelDeliveries.customer_id))
    .where(ofFunnel)
    .orderBy(asc(funnelDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.map(({ customer_id, first_name, last_name, phone, ...delivery }) => ({
    ...delivery,
    customer: customer_id === null ? null : { id: customer_id, first_name, last_name, phone: phone ?? '' },
  }));
  return { items, total: Number(total) };
}
