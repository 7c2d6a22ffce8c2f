import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { type PaymentType, type paymentSecretFields, paymentTypes } from '../payment-types.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { optionalTextSchema } from '../values.ts';

export const paymentMethodSchema = z.object({
  name: requiredTranslatableSchema.describe('Payment method name per language'),
  type: z
    .enum(paymentTypes, {
      error: (issue) => (issue.input == null ? messageKeys.required : messageKeys.invalid),
    })
    .describe('SIMPLE, STRIPE, SBER or PAYSELECTION'),
  platform_id: optionalTextSchema(100).describe(
    "Id in the restaurant system, set by the integration's mapping; read-only in the panel",
  ),
  platform_type: optionalTextSchema(100),
  platform: optionalTextSchema(50),
  is_cashless: z.boolean().default(false),
  is_enabled: z.boolean().default(true),
  is_enabled_for_website: z.boolean().default(true),
  is_enabled_for_app: z.boolean().default(true),
  is_enabled_for_bot: z.boolean().default(true),
  sber_user: optionalTextSchema(200),
  sber_password: optionalTextSchema(500).describe('Write-only; left out or blank keeps the stored one'),
  sber_test: z.boolean().default(false),
  payselection_public: optionalTextSchema(1000),
  payselection_secret: optionalTextSchema(500).describe('Write-only; left out or blank keeps the stored one'),
  payselection_website_id: optionalTextSchema(100),
  stripe_public_key: optionalTextSchema(500),
  stripe_secret_key: optionalTextSchema(500).describe('Write-only; left out or blank keeps the stored one'),
});
export type PaymentMethodInput = z.infer<typeof paymentMethodSchema>;

type SecretField = (typeof paymentSecretFields)[number];
export type PaymentMethod = Omit<PaymentMethodInput, 'name' | 'type' | SecretField> & {
  id: number;
  name: Translatable;
  type: PaymentType;
  created_at: string;
  updated_at: string;
} & { [Field in SecretField]: null } & { [Field in SecretField as `has_${Field}`]: boolean };
