import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { moneySchema, type NamedReference, referenceIdSchema } from '../values.ts';
import { idListSchema } from './product.ts';

/** Letters, digits, dash and underscore: a code a customer can type; compared without regard to case. */
const couponCodePattern = /^[\p{L}\p{N}_-]+$/u;

/** What a coupon takes off: a percent (0 to 100) or an amount; stored with ten decimals. */
export const couponDiscountSchema = z
  .number({ error: (issue) => (issue.input == null ? messageKeys.required : messageKeys.invalidNumber) })
  .min(0, messageKeys.positiveOrZero)
  .max(999_999_999, messageKeys.tooLong);

export const couponSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, messageKeys.required)
    .max(50, messageKeys.tooLong)
    .regex(couponCodePattern, messageKeys.invalid)
    .describe('What the customer types; unique whatever its case (SPRING10 and spring10 are one code)'),
  limit_per_customer: z
    .number()
    .int(messageKeys.invalidNumber)
    .min(0, messageKeys.positiveOrZero)
    .max(1_000_000, messageKeys.tooLong)
    .default(1)
    .describe('Orders one customer may use it in; 0: no limit'),
  discount: couponDiscountSchema
    .default(0)
    .describe('Percent of the eligible lines when is_in_percent, else an amount off them'),
  is_in_percent: z.boolean().default(false),
  allow_guest: z
    .boolean()
    .default(false)
    .describe('A customer ordering for the first time (no customer with that phone yet) may use it'),
  min_sum: moneySchema.default(0).describe('Smallest order subtotal (before any discount) it applies to'),
  active: z.boolean().default(true),
  customer_group: referenceIdSchema
    .nullish()
    .describe('Id of the only customer group that may use it; null: anyone'),
  product_categories: idListSchema(200)
    .default([])
    .describe('Ids of categories (with their subcategories) whose lines it discounts'),
  specific_products: idListSchema(500).default([]).describe('Ids of products whose lines it discounts'),
  free_product: referenceIdSchema
    .nullish()
    .describe('Id of a product added to the order at price 0; null: none'),
});
export type CouponInput = z.infer<typeof couponSchema>;

/** A percent is at most 100; the form checks it, the server the same against the stored row. */
export function checkCouponValues(values: Pick<CouponInput, 'is_in_percent' | 'discount'>) {
  return values.is_in_percent && values.discount > 100
    ? [{ path: 'discount', message: messageKeys.percentTooBig }]
    : [];
}

export const couponFormSchema = couponSchema.superRefine((values, context) => {
  for (const { path, message } of checkCouponValues(values))
    context.addIssue({ code: 'custom', path: [path], message });
});

export type Coupon = Omit<
  CouponInput,
  'customer_group' | 'product_categories' | 'specific_products' | 'free_product'
> & {
  id: number;
  customer_group: NamedReference | null;
  free_product: NamedReference | null;
  product_categories: NamedReference[];
  specific_products: NamedReference[];
  created_at: string;
  updated_at: string;
};

/** Why the intake refused a coupon sent with an order: 422 `errors.coupon` holds one of these. */
export const couponRefusals = {
  unknown: 'messages.coupon_unknown',
  inactive: 'messages.coupon_inactive',
  guestsNotAllowed: 'messages.coupon_guests_not_allowed',
  notForGroup: 'messages.coupon_not_for_group',
  belowMinSum: 'messages.coupon_below_min_sum',
  limitReached: 'messages.coupon_limit_reached',
  nothingApplies: 'messages.coupon_nothing_applies',
} as const;
