import { createHash } from 'node:crypto';
import type { FieldErrors, OrderDetail, OrderSource, StorefrontOrderInput } from '@mise/contract';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, unprocessable } from '../../http/errors.ts';
import { announceOrderEvent } from '../order-events/announce.ts';
import { priceOrder } from '../pricing/price-order.ts';
import type { PricedOrder } from '../pricing/pricing.types.ts';
import { insertOrder } from './order-create.repository.ts';
import {
  findOrCreateCustomer,
  findReorderedProducts,
  hasEarlierOrder,
  toPricingCustomer,
} from './order-create-customer.ts';
import { findIdempotentOrder, lockIdempotencyKey } from './order-create-idempotency.ts';
import { checkOrderReferences } from './order-create-references.ts';
import { loadOrderDetail } from './order-detail.repository.ts';

export type OrderOrigin = {
  source: OrderSource;
  /** The storefront key that placed it (none for the panel). */
  apiKeyId: number | null;
  /** A repeat with the same key answers the first order instead of creating another. */
  idempotencyKey: string | null;
};

export type CreatedOrder = { order: OrderDetail; isRepeat: boolean };

/**
 * Creates an order in one transaction: the customer found or created by phone, every reference
 * checked, the cart priced by the pricing module, lines, discounts and first status written, each
 * discount rule's use recorded, and `order.created` announced. Any 422 leaves nothing behind.
 */
export async function createOrder(
  db: Database,
  input: StorefrontOrderInput,
  origin: OrderOrigin,
): Promise<CreatedOrder> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const orderId = await db.transaction(async (tx) => {
    if (origin.apiKeyId != null && origin.idempotencyKey != null) {
      await lockIdempotencyKey(tx, origin.apiKeyId, origin.idempotencyKey);
      const earlier = await findIdempotentOrder(tx, origin.apiKeyId, origin.idempotencyKey, requestHash);
      if (earlier) return { id: earlier, isRepeat: true };
    }
    return { id: await writeOrder(tx, input, origin, requestHash), isRepeat: false };
  });
  const order = await loadOrderDetail(db, orderId.id);
  if (!order) throw new Error(`Order ${orderId.id} vanished after it was created`);
  return { order, isRepeat: orderId.isRepeat };
}

async function writeOrder(
  tx: Executor,
  input: StorefrontOrderInput,
  origin: OrderOrigin,
  requestHash: string,
) {
  const channel = origin.source;
  const customer = await findOrCreateCustomer(tx, input.customer);
  const errors = await checkOrderReferences(tx, input, channel);
  const priced = await priceCollecting(tx, input, { channel, customer: toPricingCustomer(customer) }, errors);
  const isFirstOrder = !(await hasEarlierOrder(tx, customer.id));
  const reordered = await findReorderedProducts(
    tx,
    customer.id,
    priced.lines.map((line) => line.product_id),
  );
  const delivery = input.delivery;
  const order = await insertOrder(
    tx,
    {
      source: origin.source,
      customer_id: customer.id,
      is_customer_first_order: isFirstOrder,
      payment_method_id: input.payment_method,
      shipping_method_id: input.shipping_method,
      pickup_point_id: priced.shipping.pickup_point?.id ?? null,
      delivery_zone_id: priced.shipping.zone?.id ?? null,
      subtotal: priced.subtotal,
      shipping_total: priced.shipping_total,
      discount: priced.discount,
      grandtotal: priced.grandtotal,
      change_from: input.change_from ?? null,
      people_count: input.people_count ?? null,
      comment: input.comment ?? null,
      delivery_term: delivery?.delivery_term ? new Date(delivery.delivery_term) : null,
      city_id: delivery?.city ?? null,
      street_id: delivery?.street ?? null,
      house: delivery?.house ?? null,
      building: delivery?.building ?? null,
      entrance: delivery?.entrance ?? null,
      floor: delivery?.floor ?? null,
      entry_code: delivery?.entry_code ?? null,
      flat: delivery?.flat ?? null,
      lat: delivery?.lat ?? null,
      lng: delivery?.lng ?? null,
      api_key_id: origin.apiKeyId,
      idempotency_key: origin.idempotencyKey,
      idempotency_hash: origin.idempotencyKey ? requestHash : null,
    },
    priced,
    reordered,
  );
  for (const rule of new Set(priced.discounts.map((line) => line.rule))) {
    const own = priced.discounts.filter((line) => line.rule === rule);
    await rule.commit?.(tx, { orderId: order.id, customerId: customer.id }, own);
  }
  await announceOrderEvent(tx, 'order.created', order);
  return order.id;
}

/** Prices the cart; reference errors found before join the pricing's own, so one 422 lists them all. */
async function priceCollecting(
  tx: Executor,
  input: StorefrontOrderInput,
  options: Parameters<typeof priceOrder>[2],
  errors: FieldErrors,
): Promise<PricedOrder> {
  try {
    const priced = await priceOrder(tx, input, options);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    return priced;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422 && Object.keys(errors).length > 0) {
      throw unprocessable({ ...errors, ...error.errors }, error.message);
    }
    throw error;
  }
}
