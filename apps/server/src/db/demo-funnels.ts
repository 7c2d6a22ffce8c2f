import { asc, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { customers, funnelDeliveries, notificationFunnels } from './schema.ts';

const quarterHour = 15 * 60_000;
const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 + minutes * 60_000);
/** The form picks moments in 15-minute steps: a rule stored off that grid would read oddly. */
const onQuarterHour = (date: Date) => new Date(Math.floor(date.getTime() / quarterHour) * quarterHour);

/**
 * Two notification funnels: one sent three days ago with its delivery log (SMS and e-mail, a customer
 * without e-mail skipped, one number refused), and a draft for lapsed customers.
 */
export async function seedDemoFunnels(db: Executor) {
  const people = await db
    .select({ id: customers.id, phone: customers.phone, email: customers.email })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(12);
  const [sent] = await db
    .insert(notificationFunnels)
    .values({
      header: 'Weekend pizza night',
      content: 'Two pizzas for the price of one this Friday and Saturday, from 18:00. See you!',
      sms: true,
      email: true,
      is_started: true,
      status: 'DONE',
      started_at: daysAgo(3),
      finished_at: daysAgo(3, 2),
      created_at: daysAgo(4),
    })
    .returning({ id: notificationFunnels.id });
  const refused = people.at(-1)?.id;
  const deliveries = people.flatMap((person, index) => {
    const at = daysAgo(3, 1 + index / 10);
    const isRefused = person.id === refused && people.length > 1;
    return [
      {
        funnel_id: sent!.id,
        customer_id: person.id,
        channel: 'sms',
        address: person.phone,
        status: isRefused ? 'failed' : 'sent',
        attempts: 1,
        sent_at: isRefused ? null : at,
        provider_message_id: isRefused ? null : `SM${String(1000 + index)}`,
        last_error: isRefused ? 'The number is not a mobile number (21614)' : null,
      },
      {
        funnel_id: sent!.id,
        customer_id: person.id,
        channel: 'email',
        address: person.email,
        status: person.email ? 'sent' : 'skipped',
        attempts: person.email ? 1 : 0,
        sent_at: person.email ? at : null,
        provider_message_id: person.email ? `<demo-${index}@mise.test>` : null,
      },
    ];
  });
  if (deliveries.length) await db.insert(funnelDeliveries).values(deliveries);
  const count = (status: string) => deliveries.filter((delivery) => delivery.status === status).length;
  await db
    .update(notificationFunnels)
    .set({
      total_count: deliveries.length,
      sent_count: count('sent'),
      failed_count: count('failed'),
      skipped_count: count('skipped'),
    })
    .where(eq(notificationFunnels.id, sent!.id));
  await db.insert(notificationFunnels).values({
    header: 'We miss you',
    content: 'It has been a while! Order this week and dessert is on us.',
    sms: true,
    telegram_bot: true,
    last_order_date_to: onQuarterHour(daysAgo(30)),
  });
}
