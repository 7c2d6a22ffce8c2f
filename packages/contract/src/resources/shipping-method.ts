import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { moneySchema, percentSchema } from '../values.ts';

export const shippingMethodSchema = z.object({
  name: requiredTranslatableSchema.describe('Shipping method name per language'),
  cost: moneySchema.describe('Delivery price with two decimals'),
  delivery_time: z
    .number()
    .int(messageKeys.invalidNumber)
    .min(0, messageKeys.positiveOrZero)
    .max(100_000, messageKeys.tooLong)
    .describe('Minutes'),
  minimal_sum: moneySchema.describe('Smallest order total for this method'),
  discount: percentSchema.describe('Percent off the order, 0 to 100'),
  show_addresses: z
    .boolean()
    .default(false)
    .describe('The customer gives an address (delivery), not a pickup point'),
  google_delivery_zones_enabled: z
    .boolean()
    .default(false)
    .describe('The address must lie in a delivery zone'),
  is_enabled_for_website: z.boolean().default(true),
  is_enabled_for_app: z.boolean().default(true),
  is_enabled_for_bot: z.boolean().default(true),
});
export type ShippingMethodInput = z.infer<typeof shippingMethodSchema>;
export type ShippingMethod = Omit<ShippingMethodInput, 'name'> & {
  id: number;
  name: Translatable;
  created_at: string;
  updated_at: string;
};
