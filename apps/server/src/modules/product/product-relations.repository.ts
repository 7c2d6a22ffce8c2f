import type { NamedReference, ProductBundleInput, ProductSummary } from '@mise/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  ingredients,
  productBundles,
  productCrossSells,
  productIngredients,
  products,
} from '../../db/schema.ts';

/** The SQL side of a product's lists of other records: cross-sells, bundles and ingredients. */

const other = alias(products, 'other_product');
const summary = { id: other.id, name: other.name, image: other.image };

function groupBy<T>(rows: { productId: number; item: T }[]) {
  const byProduct = new Map<number, T[]>();
  for (const { productId, item } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(item);
    byProduct.set(productId, list);
  }
  return byProduct;
}

export async function findCrossSells(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ProductSummary[]>();
  const rows = await db
    .select({ productId: productCrossSells.product_id, item: summary })
    .from(productCrossSells)
    .innerJoin(other, eq(other.id, productCrossSells.cross_sell_product_id))
    .where(inArray(productCrossSells.product_id, productIds))
    .orderBy(asc(other.sort), asc(other.id));
  return groupBy(rows as { productId: number; item: ProductSummary }[]);
}

export async function findBundles(db: Executor, productIds: number[]) {
  type Bundle = { id: number; product: ProductSummary & { price: number } };
  if (productIds.length === 0) return new Map<number, Bundle[]>();
  const rows = await db
    .select({
      productId: productBundles.product_id,
      id: productBundles.id,
      product: { ...summary, price: other.price },
    })
    .from(productBundles)
    .innerJoin(other, eq(other.id, productBundles.bundle_product_id))
    .where(inArray(productBundles.product_id, productIds))
    .orderBy(asc(productBundles.id));
  return groupBy(rows.map(({ productId, ...item }) => ({ productId, item: item as Bundle })));
}

export async function findIngredients(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, NamedReference[]>();
  const rows = await db
    .select({
      productId: productIngredients.product_id,
      item: { id: ingredients.id, name: ingredients.name },
    })
    .from(productIngredients)
    .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredient_id))
    .where(inArray(productIngredients.product_id, productIds))
    .orderBy(asc(ingredients.id));
  return groupBy(rows as { productId: number; item: NamedReference }[]);
}

export async function findExistingIds(db: Executor, table: 'products' | 'ingredients', ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const target = table === 'products' ? products : ingredients;
  const rows = await db.select({ id: target.id }).from(target).where(inArray(target.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function findBundleIds(db: Executor, productId: number) {
  const rows = await db
    .select({ id: productBundles.id })
    .from(productBundles)
    .where(eq(productBundles.product_id, productId));
  return new Set(rows.map((row) => row.id));
}

/** The products whose bundles hold this one: they keep it from being deleted. */
export async function findProductsBundling(db: Executor, productId: number) {
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(productBundles)
    .innerJoin(products, eq(products.id, productBundles.product_id))
    .where(eq(productBundles.bundle_product_id, productId))
    .orderBy(asc(products.id));
}

export async function replaceCrossSells(db: Executor, productId: number, ids: number[]) {
  await db.delete(productCrossSells).where(eq(productCrossSells.product_id, productId));
  const unique = [...new Set(ids)];
  if (unique.length) {
    await db
      .insert(productCrossSells)
      .values(unique.map((id) => ({ product_id: productId, cross_sell_product_id: id })));
  }
}

export async function replaceIngredients(db: Executor, productId: number, ids: number[]) {
  await db.delete(productIngredients).where(eq(productIngredients.product_id, productId));
  const unique = [...new Set(ids)];
  if (unique.length) {
    await db
      .insert(productIngredients)
      .values(unique.map((id) => ({ product_id: productId, ingredient_id: id })));
  }
}

/** Makes the stored bundle list the one sent: kept ids are updated, missing ones go, new ones are added. */
export async function replaceBundles(db: Executor, productId: number, bundles: ProductBundleInput[]) {
  const keptIds = bundles.map((bundle) => bundle.id).filter((id): id is number => id != null);
  const ofProduct = eq(productBundles.product_id, productId);
  await db
    .delete(productBundles)
    .where(keptIds.length ? and(ofProduct, notInArray(productBundles.id, keptIds)) : ofProduct);
  for (const bundle of bundles) {
    if (bundle.id != null) {
      await db
        .update(productBundles)
        .set({ bundle_product_id: bundle.product })
        .where(and(ofProduct, eq(productBundles.id, bundle.id)));
    }
  }
  const added = bundles.filter((bundle) => bundle.id == null);
  if (added.length) {
    await db
      .insert(productBundles)
      .values(added.map((bundle) => ({ product_id: productId, bundle_product_id: bundle.product })));
  }
}
