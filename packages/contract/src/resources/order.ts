import { z } from 'zod';
import { orderStatuses } from '../orders.ts';
import type { Translatable } from '../translatable.ts';
import type { NamedReference as Named } from '../values.ts';

/** POST /api/order/{id}/status: the status to move to (API.md's table decides if it may) and a note. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(orderStatuses).describe('The status to move the order to'),
  comment: z.string().trim().max(1000).optional().describe('Why, for the status history'),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** A line as the orders list shows it: what and how many. */
export type OrderItemSummary = { name: Translatable; qty: number };

export type OrderStatusHistoryEntry = {
  from: string | null;
  to: string;
  user: { id: number; name: string } | null;
  comment: string | null;
  created_at: string;
};

/** GET /api/order/{id}: spec part 2's Order entity plus number, source and status history. */
export type OrderDetail = {
  id: number;
  number: number;
  status: string;
  source: string;
  created_at: string;
  viewed_at: string | null;
  subtotal: number;
  shipping_total: number;
  discount: number;
  bonuses_used: number;
  grandtotal: number;
  platform_id: string | null;
  change_from: number | null;
  people_count: number | null;
  additional_people_count: number | null;
  comment: string | null;
  order_items: {
    id: number;
    product: Named | null;
    name: Translatable;
    qty: number;
    price: number;
    subtotal: number;
    grandtotal: number;
    order_item_modifiers: { name: string; qty: number; price: number }[];
  }[];
  customer: {
    id: number;
    first_name: string | null;
    last_name: string | null;
    phone: string;
    email: string | null;
  } | null;
  payment_method: Named | null;
  shipping_method: (Named & { show_addresses: boolean }) | null;
  pickup_point: (Named & { address: string | null }) | null;
  delivery: {
    delivery_term: string | null;
    street: string | null;
    house: string | null;
    building: string | null;
    entrance: string | null;
    floor: string | null;
    entry_code: string | null;
    flat: string | null;
    platform_city: Named | null;
    platform_street: Named | null;
  };
  coupons_discount: { id: number; code: string | null; discount: number }[];
  discounts: { id: number; kind: string; code: string | null; name: Translatable | null; amount: number }[];
  status_history: OrderStatusHistoryEntry[];
};
