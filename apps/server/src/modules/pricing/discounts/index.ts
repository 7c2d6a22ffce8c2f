import type { DiscountRule } from '../pricing.types.ts';
import { couponDiscount } from './coupon-discount.ts';
import { customerGroupDiscount } from './customer-group-discount.ts';
import { promotionDiscount } from './promotion-discount.ts';
import { shippingMethodDiscount } from './shipping-method-discount.ts';

/**
 * Every discount an order can get, applied in this order: each rule sees the lines of the rules
 * before it (`context.applied`), so percentages further down count from what is left. The
 * automatic ones first (promotions on their lines, the customer group's percent, the shipping
 * method's percent), the coupon the customer typed last.
 */
export const discountRules: DiscountRule[] = [
  promotionDiscount,
  customerGroupDiscount,
  shippingMethodDiscount,
  couponDiscount,
];
