// Reads the menu, methods and places orders are made of from the database, money in cents.
import type { Executor } from '../client.ts';
import {
  deliveryZones,
  paymentMethods,
  pickupPoints,
  productCategories,
  productModifiers,
  products,
  shippingMethods,
  streets,
} from '../schema.ts';
import type { CatalogModifier, CatalogProduct, OrderCatalog, ProductKind } from './order-basket.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** Drinks, desserts and sides by their category's slug (or its parent's); everything else is a main. */
function kindOf(slugs: string, isAdditional: boolean): ProductKind {
  if (/drink|napoj/.test(slugs)) return 'drink';
  if (/dessert|deser/.test(slugs)) return 'dessert';
  if (isAdditional || /side|sauce|dodatk/.test(slugs)) return 'side';
  return 'main';
}

// The reads run one after another: inside a transaction they share one connection, which takes
// one query at a time (node-postgres deprecates queueing them on it).
async function loadProducts(db: Executor): Promise<CatalogProduct[]> {
  const productRows = await db
    .select({
      id: products.id,
      price: products.price,
      category_id: products.category_id,
      is_popular: products.is_popular,
      is_additional: products.is_additional,
    })
    .from(products)
    .orderBy(products.id);
  const categoryRows = await db
    .select({
      id: productCategories.id,
      slug: productCategories.slug,
      parent: productCategories.parent_category_id,
    })
    .from(productCategories);
  const modifierRows = await db
    .select()
    .from(productModifiers)
    .orderBy(productModifiers.sort, productModifiers.id);
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const slugsOf = (id: number | null) => {
    const category = id === null ? undefined : categories.get(id);
    return category
      ? `${category.slug} ${category.parent ? (categories.get(category.parent)?.slug ?? '') : ''}`
      : '';
  };
  const toModifier = (row: (typeof modifierRows)[number]): CatalogModifier => ({
    id: row.id,
    name: row.name,
    price: cents(row.price),
  });
  return productRows.map((product) => {
    const own = modifierRows.filter((row) => row.product_id === product.id);
    const groups = own.filter(
      (row) => row.group_id === null && own.some((option) => option.group_id === row.id),
    );
    return {
      id: product.id,
      price: cents(product.price),
      kind: kindOf(slugsOf(product.category_id), product.is_additional),
      isPopular: product.is_popular,
      requiredGroups: groups
        .filter((group) => group.is_required)
        .map((group) => own.filter((row) => row.group_id === group.id).map(toModifier)),
      extras: own.filter((row) => row.group_id === null && !groups.includes(row)).map(toModifier),
    };
  });
}

export async function loadOrderCatalog(db: Executor): Promise<OrderCatalog> {
  const catalogProducts = await loadProducts(db);
  const payments = await db.select().from(paymentMethods).orderBy(paymentMethods.id);
  const shippings = await db.select().from(shippingMethods).orderBy(shippingMethods.id);
  const pickups = await db.select({ id: pickupPoints.id }).from(pickupPoints).orderBy(pickupPoints.id);
  const streetRows = await db
    .select({ id: streets.id, cityId: streets.city_id })
    .from(streets)
    .orderBy(streets.id);
  const zones = await db.select().from(deliveryZones).orderBy(deliveryZones.id);
  return {
    products: catalogProducts,
    paymentMethods: payments.map((method) => ({
      id: method.id,
      isCashless: method.is_cashless,
      isOnline: method.type !== 'SIMPLE',
    })),
    shippingMethods: shippings.map((method) => ({
      id: method.id,
      cost: cents(method.cost),
      minimalSum: cents(method.minimal_sum),
      discountPercent: method.discount,
      showAddresses: method.show_addresses,
      usesZones: method.google_delivery_zones_enabled,
    })),
    pickupPointIds: pickups.map((row) => row.id),
    streets: streetRows.filter((row) => row.cityId !== null) as { id: number; cityId: number }[],
    deliveryZones: zones.flatMap((zone) => {
      const ring = zone.google_map_data?.coords ?? [];
      if (!zone.is_enabled || ring.length < 3) return [];
      // The mean of the corners lies inside the demo's convex zones: good enough for demo addresses.
      const mean = (pick: (point: { lat: number; lng: number }) => number) =>
        ring.reduce((sum, point) => sum + pick(point), 0) / ring.length;
      return [{ id: zone.id, cost: cents(zone.cost), lat: mean((p) => p.lat), lng: mean((p) => p.lng) }];
    }),
  };
}
