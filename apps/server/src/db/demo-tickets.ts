import type { Executor } from './client.ts';
import { customerTickets } from './schema.ts';

/** A CRM board with work in every column, some tickets about known customers. */
export async function seedDemoTickets(db: Executor, customerIds: { anna: number; piotr: number }) {
  await db.insert(customerTickets).values([
    {
      title: 'Birthday cake for Saturday',
      description:
        'Wants a chocolate cake for 12 people, delivered by 17:00; asked whether we can write a name on it.',
      customer_id: customerIds.anna,
    },
    {
      title: 'Call back about a missing sauce',
      description: 'Garlic sauce was missing from order 1042.',
      customer_id: customerIds.piotr,
    },
    {
      title: 'Catering offer for an office',
      description: 'Lunch for 25 people every Friday in December; needs a price list.',
    },
    {
      title: 'Refund a late delivery',
      description: 'Courier arrived 50 minutes late; the customer asked for the delivery fee back.',
      status: 'IN_PROGRESS',
      customer_id: customerIds.anna,
    },
    { title: 'Gluten-free pizza question', status: 'IN_PROGRESS', customer_id: customerIds.piotr },
    {
      title: 'Feedback on the new menu',
      description: 'Loved the pierogi, found the soup too salty.',
      status: 'DONE',
    },
  ]);
}
