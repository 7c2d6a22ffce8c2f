import { couponRefusals } from '@mise/contract';
import { unprocessable } from '../../../http/errors.ts';
import { proportionally } from '../discount-allocation.ts';
import { fromCents, toCents } from '../money.ts';
import type { DiscountRule, PricingContext } from '../pricing.types.ts';
import { findCategoryLineages, isLineTargeted, remainingCents } from './offer-targets.ts';
import {
  countCouponUses,
  findProductForFreeLine,
  lockCouponByCode,
  recordCouponUse,
} from './offers.repository.ts';

type Coupon = NonNullable<Awaited<ReturnType<typeof lockCouponByCode>>>;

const refuse = (key: string, message: string) => unprocessable({ coupon: key }, message);

/** The first rule the coupon breaks for this order, checked in this order; none: it applies. */
async function checkCoupon(coupon: Coupon | undefined, context: PricingContext): Promise<Coupon> {
  const { customer } = context;
  if (!coupon) throw refuse(couponRefusals.unknown, 'No coupon has this code');
  if (!coupon.active) throw refuse(couponRefusals.inactive, 'This coupon is switched off');
  if (customer.is_new && !coupon.allow_guest)
    throw refuse(couponRefusals.guestsNotAllowed, 'This coupon is not for first-time customers');
  if (coupon.customer_group_id != null && coupon.customer_group_id !== customer.customer_group_id)
    throw refuse(couponRefusals.notForGroup, 'This coupon is for another customer group');
  if (toCents(context.subtotal) < toCents(coupon.min_sum))
    throw refuse(
      couponRefusals.belowMinSum,
      `The order is below the coupon's minimal sum of ${coupon.min_sum}`,
    );
  if (coupon.limit_per_customer > 0 && customer.id != null) {
    const uses = await countCouponUses(context.executor, coupon.id, customer.id);
    if (uses >= coupon.limit_per_customer)
      throw refuse(couponRefusals.limitReached, 'This customer has used the coupon as often as allowed');
  }
  return coupon;
}

/** Adds the coupon's free product as a line priced 0 (after the cart's own lines). */
async function addFreeLine(context: PricingContext, productId: number) {
  const product = await findProductForFreeLine(context.executor, productId);
  if (!product) return;
  context.lines.push({
    index: Math.max(-1, ...context.lines.map((line) => line.index)) + 1,
    product_id: product.id,
    category_id: product.category_id,
    name: product.name,
    qty: 1,
    unit_price: 0,
    modifiers: [],
    subtotal: 0,
    discount: 0,
    grandtotal: 0,
  });
}

/**
 * The coupon sent with the order (`coupon`, any case), last: a percent of what its lines still
 * cost after every other discount, or its amount spread over them and capped at their total;
 * its free product joins as a line priced 0. A coupon that breaks a rule refuses the order
 * with 422 `errors.coupon` naming the rule. Its use is counted once per order, the coupon row
 * locked from the count to the commit, so concurrent orders cannot both take the last use.
 */
export const couponDiscount: DiscountRule = {
  name: 'coupon',
  async apply(context) {
    const code = context.request.coupon?.trim();
    if (!code) return [];
    const coupon = await checkCoupon(await lockCouponByCode(context.executor, code), context);
    const lineages = await findCategoryLineages(context.executor, context.lines);
    const targeted = context.lines.filter((line) => isLineTargeted(line, coupon.targets, lineages));
    if (targeted.length === 0 && coupon.free_product_id == null)
      throw refuse(couponRefusals.nothingApplies, 'Nothing in this order is what the coupon discounts');

    const remaining = remainingCents(context);
    const eligible = new Map(targeted.map((line) => [line.index, remaining.get(line.index) ?? 0]));
    const eligibleCents = [...eligible.values()].reduce((sum, cents) => sum + cents, 0);
    const shares = coupon.is_in_percent
      ? new Map([...eligible].map(([index, left]) => [index, Math.round((left * coupon.discount) / 100)]))
      : eligibleCents > 0
        ? proportionally(eligible, Math.min(toCents(coupon.discount), eligibleCents))
        : new Map<number, number>();
    if (coupon.free_product_id != null) await addFreeLine(context, coupon.free_product_id);
    const lineAmounts = [...shares]
      .filter(([, cents]) => cents > 0)
      .map(([index, cents]) => ({ index, amount: fromCents(cents) }));
    const cents = lineAmounts.reduce((sum, share) => sum + toCents(share.amount), 0);
    return [
      {
        kind: 'coupon',
        source_id: coupon.id,
        code: coupon.code,
        name: null,
        amount: fromCents(cents),
        line_amounts: lineAmounts,
      },
    ];
  },

  async commit(executor, order, lines) {
    for (const line of lines) {
      if (line.source_id == null) continue;
      await recordCouponUse(executor, {
        couponId: line.source_id,
        orderId: order.orderId,
        customerId: order.customerId,
      });
    }
  },
};
