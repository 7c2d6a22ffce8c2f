import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredTranslatableSchema, type Translatable, translatableSchema } from '../translatable.ts';
import {
  moneySchema,
  type NamedReference,
  optionalTextSchema,
  referenceIdSchema,
  requiredTextSchema,
} from '../values.ts';

/** Lists of other records travel as ids; `{id}` objects (as some clients send them) are read as their id. */
const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
export const idListSchema = (max: number) =>
  z.array(z.preprocess(idOf, referenceIdSchema)).max(max, messageKeys.tooLong);

export const productModifierOptionSchema = z.object({
  id: referenceIdSchema.nullish().describe('Id of a stored modifier to keep; leave out for a new one'),
  name: requiredTextSchema(200),
  price: moneySchema.describe('Added to the product price; 0 or more'),
  is_required: z.boolean().default(false),
});

export const productModifierSchema = productModifierOptionSchema.extend({
  options: z
    .array(productModifierOptionSchema)
    .max(50, messageKeys.tooLong)
    .default([])
    .describe('A modifier with options is a group: the customer picks among them'),
});
export type ProductModifierInput = z.infer<typeof productModifierSchema>;

export const productBundleSchema = z.object({
  id: referenceIdSchema.nullish().describe('Id of a stored bundle entry to keep; leave out for a new one'),
  product: z.preprocess(idOf, referenceIdSchema).describe('Id of the product sold inside this one'),
});
export type ProductBundleInput = z.infer<typeof productBundleSchema>;

export const productSchema = z.object({
  type: z.literal('PRODUCT').default('PRODUCT'),
  sku: optionalTextSchema(64).describe(
    'Stock keeping unit, unique; an import updates the product with the same SKU',
  ),
  name: requiredTranslatableSchema.describe('Product name per language'),
  description: translatableSchema.nullish().describe('Description per language'),
  meta_title: translatableSchema.nullish().describe('Page title per language for search engines'),
  meta_description: translatableSchema.nullish().describe('Page description per language for search engines'),
  category: referenceIdSchema.nullish().describe('Id of the product category; null: without category'),
  color: optionalTextSchema(20),
  price: moneySchema.default(0).describe('Price with two decimals; 0 for a product priced by its modifiers'),
  weight: z.number().min(0, messageKeys.positiveOrZero).max(99_999_999, messageKeys.tooLong).default(0),
  sort: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .default(0)
    .describe('Order in the menu, lowest first'),
  is_popular: z.boolean().default(false),
  is_additional: z.boolean().default(false),
  is_enabled_for_website: z.boolean().default(true),
  is_enabled_for_app: z.boolean().default(true),
  is_enabled_for_bot: z.boolean().default(true),
  image: optionalTextSchema(100).describe('Send empty to remove the image; upload a new one as image_file'),
  cross_sell_products: idListSchema(100)
    .default([])
    .describe('Ids of products offered with this one; never the product itself'),
  product_bundles: z
    .array(productBundleSchema)
    .max(50, messageKeys.tooLong)
    .default([])
    .describe(
      'Products sold inside this one; never the product itself. The stored list is replaced by this one',
    ),
  ingredients: idListSchema(200).default([]).describe('Ids of its ingredients'),
  product_modifiers: z
    .array(productModifierSchema)
    .max(50, messageKeys.tooLong)
    .default([])
    .describe('Modifiers, each a group when it has options. The stored list is replaced by this one'),
});
export type ProductInput = z.infer<typeof productSchema>;

/** How a product is priced: one price, or by its modifiers (then its own price is 0). */
export const productPriceModes = ['single', 'modifiers'] as const;

/**
 * The panel's form: `price_mode` picks the mode. With one price the modifiers are not checked
 * (the form sends none); with modifiers at least one is needed (spec part 2, section 5).
 */
export const productFormSchema = productSchema
  .extend({ price_mode: z.enum(productPriceModes), product_modifiers: z.array(z.unknown()) })
  .superRefine((values, context) => {
    if (values.price_mode !== 'modifiers') return;
    if (values.product_modifiers.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['product_modifiers'],
        message: messageKeys.addAtLeastOneModifier,
      });
      return;
    }
    const checked = productSchema.shape.product_modifiers.safeParse(values.product_modifiers);
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({
        code: 'custom',
        path: ['product_modifiers', ...issue.path],
        message: issue.message,
      });
    }
  });

export type ProductModifierOption = {
  id: number;
  name: string;
  price: number;
  is_required: boolean;
  /** An option of a group (spec part 2's "is-option flag"); groups and plain modifiers are not. */
  is_option: boolean;
  created_at: string;
  updated_at: string;
};
export type ProductModifier = ProductModifierOption & { options: ProductModifierOption[] };
export type ProductSummary = { id: number; name: Translatable; image: string | null };

export type Product = Omit<
  ProductInput,
  | 'name'
  | 'category'
  | 'cross_sell_products'
  | 'product_bundles'
  | 'ingredients'
  | 'product_modifiers'
  | 'description'
  | 'meta_title'
  | 'meta_description'
> & {
  id: number;
  name: Translatable;
  description: Translatable | null;
  meta_title: Translatable | null;
  meta_description: Translatable | null;
  category: NamedReference | null;
  cross_sell_products: ProductSummary[];
  product_bundles: { id: number; product: ProductSummary & { price: number } }[];
  ingredients: NamedReference[];
  product_modifiers: ProductModifier[];
  created_at: string;
  updated_at: string;
};
