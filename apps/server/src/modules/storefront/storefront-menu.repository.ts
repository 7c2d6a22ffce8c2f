import type { StorefrontChannel } from '@mise/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema.ts';
import { enabledFor, productSoldThrough } from '../pricing/channel-availability.ts';
import { findModifiers } from '../product/product-modifier.repository.ts';

const imagePath = (folder: string, name: string | null) => (name ? `/images/${folder}/${name}` : null);

/**
 * The menu a channel sells (API.md, Storefront): its categories and the products the order
 * intake accepts from it, with modifiers (groups with their options) and image paths.
 */
export async function loadStorefrontMenu(executor: Executor, channel: StorefrontChannel) {
  const categoryRows = await executor
    .select({
      id: productCategories.id,
      name: productCategories.name,
      parent_category: productCategories.parent_category_id,
      slug: productCategories.slug,
      sort: productCategories.sort,
      image: productCategories.image,
      product_card: productCategories.product_card,
      product_card_category_page: productCategories.product_card_category_page,
    })
    .from(productCategories)
    .where(and(isNull(productCategories.code), enabledFor(productCategories, channel)))
    .orderBy(asc(productCategories.sort), asc(productCategories.id));
  const productRows = await executor
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category_id,
      category_code: productCategories.code,
      color: products.color,
      price: products.price,
      weight: products.weight,
      sort: products.sort,
      image: products.image,
      is_popular: products.is_popular,
      is_additional: products.is_additional,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(productSoldThrough(channel))
    .orderBy(asc(products.sort), asc(products.id));
  const modifiers = await findModifiers(
    executor,
    productRows.map((row) => row.id),
  );
  return {
    categories: categoryRows.map((row) => ({ ...row, image: imagePath('categories', row.image) })),
    products: productRows.map(({ category_code, ...row }) => ({
      ...row,
      // A product in the reserved "without category" row belongs to no category of the menu.
      category: category_code == null ? row.category : null,
      image: imagePath('products', row.image),
      product_modifiers: modifiers.get(row.id) ?? [],
    })),
  };
}
