import type { Executor } from '../client.ts';
import { productBundles, productCrossSells, productIngredients, productModifiers } from '../schema.ts';
import { demoProducts } from './products-data.ts';

type DemoProduct = (typeof demoProducts)[number];

/**
 * Classic pizzas come in three sizes. A product with modifiers is priced by them: its own price
 * stays 0, as the product form saves it (spec part 2: "with modifiers sends price 0").
 */
export const isSized = (product: DemoProduct) => product.category === 'pizza-classic';
const sizes: [string, number][] = [
  ['Small, 25 cm', 0],
  ['Medium, 32 cm', 7],
  ['Large, 40 cm', 15],
];

/** What the storefront suggests next to a product of a category. */
const crossSellsByCategory: Record<string, string[]> = {
  'pizza-classic': ['SIDE-GARLIC', 'COLD-COLA', 'COLD-LEMONADE'],
  'pizza-vegetarian': ['SIDE-GARLIC', 'COLD-LEMONADE'],
  soups: ['SIDE-BREAD'],
  pierogi: ['SIDE-CREAM', 'COLD-KOMPOT'],
  burgers: ['SIDE-FRIES', 'SIDE-KETCHUP', 'COLD-COLA'],
  mains: ['SAL-MIZERIA', 'COLD-KOMPOT'],
  desserts: ['HOT-ESPRESSO', 'HOT-CAPPUCCINO'],
};

const bundles: Record<string, string[]> = {
  'MAIN-LUNCH': ['SOUP-ZUREK', 'PIE-RUSKIE', 'COLD-KOMPOT'],
  'MAIN-PIZZA-PARTY': ['PIZ-MARGHERITA', 'PIZ-PEPPERONI', 'COLD-LEMONADE'],
};

/** Modifiers, ingredients, cross-sells and bundles of the demo products, a few inserts in all. */
export async function seedProductLinks(
  db: Executor,
  productIds: Map<string, number>,
  ingredientIds: Map<string, number>,
) {
  const id = (sku: string) => {
    const found = productIds.get(sku);
    if (found === undefined) throw new Error(`The demo menu has no product ${sku}`);
    return found;
  };
  const sized = demoProducts.filter(isSized);
  const groups = await db
    .insert(productModifiers)
    .values(
      sized.map((product) => ({ product_id: id(product.sku), name: 'Size', is_required: true, sort: 0 })),
    )
    .returning({ id: productModifiers.id });
  await db.insert(productModifiers).values(
    sized.flatMap((product, index) => [
      ...sizes.map(([name, extra], sort) => ({
        product_id: id(product.sku),
        group_id: groups[index].id,
        name,
        price: product.price + extra,
        sort,
      })),
      { product_id: id(product.sku), name: 'Extra cheese', price: 4, sort: 1 },
    ]),
  );

  const links = demoProducts.flatMap((product) =>
    product.ingredients.map((key) => {
      const ingredientId = ingredientIds.get(key);
      if (ingredientId === undefined) throw new Error(`The demo menu has no ingredient ${key}`);
      return { product_id: id(product.sku), ingredient_id: ingredientId };
    }),
  );
  await db.insert(productIngredients).values(links);

  const crossSells = demoProducts.flatMap((product) =>
    (crossSellsByCategory[product.category] ?? [])
      .filter((sku) => sku !== product.sku)
      .map((sku) => ({ product_id: id(product.sku), cross_sell_product_id: id(sku) })),
  );
  await db.insert(productCrossSells).values(crossSells);

  await db
    .insert(productBundles)
    .values(
      Object.entries(bundles).flatMap(([bundle, parts]) =>
        parts.map((part) => ({ product_id: id(bundle), bundle_product_id: id(part) })),
      ),
    );
}
