import { fromCents, percentOf, toCents } from '../money.ts';
import type { DiscountRule } from '../pricing.types.ts';

/**
 * A shipping method's `discount` is a percent off the goods for choosing it (pickup -10 %),
 * taken from the subtotal left after the rules before it; shipping cost is never discounted.
 */
export const shippingMethodDiscount: DiscountRule = {
  name: 'shipping-method',
  apply({ shipping, subtotal, applied }) {
    const percent = shipping.method.discount;
    if (percent <= 0) return [];
    const remainingCents = toCents(subtotal) - applied.reduce((sum, line) => sum + toCents(line.amount), 0);
    const amount = percentOf(fromCents(Math.max(remainingCents, 0)), percent);
    if (amount <= 0) return [];
    return [
      { kind: 'shipping', source_id: shipping.method.id, code: null, name: shipping.method.name, amount },
    ];
  },
};
