import {
  couponProductCategories,
  couponProducts,
  productCategories,
  products,
  promotionProductCategories,
  promotionProducts,
} from '../../../db/schema.ts';
import type { LinkedList } from '../../../http/linked-lists.ts';

/**
 * What an offer names, each in a link table: its products and its categories. The resources write
 * and answer these lists; the pricing rules read them as the offer's targets.
 */
export type OfferLinks = { products: LinkedList; categories: LinkedList };

export const couponLinks: OfferLinks = {
  products: {
    links: couponProducts,
    owner: couponProducts.coupon_id,
    target: couponProducts.product_id,
    records: products,
  },
  categories: {
    links: couponProductCategories,
    owner: couponProductCategories.coupon_id,
    target: couponProductCategories.category_id,
    records: productCategories,
  },
};

export const promotionLinks: OfferLinks = {
  products: {
    links: promotionProducts,
    owner: promotionProducts.promotion_id,
    target: promotionProducts.product_id,
    records: products,
  },
  categories: {
    links: promotionProductCategories,
    owner: promotionProductCategories.promotion_id,
    target: promotionProductCategories.category_id,
    records: productCategories,
  },
};
