import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { productCategories } from '../../../db/schema.ts';
import { allocateDiscounts } from '../discount-allocation.ts';
import { toCents } from '../money.ts';
import type { PricedLine, PricingContext } from '../pricing.types.ts';

/** What an offer names: products, and categories that take in their subcategories. Neither: every line. */
export type OfferTargets = { productIds: number[]; categoryIds: number[] };

/** Each line category with itself and every category above it, so a named parent matches its subtree. */
export async function findCategoryLineages(executor: Executor, lines: PricedLine[]) {
  const ids = [...new Set(lines.map((line) => line.category_id).filter((id): id is number => id != null))];
  const lineages = new Map<number, Set<number>>(ids.map((id) => [id, new Set([id])]));
  if (ids.length === 0) return lineages;
  const result = await executor.execute(sql`
    with recursive up(id, ancestor) as (
      select ${productCategories.id}, ${productCategories.parent_category_id} from ${productCategories}
      where ${inArray(productCategories.id, ids)} and ${productCategories.parent_category_id} is not null
      union all
      select up.id, parent.parent_category_id from up
      join ${productCategories} as parent on parent.id = up.ancestor
      where parent.parent_category_id is not null
    )
    select id, ancestor from up`);
  for (const { id, ancestor } of rowsOf<{ id: number; ancestor: number }>(result))
    lineages.get(id)?.add(ancestor);
  return lineages;
}

export function isLineTargeted(line: PricedLine, targets: OfferTargets, lineages: Map<number, Set<number>>) {
  if (targets.productIds.length === 0 && targets.categoryIds.length === 0) return true;
  if (targets.productIds.includes(line.product_id)) return true;
  const lineage = line.category_id == null ? undefined : lineages.get(line.category_id);
  return targets.categoryIds.some((id) => lineage?.has(id));
}

/** What each line still costs, in cents, after the discounts of the rules before this one. */
export function remainingCents(context: Pick<PricingContext, 'lines' | 'applied'>) {
  const copies = context.lines.map((line) => ({ ...line }));
  allocateDiscounts(copies, context.applied);
  return new Map(copies.map((line) => [line.index, toCents(line.grandtotal)]));
}
