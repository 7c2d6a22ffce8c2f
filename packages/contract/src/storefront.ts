import { z } from 'zod';
import { messageKeys } from './messages.ts';
import { requiredPhoneSchema } from './phone-number.ts';
import { moneySchema, optionalTextSchema, referenceIdSchema } from './values.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const quantitySchema = z
  .number()
  .int(messageKeys.invalidNumber)
  .min(1, messageKeys.positive)
  .max(999, messageKeys.tooLong);

const latitudeSchema = z
  .number()
  .min(-90, messageKeys.invalidCoordinates)
  .max(90, messageKeys.invalidCoordinates);
const longitudeSchema = z
  .number()
  .min(-180, messageKeys.invalidCoordinates)
  .max(180, messageKeys.invalidCoordinates);

/** `POST /api/storefront/order`: ids and quantities only; the server prices everything. */
export const storefrontOrderSchema = z.object({
  customer: z.object({
    phone: requiredPhoneSchema,
    first_name: optionalTextSchema(100),
    last_name: optionalTextSchema(100),
    email: z.preprocess(blankToNull, z.string().trim().email(messageKeys.invalidEmail).max(180).nullish()),
  }),
  items: z
    .array(
      z.object({
        product: referenceIdSchema.describe('Product id from the menu'),
        qty: quantitySchema,
        modifiers: z
          .array(z.object({ id: referenceIdSchema, qty: quantitySchema.default(1) }))
          .max(50, messageKeys.tooLong)
          .default([])
          .describe('Plain modifiers and options of modifier groups (never a group itself)'),
      }),
    )
    .max(100, messageKeys.tooLong),
  shipping_method: referenceIdSchema,
  payment_method: referenceIdSchema,
  pickup_point: referenceIdSchema.nullish().describe('Required when the shipping method has no addresses'),
  delivery: z
    .object({
      city: referenceIdSchema.nullish(),
      street: referenceIdSchema.nullish(),
      house: optionalTextSchema(20),
      building: optionalTextSchema(20),
      entrance: optionalTextSchema(20),
      floor: optionalTextSchema(20),
      entry_code: optionalTextSchema(20),
      flat: optionalTextSchema(20),
      lat: latitudeSchema.nullish(),
      lng: longitudeSchema.nullish(),
      delivery_term: z.iso
        .datetime({ offset: true })
        .nullish()
        .describe('When to deliver, ISO 8601 with offset'),
    })
    .nullish()
    .describe(
      'Required when the shipping method has addresses; lat/lng must lie in a delivery zone when it uses zones',
    ),
  coupon: z.preprocess(blankToNull, z.string().trim().max(50, messageKeys.tooLong).nullish()),
  comment: optionalTextSchema(1000),
  change_from: moneySchema.nullish().describe('Cash the customer pays with, for change'),
  people_count: z
    .number()
    .int(messageKeys.invalidNumber)
    .min(0, messageKeys.positiveOrZero)
    .max(100, messageKeys.tooLong)
    .nullish(),
});
export type StorefrontOrderInput = z.infer<typeof storefrontOrderSchema>;
