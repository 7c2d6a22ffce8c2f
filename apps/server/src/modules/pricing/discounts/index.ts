import type { DiscountRule } from '../pricing.types.ts';
import { shippingMethodDiscount } from './shipping-method-discount.ts';

/**
 * Every discount an order can get, applied in this order: each rule sees the lines of the rules
 * before it (`context.applied`), so percentages further down count from what is left.
 * Promotions, customer groups and coupons join here (the offers module).
 */
export const discountRules: DiscountRule[] = [shippingMethodDiscount];
