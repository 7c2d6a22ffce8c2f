import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { timePattern } from '../settings/setting-choices.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { moneySchema, type NamedReference } from '../values.ts';
import { idListSchema } from './product.ts';
import { type PromotionWeekday, promotionWeekdays } from './promotion-weekdays.ts';

export { type PromotionWeekday, promotionWeekdays };

export const promotionMessageKeys = {
  invalidTime: 'messages.invalid_time',
  sameStartAndEnd: 'messages.same_start_and_end',
  endBeforeStart: 'messages.end_before_start',
} as const;

const clockTimeSchema = z
  .string({ error: messageKeys.required })
  .trim()
  .min(1, messageKeys.required)
  .regex(timePattern, promotionMessageKeys.invalidTime)
  .describe('HH:mm, 24-hour, in the restaurant time zone');

export const promotionHourSchema = z
  .object({ start_at: clockTimeSchema, end_at: clockTimeSchema })
  .refine((hours) => hours.start_at !== hours.end_at, {
    path: ['end_at'],
    message: promotionMessageKeys.sameStartAndEnd,
  })
  .describe('From start_at up to (not including) end_at; an end before the start runs past midnight');
export type PromotionHour = z.infer<typeof promotionHourSchema>;

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A calendar date; a date-time with offset is read as the date it names there. */
const calendarDateSchema = z.preprocess(
  blankToNull,
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: messageKeys.invalid })
    .transform((text) => text.slice(0, 10))
    .nullish(),
);

/** Percent or amount off: the form and the storefront send a number; 0 or more. */
const promotionDiscountSchema = moneySchema.describe(
  'Percent of each line it names when is_in_percent, else an amount off each unit of them',
);

export const promotionSchema = z.object({
  name: requiredTranslatableSchema.describe('Promotion name per language'),
  start_date: calendarDateSchema.describe('First day (ISO date) it runs; null: from always'),
  end_date: calendarDateSchema.describe('Last day (ISO date, included) it runs; null: for ever'),
  is_in_percent: z.boolean().default(false),
  discount: promotionDiscountSchema,
  promotion_hours: z
    .array(promotionHourSchema)
    .max(24, messageKeys.tooLong)
    .default([])
    .describe('Hours of the day it runs, each {start_at, end_at}; none: all day'),
  days: z
    .partialRecord(z.enum(promotionWeekdays), z.boolean())
    .default({})
    .describe('Weekdays it runs, {"monday": true, …}; none flagged: every day'),
  products: idListSchema(500).default([]).describe('Ids of products it discounts'),
  product_categories: idListSchema(200)
    .default([])
    .describe(
      'Ids of categories (with their subcategories) whose products it discounts; with no products either: the whole menu',
    ),
});
export type PromotionInput = z.infer<typeof promotionSchema>;

/** Rules across fields: a percent is at most 100, the end is not before the start. */
export function checkPromotionValues(
  values: Pick<PromotionInput, 'is_in_percent' | 'discount' | 'start_date' | 'end_date'>,
) {
  const issues: { path: string; message: string }[] = [];
  if (values.is_in_percent && values.discount > 100)
    issues.push({ path: 'discount', message: messageKeys.percentTooBig });
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    issues.push({ path: 'end_date', message: promotionMessageKeys.endBeforeStart });
  return issues;
}

export const promotionFormSchema = promotionSchema.superRefine((values, context) => {
  for (const { path, message } of checkPromotionValues(values))
    context.addIssue({ code: 'custom', path: [path], message });
});

export type Promotion = Omit<PromotionInput, 'name' | 'products' | 'product_categories'> & {
  id: number;
  name: Translatable;
  products: NamedReference[];
  product_categories: NamedReference[];
  created_at: string;
  updated_at: string;
};
