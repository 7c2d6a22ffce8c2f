/** Order statuses in the order of spec part 1's colour table; the badge of an unknown status takes the last colour. */
export const orderStatuses = [
  'OPEN',
  'IN_PROGRESS',
  'IN_DELIVERY',
  'PAID',
  'DONE',
  'CLOSED',
  'COMPLETED',
  'ERROR',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The changes API.md allows; anything else is 409. */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  OPEN: ['PAID', 'IN_PROGRESS', 'CLOSED'],
  PAID: ['IN_PROGRESS', 'CLOSED'],
  IN_PROGRESS: ['DONE', 'IN_DELIVERY', 'CLOSED'],
  DONE: ['IN_DELIVERY', 'COMPLETED', 'CLOSED'],
  IN_DELIVERY: ['COMPLETED', 'ERROR'],
  ERROR: ['IN_PROGRESS', 'CLOSED'],
  COMPLETED: [],
  CLOSED: [],
};

export function canChangeOrderStatus(from: string, to: string): boolean {
  return (orderStatusTransitions[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** Storefront channels; each API key belongs to one. */
export const storefrontChannels = ['website', 'app', 'bot'] as const;
export type StorefrontChannel = (typeof storefrontChannels)[number];

/** Where an order came from: a storefront channel, or staff in the panel. */
export const orderSources = [...storefrontChannels, 'panel'] as const;
export type OrderSource = (typeof orderSources)[number];

/** Live events of GET /api/order/events; `order.viewed` when staff first open an order (the badge drops). */
export const orderEventTypes = ['order.created', 'order.status', 'order.viewed'] as const;
export type OrderEventType = (typeof orderEventTypes)[number];
export type OrderEventData = {
  id: number;
  number: number;
  status: string;
  grandtotal: number;
  source: string;
  created_at: string;
};
