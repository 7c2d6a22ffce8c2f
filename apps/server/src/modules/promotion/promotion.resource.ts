import { checkPromotionValues, promotionSchema } from '@mise/contract';
import {
  productCategories,
  products,
  promotionProductCategories,
  promotionProducts,
  promotions,
} from '../../db/schema.ts';
import { linkedListHooks } from '../../http/linked-lists.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

const lists = linkedListHooks(
  {
    products: {
      links: promotionProducts,
      owner: promotionProducts.promotion_id,
      target: promotionProducts.product_id,
      records: products,
    },
    product_categories: {
      links: promotionProductCategories,
      owner: promotionProductCategories.promotion_id,
      target: promotionProductCategories.category_id,
      records: productCategories,
    },
  },
  { checkRecord: (record) => checkPromotionValues(record as Parameters<typeof checkPromotionValues>[0]) },
);

/**
 * Promotions (spec part 2): dates, weekdays and hours in the restaurant's time zone, the products
 * and categories they discount. The pricing module applies them to storefront orders
 * (`pricing/discounts/promotion-discount.ts`).
 */
export const promotionResource = defineResource({
  name: 'promotion',
  table: promotions,
  schema: promotionSchema,
  fields: tableFields(promotions, { translatable: ['name'] }),
  searchable: ['name'],
  hooks: lists,
});
