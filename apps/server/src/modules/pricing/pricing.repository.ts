import type { OrderSource } from '@mise/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deliveryZones,
  pickupPoints,
  productCategories,
  productModifiers,
  products,
  shippingMethods,
} from '../../db/schema.ts';
import { enabledFor, productSoldThrough } from './channel-availability.ts';

/** The products of a cart the channel sells, by id; ids missing from the map are unknown or not sold there. */
export async function findSellableProducts(executor: Executor, ids: number[], channel: OrderSource) {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      category_id: products.category_id,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(inArray(products.id, ids), productSoldThrough(channel)));
  return new Map(rows.map((row) => [row.id, row]));
}

export type ModifierRow = {
  id: number;
  product_id: number;
  group_id: number | null;
  name: string;
  price: number;
  is_required: boolean;
};

export async function findModifiersOf(executor: Executor, productIds: number[]): Promise<ModifierRow[]> {
  if (productIds.length === 0) return [];
  return executor
    .select({
      id: productModifiers.id,
      product_id: productModifiers.product_id,
      group_id: productModifiers.group_id,
      name: productModifiers.name,
      price: productModifiers.price,
      is_required: productModifiers.is_required,
    })
    .from(productModifiers)
    .where(inArray(productModifiers.product_id, productIds))
    .orderBy(asc(productModifiers.sort), asc(productModifiers.id));
}

export async function findShippingMethod(executor: Executor, id: number, channel: OrderSource) {
  const [row] = await executor
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), enabledFor(shippingMethods, channel)));
  return row ?? null;
}

export async function findPickupPoint(executor: Executor, id: number, channel: OrderSource) {
  const [row] = await executor
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), enabledFor(pickupPoints, channel)));
  return row ?? null;
}

/** Enabled zones with a polygon, cheapest first (the order the point check answers in). */
export async function findEnabledZones(executor: Executor) {
  return executor
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.is_enabled, true), isNotNull(deliveryZones.google_map_data)))
    .orderBy(asc(deliveryZones.cost), asc(deliveryZones.id));
}
