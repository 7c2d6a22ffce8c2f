import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredPhoneSchema } from '../phone-number.ts';
import { type NamedReference, optionalTextSchema, referenceIdSchema } from '../values.ts';

/** Blank form text means "no value". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// Only the shape here: the full country list stays out of the contract's main entry (and the
// login bundle); the server checks the code against it (@mise/contract/reference/countries).
const countryShapeSchema = z
  .string({ error: messageKeys.required })
  .trim()
  .toUpperCase()
  .min(1, messageKeys.required)
  .regex(/^[A-Z]{2}$/, messageKeys.invalid)
  .describe('ISO 3166-1 alpha-2 country code, e.g. PL');

export const customerAddressSchema = z.object({
  id: referenceIdSchema.nullish().describe('Id of a stored address to keep; leave out for a new one'),
  country: countryShapeSchema,
  city: referenceIdSchema.nullish().describe('Id of the city'),
  street: referenceIdSchema.nullish().describe('Id of a street of that city'),
  street_number: optionalTextSchema(20),
  flat_no: optionalTextSchema(20),
  entry_code: optionalTextSchema(20),
  entrance: optionalTextSchema(20),
  floor: optionalTextSchema(20),
});
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

/** A calendar date; a date-time with offset is read as the date it names there. */
const birthdaySchema = z.preprocess(
  blankToNull,
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: messageKeys.invalid })
    .transform((text) => text.slice(0, 10))
    .nullish(),
);

export const customerSchema = z.object({
  first_name: optionalTextSchema(100),
  last_name: optionalTextSchema(100),
  email: z.preprocess(blankToNull, z.string().trim().email(messageKeys.invalidEmail).max(180).nullish()),
  phone: requiredPhoneSchema,
  platform: optionalTextSchema(50).describe('Channel the customer came from'),
  platform_id: optionalTextSchema(100).describe('Id of the customer on that channel'),
  is_enabled: z.boolean().default(true),
  customer_group: referenceIdSchema.nullish().describe('Id of the customer group'),
  birthday: birthdaySchema.describe('Birthday as an ISO date, e.g. 1990-04-27'),
  addresses: z
    .array(customerAddressSchema)
    .max(50, messageKeys.tooLong)
    .default([])
    .describe('Every address of the customer: the stored list is replaced by this one'),
});
export type CustomerInput = z.infer<typeof customerSchema>;

export type CustomerAddress = Omit<CustomerAddressInput, 'id' | 'city' | 'street'> & {
  id: number;
  city: NamedReference | null;
  street: NamedReference | null;
};
export type Customer = Omit<CustomerInput, 'customer_group' | 'addresses'> & {
  id: number;
  customer_group: NamedReference | null;
  addresses: CustomerAddress[];
  created_at: string;
  updated_at: string;
};
