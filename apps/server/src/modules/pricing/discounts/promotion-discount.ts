import { fromCents, toCents } from '../money.ts';
import type { DiscountLine, DiscountRule } from '../pricing.types.ts';
import { findCategoryLineages, isLineTargeted, remainingCents } from './offer-targets.ts';
import { findPromotionsOn } from './offers.repository.ts';
import { isWithinHours, type RestaurantClock, restaurantClock } from './restaurant-clock.ts';

type Promotion = Awaited<ReturnType<typeof findPromotionsOn>>[number];

/** Its weekday flagged (none flagged: every day) and its hours holding the time (none: all day). */
function runsAt(promotion: Promotion, clock: RestaurantClock) {
  const flagged = Object.entries(promotion.days).filter(([, isOn]) => isOn);
  if (flagged.length > 0 && !promotion.days[clock.weekday]) return false;
  const hours = promotion.promotion_hours;
  return hours.length === 0 || hours.some((range) => isWithinHours(clock.time, range));
}

/** A percent of what the line costs, or the amount off each piece; never more than the line. */
function centsOff(promotion: Promotion, line: { qty: number }, remaining: number) {
  const cents = promotion.is_in_percent
    ? Math.round((remaining * promotion.discount) / 100)
    : toCents(promotion.discount) * line.qty;
  return Math.min(cents, remaining);
}

/**
 * Promotions (spec part 2) whose dates, weekday and hours hold at order time on the restaurant's
 * clock (the `time_zone` setting), on the lines they name: products, or categories with their
 * subcategories, or every line when they name neither. Promotions do not add up on one line:
 * each line takes the one that saves most (the oldest on a tie). One discount line per promotion.
 */
export const promotionDiscount: DiscountRule = {
  name: 'promotion',
  async apply(context) {
    const clock = await restaurantClock(context.executor, context.now);
    const running = (await findPromotionsOn(context.executor, clock.date)).filter((p) => runsAt(p, clock));
    if (running.length === 0) return [];
    const lineages = await findCategoryLineages(context.executor, context.lines);
    const remaining = remainingCents(context);
    const byPromotion = new Map<Promotion, { index: number; amount: number }[]>();
    for (const line of context.lines) {
      const left = remaining.get(line.index) ?? 0;
      let best: { promotion: Promotion; cents: number } | undefined;
      for (const promotion of running) {
        if (!isLineTargeted(line, promotion.targets, lineages)) continue;
        const cents = centsOff(promotion, line, left);
        if (cents > (best?.cents ?? 0)) best = { promotion, cents };
      }
      if (!best) continue;
      const shares = byPromotion.get(best.promotion) ?? [];
      shares.push({ index: line.index, amount: fromCents(best.cents) });
      byPromotion.set(best.promotion, shares);
    }
    return [...byPromotion].map(
      ([promotion, shares]): DiscountLine => ({
        kind: 'promotion',
        source_id: promotion.id,
        code: null,
        name: promotion.name,
        amount: fromCents(shares.reduce((sum, share) => sum + toCents(share.amount), 0)),
        line_amounts: shares,
      }),
    );
  },
};
