// Ids for the rows of a bulk load, from ranges reserved ahead in the tables' sequences.
import type { CopyTable, FirstIds } from './copy-rows.ts';

export type IdCounts = Partial<Record<keyof FirstIds, number>>;

/**
 * Ids handed out from blocks reserved ahead, a round trip per block rather than per batch: all the
 * orders, their numbers and customers at once; the child tables' rows (lines, modifiers,
 * discounts, history) in blocks sized for the orders still to come, as the batches so far ran, plus
 * a little. What is left of a block at the end stays unused: a gap in the sequence, like the one a
 * rolled back insert leaves.
 */
export function createIdBlocks(
  reserve: (counts: IdCounts) => Promise<Partial<FirstIds>>,
  orders: number,
  customers: number,
) {
  const next: IdCounts = {};
  const end: IdCounts = {};
  const rowsSoFar: IdCounts = {};
  let ordersSoFar = 0;
  return async (counts: Record<CopyTable, number>): Promise<FirstIds> => {
    const wanted: Record<keyof FirstIds, number> = { ...counts, number: counts.orders };
    const keys = Object.keys(wanted) as (keyof FirstIds)[];
    ordersSoFar += counts.orders;
    const short: IdCounts = {};
    for (const key of keys) {
      rowsSoFar[key] = (rowsSoFar[key] ?? 0) + wanted[key];
      if (wanted[key] === 0 || (next[key] ?? 0) + wanted[key] <= (end[key] ?? 0)) continue;
      const perOrder = (rowsSoFar[key] ?? 0) / ordersSoFar;
      const toCome = Math.ceil(perOrder * (orders - ordersSoFar) * 1.02) + wanted[key];
      short[key] = key === 'customers' ? customers : key === 'orders' || key === 'number' ? orders : toCome;
    }
    if (Object.keys(short).length) {
      const first = await reserve(short);
      for (const key of Object.keys(first) as (keyof FirstIds)[]) {
        next[key] = first[key];
        end[key] = (first[key] ?? 0) + (short[key] ?? 0);
      }
    }
    const taken = {} as FirstIds;
    for (const key of keys) {
      taken[key] = next[key] ?? 0;
      next[key] = taken[key] + wanted[key];
    }
    return taken;
  };
}
