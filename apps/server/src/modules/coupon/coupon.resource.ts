import { checkCouponValues, couponSchema } from '@mise/contract';
import { coupons, customerGroups, products } from '../../db/schema.ts';
import { linkedListHooks } from '../../http/linked-lists.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { couponLinks } from '../pricing/discounts/offer-links.ts';

const references = {
  customer_group: namedReference(coupons.customer_group_id, customerGroups),
  free_product: namedReference(coupons.free_product_id, products),
};

const lists = linkedListHooks(
  { product_categories: couponLinks.categories, specific_products: couponLinks.products },
  { checkRecord: (record) => checkCouponValues(record as Parameters<typeof checkCouponValues>[0]) },
);

/**
 * Coupons (spec part 2): a code unique whatever its case (the unique index on lower(code) makes a
 * duplicate a 409 on `code`), the categories and products it discounts, a free product. The
 * pricing module applies it to storefront orders (`pricing/discounts/coupon-discount.ts`).
 */
export const couponResource = defineResource({
  name: 'coupon',
  table: coupons,
  schema: couponSchema,
  fields: tableFields(coupons, { references }),
  searchable: ['code'],
  activeField: 'active',
  references,
  hooks: lists,
});
