import type { MantineColor } from '@mantine/core';
import { type OrderStatus, orderStatuses, orderStatusTransitions } from '@mise/contract/lite/orders';

/** Spec part 1's colour table, in its order; a status it does not know takes the last colour. */
const statusColors: [OrderStatus, MantineColor][] = [
  ['OPEN', 'blue'],
  ['IN_PROGRESS', 'orange'],
  ['IN_DELIVERY', 'violet'],
  ['PAID', 'teal'],
  ['DONE', 'cyan'],
  ['CLOSED', 'gray'],
  ['COMPLETED', 'green'],
  ['ERROR', 'red'],
];

export function statusColor(status: string): MantineColor {
  return (statusColors.find(([known]) => known === status) ?? statusColors[statusColors.length - 1])[1];
}

export const statusLabelKey = (status: string) => `orders.status.${status}`;

/** Where the order usually goes next comes first; closing, the step that ends it, comes last. */
const forwardOrder: OrderStatus[] = [
  'PAID',
  'IN_PROGRESS',
  'DONE',
  'IN_DELIVERY',
  'COMPLETED',
  'ERROR',
  'CLOSED',
];

export function nextStatuses(status: string): OrderStatus[] {
  const allowed = orderStatusTransitions[status as OrderStatus] ?? [];
  return forwardOrder.filter((candidate) => allowed.includes(candidate));
}

/** The status filter picks a status by its translated name. */
export const statusOptions = orderStatuses.map((value) => ({ value, labelKey: statusLabelKey(value) }));
