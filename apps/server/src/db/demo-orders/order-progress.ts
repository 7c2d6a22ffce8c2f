// How far an order got by now: the status path it follows and when each change happened.
import { canChangeOrderStatus, type OrderStatus } from '@mise/contract';
import type { Random } from './order-rhythm.ts';

export type StatusChange = { from: OrderStatus; to: OrderStatus; at: number };

const minute = 60_000;

/** [status, earliest and latest minutes after the previous change] along each path. */
type Path = [OrderStatus, number, number][];
const cooking: Path = [
  ['IN_PROGRESS', 2, 8],
  ['DONE', 12, 30],
];
const deliveredPath: Path = [...cooking, ['IN_DELIVERY', 3, 10], ['COMPLETED', 15, 40]];
const collectedPath: Path = [...cooking, ['COMPLETED', 5, 20]];
const cancelledPath: Path = [['CLOSED', 2, 15]];
const cancelledInKitchenPath: Path = [
  ['IN_PROGRESS', 2, 8],
  ['CLOSED', 5, 20],
];
const failedDeliveryPath: Path = [...cooking, ['IN_DELIVERY', 3, 10], ['ERROR', 25, 50]];
const paidFirst = (path: Path): Path => [['PAID', 0, 2], ...path];

/** Statuses the newest orders are held at, newest first, so the board always has work on it. */
const activeTail: OrderStatus[] = [
  'OPEN',
  'OPEN',
  'PAID',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'DONE',
  'IN_DELIVERY',
  'IN_PROGRESS',
];

/** The status the `fromNewest`-th newest order (0 = newest) waits at, if it is one of the held. */
export const heldStatusOf = (fromNewest: number): OrderStatus | undefined => activeTail[fromNewest];

function choosePath(random: Random, isDelivery: boolean, isPaidOnline: boolean, isHeld: boolean): Path {
  const fate = isHeld ? 1 : random();
  let path: Path;
  if (fate < 0.05) return cancelledPath;
  if (fate < 0.07) path = cancelledInKitchenPath;
  else if (isDelivery && fate < 0.085) path = failedDeliveryPath;
  else path = isDelivery ? deliveredPath : collectedPath;
  return isPaidOnline ? paidFirst(path) : path;
}

/**
 * The changes an order created at `createdAt` has been through by `now`. The newest orders are
 * held at an active status (an order held IN_DELIVERY must be a delivery, one held PAID paid online).
 */
export function progressOrder(options: {
  random: Random;
  createdAt: number;
  now: number;
  isDelivery: boolean;
  isPaidOnline: boolean;
  fromNewest: number;
}): StatusChange[] {
  const { random, createdAt, now } = options;
  const heldAt = heldStatusOf(options.fromNewest);
  const path = choosePath(random, options.isDelivery, options.isPaidOnline, heldAt !== undefined);
  const changes: StatusChange[] = [];
  let status: OrderStatus = 'OPEN';
  let at = createdAt;
  for (const [next, earliest, latest] of path) {
    if (status === heldAt) break;
    at += (earliest + random() * (latest - earliest)) * minute;
    if (at > now && heldAt === undefined) break;
    if (!canChangeOrderStatus(status, next)) throw new Error(`No way from ${status} to ${next}`);
    changes.push({ from: status, to: next, at: Math.floor(at) });
    status = next;
  }
  // A held order's changes may run past now on paper: squeeze them in between creation and now.
  const last = changes.at(-1);
  if (last && last.at > now) {
    const scale = (now - createdAt) / (last.at - createdAt);
    for (const change of changes) change.at = Math.floor(createdAt + (change.at - createdAt) * scale);
  }
  return changes;
}
