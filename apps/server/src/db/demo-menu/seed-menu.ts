import { suggestSlug } from '@mise/contract/lite/slug';
import { searchTextOf } from '../../http/search-text.ts';
import type { UploadStore } from '../../http/uploads.ts';
import type { Executor } from '../client.ts';
import { ingredientCategories, ingredients, productCategories, products, stories } from '../schema.ts';
import { demoCategories, demoIngredientCategories, demoIngredients, demoStories } from './menu-data.ts';
import {
  dishColor,
  dishPicture,
  ingredientCategoryPicture,
  ingredientPicture,
  storePicture,
  storyPicture,
} from './pictures.ts';
import { demoProducts } from './products-data.ts';
import { isSized, seedProductLinks } from './seed-product-links.ts';

/** Inserts top-level rows, then their children (the demo nests one level), and maps keys to ids. */
async function insertTree<Row extends { key: string; parent?: string }>(
  rows: Row[],
  insert: (level: Row[], ids: Map<string, number>) => Promise<{ id: number }[]>,
) {
  const ids = new Map<string, number>();
  for (const isChild of [false, true]) {
    const level = rows.filter((row) => Boolean(row.parent) === isChild);
    const inserted = await insert(level, ids);
    for (const [index, row] of level.entries()) ids.set(row.key, inserted[index].id);
  }
  return ids;
}

const storeAll = (uploads: UploadStore, folder: string, pictures: Buffer[]) =>
  Promise.all(pictures.map((png) => storePicture(uploads, folder, png)));

/**
 * The demo restaurant's menu: categories, ingredients, products with pictures drawn right here
 * (never downloaded), their modifiers, bundles and cross-sells, and stories; straight into the tables.
 */
export async function seedDemoMenu(db: Executor, uploads: UploadStore) {
  const productPictures = demoProducts.map((row) => dishPicture(row.look, row.sku));
  // A category shows its signature dish: the picture of the product drawn with the same look.
  const pictureOfLook = (look: string, key: string) =>
    productPictures[demoProducts.findIndex((row) => row.look === look)] ?? dishPicture(look, key);
  const categoryImages = await storeAll(
    uploads,
    'categories',
    demoCategories.map((row) => pictureOfLook(row.look, row.key)),
  );
  const englishName = new Map(demoCategories.map((row) => [row.key, row.name.en]));
  const categoryIds = await insertTree(demoCategories, (level, ids) =>
    db
      .insert(productCategories)
      .values(
        level.map((row) => ({
          name: row.name,
          parent_category_id: row.parent ? ids.get(row.parent) : null,
          // "Classic" alone could clash under another parent; the parent's name joins the slug.
          slug: suggestSlug(row.parent ? `${englishName.get(row.parent)} ${row.name.en}` : row.name.en),
          sort: (demoCategories.indexOf(row) + 1) * 10,
          image: categoryImages[demoCategories.indexOf(row)],
          is_enabled_for_website: row.channels.includes('w'),
          is_enabled_for_app: row.channels.includes('a'),
          is_enabled_for_bot: row.channels.includes('b'),
          search_text: searchTextOf(row.name),
        })),
      )
      .returning({ id: productCategories.id }),
  );

  const groupImages = await storeAll(
    uploads,
    'ingredientCategories',
    demoIngredientCategories.map((row) => {
      const members = demoIngredients.filter((ingredient) => ingredient.category === row.key);
      return ingredientCategoryPicture(
        row.color,
        members.map((member) => member.look),
        row.key,
      );
    }),
  );
  const groupIds = await insertTree(demoIngredientCategories, (level, ids) =>
    db
      .insert(ingredientCategories)
      .values(
        level.map((row) => ({
          name: row.name,
          color: row.color,
          image: groupImages[demoIngredientCategories.indexOf(row)],
          parent_category_id: row.parent ? ids.get(row.parent) : null,
          is_on_terminal: !row.parent,
        })),
      )
      .returning({ id: ingredientCategories.id }),
  );

  const ingredientImages = await storeAll(
    uploads,
    'ingredients',
    demoIngredients.map((row) => ingredientPicture(row.look, row.key)),
  );
  const ingredientRows = await db
    .insert(ingredients)
    .values(
      demoIngredients.map((row, index) => ({
        name: row.name,
        ingredient_category_id: groupIds.get(row.category),
        image: ingredientImages[index],
        search_text: searchTextOf(row.name),
      })),
    )
    .returning({ id: ingredients.id });
  const ingredientIds = new Map(demoIngredients.map((row, index) => [row.key, ingredientRows[index].id]));

  const productImages = await storeAll(uploads, 'products', productPictures);
  const productRows = await db
    .insert(products)
    .values(
      demoProducts.map((row, index) => ({
        sku: row.sku,
        name: row.name,
        description: row.description,
        category_id: categoryIds.get(row.category),
        color: dishColor(row.look),
        price: isSized(row) ? 0 : row.price,
        weight: row.weight,
        sort: (index + 1) * 10,
        image: productImages[index],
        is_popular: row.flags.includes('P'),
        is_additional: row.flags.includes('A'),
        is_enabled_for_website: !row.flags.includes('w'),
        is_enabled_for_app: !row.flags.includes('a'),
        is_enabled_for_bot: !row.flags.includes('b'),
        search_text: searchTextOf(row.name, row.sku),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  await seedProductLinks(db, new Map(productRows.map((row) => [row.sku!, row.id])), ingredientIds);

  const storyImages = await storeAll(
    uploads,
    'stories',
    demoStories.map((row) => storyPicture(row.look, row.colors, row.web_link)),
  );
  await db.insert(stories).values(
    demoStories.map((row, index) => ({
      title: row.title,
      web_link: row.web_link,
      app_link: row.app_link,
      image: storyImages[index],
    })),
  );
}
