import type { OrderSource } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import type { deliveryZones, pickupPoints, shippingMethods } from '../../db/schema.ts';

/** What a cart asks for; ids only. Prices a client may send are never read. */
export type PricingRequest = {
  items: { product: number; qty: number; modifiers?: { id: number; qty: number }[] }[];
  shipping_method: number;
  pickup_point?: number | null;
  delivery?: { lat?: number | null; lng?: number | null } | null;
  coupon?: string | null;
};

/** Who orders, through which channel, and when (promotions read the clock, coupons the customer). */
export type PricingCustomer = {
  id: number | null;
  customer_group_id: number | null;
  /** True when the customer was created by this order (no account before). */
  is_new: boolean;
};

export type PricingOptions = {
  channel: OrderSource;
  customer: PricingCustomer;
  now?: Date;
};

export type PricedModifier = { modifier_id: number; name: string; qty: number; price: number };

export type PricedLine = {
  /** Position in the request: `items.{index}` in field errors. */
  index: number;
  product_id: number;
  category_id: number | null;
  /** The product's name when ordered, kept on the order line. */
  name: Record<string, string>;
  qty: number;
  /** Product price plus its modifiers (each price × qty), for one piece. */
  unit_price: number;
  modifiers: PricedModifier[];
  /** unit_price × qty */
  subtotal: number;
  /** This line's share of the order's discount lines. */
  discount: number;
  grandtotal: number;
};

export type DiscountKind = 'promotion' | 'coupon' | 'group' | 'shipping';

export type DiscountLine = {
  kind: DiscountKind;
  source_id: number | null;
  code: string | null;
  name: Record<string, string> | null;
  /** Positive amount taken off, two decimals. */
  amount: number;
  /** How the amount falls on the cart lines (by `PricedLine.index`); spread by subtotal when left out. */
  line_amounts?: { index: number; amount: number }[];
};

export type ShippingQuote = {
  method: typeof shippingMethods.$inferSelect;
  /** The zone holding the delivery address (delivery methods with zones). */
  zone: typeof deliveryZones.$inferSelect | null;
  pickup_point: typeof pickupPoints.$inferSelect | null;
  cost: number;
};

/** What each discount rule sees: the priced cart and the discounts of the rules before it. */
export type PricingContext = {
  executor: Executor;
  request: PricingRequest;
  channel: OrderSource;
  customer: PricingCustomer;
  now: Date;
  /** The priced cart; a rule may add a line priced 0 here (a coupon's free product), stored with the order. */
  lines: PricedLine[];
  /** Sum of line subtotals, before any discount. */
  subtotal: number;
  shipping: ShippingQuote;
  /** Discount lines of the rules earlier in the list. */
  applied: DiscountLine[];
};

/**
 * One kind of discount. `apply` answers its lines (none when it does not apply) or throws a 422
 * keyed by the request's field (`coupon`); `commit` records what the order used (a coupon use)
 * in the order's transaction, given this rule's own lines.
 */
export type DiscountRule = {
  name: string;
  apply: (context: PricingContext) => Promise<DiscountLine[]> | DiscountLine[];
  commit?: (
    executor: Executor,
    order: { orderId: number; customerId: number | null },
    lines: DiscountLine[],
  ) => Promise<void>;
};

export type PricedOrder = {
  lines: PricedLine[];
  shipping: ShippingQuote;
  shipping_total: number;
  discounts: (DiscountLine & { rule: DiscountRule })[];
  subtotal: number;
  discount: number;
  grandtotal: number;
};
