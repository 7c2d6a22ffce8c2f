import type { ProductModifier, ProductModifierInput, ProductModifierOption } from '@mise/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productModifiers } from '../../db/schema.ts';

/** The SQL side of a product's modifiers: one table, a group's options point at it with group_id. */

const shown = {
  id: productModifiers.id,
  productId: productModifiers.product_id,
  groupId: productModifiers.group_id,
  name: productModifiers.name,
  price: productModifiers.price,
  is_required: productModifiers.is_required,
  created_at: productModifiers.created_at,
  updated_at: productModifiers.updated_at,
};

/** Every modifier of the given products, groups with their options nested, in one query. */
export async function findModifiers(db: Executor, productIds: number[]) {
  const byProduct = new Map<number, ProductModifier[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select(shown)
    .from(productModifiers)
    .where(inArray(productModifiers.product_id, productIds))
    .orderBy(asc(productModifiers.sort), asc(productModifiers.id));
  const groups = new Map<number, ProductModifier>();
  for (const { productId, groupId, ...row } of rows) {
    if (groupId != null) continue;
    const modifier = { ...(row as unknown as ProductModifierOption), is_option: false, options: [] };
    groups.set(row.id, modifier);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), modifier]);
  }
  for (const { productId: _, groupId, ...row } of rows) {
    if (groupId != null)
      groups.get(groupId)?.options.push({ ...(row as unknown as ProductModifierOption), is_option: true });
  }
  return byProduct;
}

export async function findModifierIds(db: Executor, productId: number) {
  const rows = await db
    .select({ id: productModifiers.id })
    .from(productModifiers)
    .where(eq(productModifiers.product_id, productId));
  return new Set(rows.map((row) => row.id));
}

type Written = { id?: number | null; name: string; price: number; is_required: boolean };

async function upsert(db: Executor, productId: number, groupId: number | null, item: Written, sort: number) {
  const columns = {
    name: item.name,
    price: item.price,
    is_required: item.is_required,
    group_id: groupId,
    sort,
  };
  if (item.id != null) {
    await db
      .update(productModifiers)
      .set(columns)
      .where(and(eq(productModifiers.product_id, productId), eq(productModifiers.id, item.id)));
    return item.id;
  }
  const [row] = await db
    .insert(productModifiers)
    .values({ ...columns, product_id: productId })
    .returning({ id: productModifiers.id });
  return row.id;
}

/**
 * Makes the stored modifiers the ones sent. Rows are written first (an option that moves to
 * another group is re-pointed before its old group can go) and the rows not sent are deleted last.
 */
export async function replaceModifiers(db: Executor, productId: number, modifiers: ProductModifierInput[]) {
  const keptIds: number[] = [];
  for (const [position, modifier] of modifiers.entries()) {
    const groupId = await upsert(db, productId, null, modifier, position);
    keptIds.push(groupId);
    for (const [optionPosition, option] of modifier.options.entries()) {
      keptIds.push(await upsert(db, productId, groupId, option, optionPosition));
    }
  }
  const ofProduct = eq(productModifiers.product_id, productId);
  await db
    .delete(productModifiers)
    .where(keptIds.length ? and(ofProduct, notInArray(productModifiers.id, keptIds)) : ofProduct);
}
