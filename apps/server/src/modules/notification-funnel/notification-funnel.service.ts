import { type FieldErrors, type FunnelAudience, funnelMessageKeys } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import type { notificationFunnels } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { linkedListHooks } from '../../http/linked-lists.ts';
import type { ResourceHooks, Row, Values } from '../../http/resource.ts';
import {
  type FunnelListName,
  findLinkedIds,
  funnelListNames,
  funnelLists,
} from './funnel-links.repository.ts';
import { enqueueDeliveries } from './funnel-queue.repository.ts';

type Funnel = typeof notificationFunnels.$inferSelect;

const dateRanges = [
  ['last_order_date_from', 'last_order_date_to'],
  ['customer_registration_date_from', 'customer_registration_date_to'],
] as const;

const sameValue = (sent: unknown, stored: unknown) =>
  sent instanceof Date || stored instanceof Date
    ? (sent as Date | null)?.getTime() === (stored as Date | null)?.getTime()
    : (sent ?? null) === (stored ?? null);

const sameIds = (sent: number[], stored: number[]) =>
  new Set(sent).size === new Set(stored).size && sent.every((id) => stored.includes(id));

/** A started funnel is fixed: any field sent with another value than the stored one is refused. */
async function findLockedChanges(db: Executor, values: Values, existing: Row) {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    const isList = (funnelListNames as string[]).includes(name);
    const isSame = isList
      ? sameIds(value as number[], await findLinkedIds(db, name as FunnelListName, existing.id))
      : sameValue(value, existing[name]);
    if (!isSame) errors[name] = funnelMessageKeys.startedLocked;
  }
  return errors;
}

function findRangeErrors(values: Values, existing?: Row) {
  const errors: FieldErrors = {};
  for (const [from, to] of dateRanges) {
    const start = (from in values ? values[from] : existing?.[from]) as Date | null | undefined;
    const end = (to in values ? values[to] : existing?.[to]) as Date | null | undefined;
    if (start && end && start > end) errors[to] = funnelMessageKeys.rangeReversed;
  }
  return errors;
}

/** The audience rules a stored funnel was saved with (its lists live in link tables). */
async function readRules(db: Executor, funnel: Funnel): Promise<FunnelAudience> {
  const ids = async (list: FunnelListName) => findLinkedIds(db, list, funnel.id);
  return {
    customer_groups: await ids('customer_groups'),
    customers: await ids('customers'),
    product_categories: await ids('product_categories'),
    products: await ids('products'),
    last_order_date_from: funnel.last_order_date_from,
    last_order_date_to: funnel.last_order_date_to,
    customer_registration_date_from: funnel.customer_registration_date_from,
    customer_registration_date_to: funnel.customer_registration_date_to,
  };
}

const lists = linkedListHooks(funnelLists);

/**
 * A funnel's lists are checked and replaced in the write's transaction; saving it started queues its
 * deliveries in that same transaction, and from then on its message and audience are fixed.
 */
export const notificationFunnelHooks: ResourceHooks = {
  async beforeWrite(context, values, existing) {
    const { db } = context;
    const locked = existing?.is_started ? await findLockedChanges(db, values, existing) : {};
    if (Object.keys(locked).length) throw unprocessable(locked, 'A started funnel can no longer change');
    const errors = findRangeErrors(values, existing);
    if (Object.keys(errors).length) throw unprocessable(errors, 'Check the date ranges');
    return lists.beforeWrite(context, values, existing);
  },

  async afterWrite(context, saved, existing, values) {
    if (existing?.is_started) return;
    await lists.afterWrite(context, saved, existing, values);
    const { db } = context;
    if (saved.is_started) {
      const funnel = saved as unknown as Funnel;
      await enqueueDeliveries(db, funnel, await readRules(db, funnel));
    }
  },

  async expand(db, rows: Row[]) {
    const addLists = await lists.expand(db, rows);
    return (loaded) =>
      addLists(loaded).map((row) => ({ ...row, progress: `${row.sent_count}/${row.total_count}` }));
  },
};
