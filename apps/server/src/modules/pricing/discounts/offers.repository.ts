import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { coupons, couponUses, customerGroups, products, promotions } from '../../../db/schema.ts';
import type { LinkedList } from '../../../http/linked-lists.ts';
import { couponLinks, type OfferLinks, promotionLinks } from './offer-links.ts';
import type { OfferTargets } from './offer-targets.ts';

/** The SQL the offer rules read: promotions running on a date, a coupon by its code, a customer's group. */

/** The ids each owner links to through a link table (a promotion's products). */
async function linkedIds(executor: Executor, { links, owner, target }: LinkedList, ownerIds: number[]) {
  const byOwner = new Map<number, number[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = (await executor.select({ owner, id: target }).from(links).where(inArray(owner, ownerIds))) as {
    owner: number;
    id: number;
  }[];
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.id]);
  return byOwner;
}

/** What each owner names: its products and its categories. */
async function findTargets(executor: Executor, ownerIds: number[], links: OfferLinks) {
  const productIds = await linkedIds(executor, links.products, ownerIds);
  const categoryIds = await linkedIds(executor, links.categories, ownerIds);
  return (id: number): OfferTargets => ({
    productIds: productIds.get(id) ?? [],
    categoryIds: categoryIds.get(id) ?? [],
  });
}

/** Promotions whose first and last days (either may be open) hold `date`, with what each names. */
export async function findPromotionsOn(executor: Executor, date: string) {
  const rows = await executor
    .select()
    .from(promotions)
    .where(
      and(
        or(isNull(promotions.start_date), lte(promotions.start_date, date)),
        or(isNull(promotions.end_date), gte(promotions.end_date, date)),
      ),
    )
    .orderBy(asc(promotions.id));
  const targetsOf = await findTargets(
    executor,
    rows.map((row) => row.id),
    promotionLinks,
  );
  return rows.map((row) => ({
    ...row,
    targets: targetsOf(row.id),
  }));
}

/**
 * The coupon with this code whatever its case, its row locked to the end of the order's
 * transaction: orders using it queue here, so each counts the uses committed before it.
 */
export async function lockCouponByCode(executor: Executor, code: string) {
  const [coupon] = await executor
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .for('update');
  if (!coupon) return undefined;
  const targetsOf = await findTargets(executor, [coupon.id], couponLinks);
  return { ...coupon, targets: targetsOf(coupon.id) };
}

export async function countCouponUses(executor: Executor, couponId: number, customerId: number) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(and(eq(couponUses.coupon_id, couponId), eq(couponUses.customer_id, customerId)));
  return Number(row?.count ?? 0);
}

export async function recordCouponUse(
  executor: Executor,
  use: { couponId: number; orderId: number; customerId: number | null },
) {
  await executor
    .insert(couponUses)
    .values({ coupon_id: use.couponId, order_id: use.orderId, customer_id: use.customerId })
    .onConflictDoNothing();
}

export async function findProductForFreeLine(executor: Executor, productId: number) {
  const [product] = await executor
    .select({ id: products.id, name: products.name, category_id: products.category_id })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/** The customer's group while it is enabled and gives a discount. */
export async function findDiscountingGroup(executor: Executor, groupId: number) {
  const [group] = await executor
    .select({ id: customerGroups.id, name: customerGroups.name, discount: customerGroups.discount })
    .from(customerGroups)
    .where(and(eq(customerGroups.id, groupId), eq(customerGroups.is_enabled, true)));
  return group && group.discount > 0 ? group : undefined;
}
