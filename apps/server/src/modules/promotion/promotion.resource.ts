import { checkPromotionValues, promotionSchema } from '@mise/contract';
import { promotions } from '../../db/schema.ts';
import { linkedListHooks } from '../../http/linked-lists.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';
import { promotionLinks } from '../pricing/discounts/offer-links.ts';

const lists = linkedListHooks(
  { products: promotionLinks.products, product_categories: promotionLinks.categories },
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
