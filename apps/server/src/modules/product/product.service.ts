import {
  type FieldErrors,
  messageKeys,
  type ProductBundleInput,
  type ProductModifierInput,
  readTranslatable,
} from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import type { ResourceHooks, Row, Values } from '../../http/resource.ts';
import { searchTextOf } from '../../http/search-text.ts';
import { findModifierIds, findModifiers, replaceModifiers } from './product-modifier.repository.ts';
import {
  findBundleIds,
  findBundles,
  findCrossSells,
  findExistingIds,
  findIngredients,
  findProductsBundling,
  replaceBundles,
  replaceCrossSells,
  replaceIngredients,
} from './product-relations.repository.ts';

const nestedLists = ['cross_sell_products', 'product_bundles', 'ingredients', 'product_modifiers'] as const;

type SentRow = { at: (string | number)[]; id?: number | null };

/** Ids sent for stored rows must be this product's own, each once (`{list}.{index}.id`). */
function checkOwnIds(errors: FieldErrors, rows: SentRow[], own: Set<number>) {
  const seen = new Set<number>();
  for (const { at, id } of rows) {
    if (id == null) continue;
    const path = [...at, 'id'].join('.');
    if (!own.has(id)) errors[path] = messageKeys.notFound;
    else if (seen.has(id)) errors[path] = messageKeys.invalid;
    seen.add(id);
  }
}

/** Every problem of the sent lists, keyed by path like the contract's own errors. */
async function findListErrors(db: Executor, values: Values, selfId?: number) {
  const errors: FieldErrors = {};
  const crossSells = values.cross_sell_products as number[] | undefined;
  const bundles = values.product_bundles as ProductBundleInput[] | undefined;
  const ingredientIds = values.ingredients as number[] | undefined;
  const modifiers = values.product_modifiers as ProductModifierInput[] | undefined;

  const productIds = [...(crossSells ?? []), ...(bundles ?? []).map((bundle) => bundle.product)];
  const storedProducts = await findExistingIds(db, 'products', productIds);
  const checkProduct = (id: number, path: string) => {
    if (id === selfId) errors[path] = messageKeys.cannotBeItself;
    else if (!storedProducts.has(id)) errors[path] = messageKeys.notFound;
  };
  for (const [index, id] of (crossSells ?? []).entries()) checkProduct(id, `cross_sell_products.${index}`);
  for (const [index, bundle] of (bundles ?? []).entries())
    checkProduct(bundle.product, `product_bundles.${index}.product`);

  const storedIngredients = await findExistingIds(db, 'ingredients', ingredientIds ?? []);
  ingredientIds?.forEach((id, index) => {
    if (!storedIngredients.has(id)) errors[`ingredients.${index}`] = messageKeys.notFound;
  });

  if (bundles) {
    const own = selfId === undefined ? new Set<number>() : await findBundleIds(db, selfId);
    const rows = bundles.map((bundle, index) => ({ at: ['product_bundles', index], id: bundle.id }));
    checkOwnIds(errors, rows, own);
  }
  if (modifiers) {
    const own = selfId === undefined ? new Set<number>() : await findModifierIds(db, selfId);
    const rows: SentRow[] = modifiers.flatMap((modifier, index) => [
      { at: ['product_modifiers', index], id: modifier.id },
      ...modifier.options.map((option, optionIndex) => ({
        at: ['product_modifiers', index, 'options', optionIndex],
        id: option.id,
      })),
    ]);
    checkOwnIds(errors, rows, own);
  }
  return errors;
}

/**
 * A product owns its modifiers, bundle entries, cross-sell and ingredient links: they are checked
 * before the write and replaced after it, in the same transaction; `search_text` follows the
 * names and the SKU.
 */
export const productHooks: ResourceHooks = {
  async beforeWrite({ db }, values, existing) {
    const errors = await findListErrors(db, values, existing?.id);
    if (Object.keys(errors).length) throw unprocessable(errors, 'Check the product lists');
    const columns = Object.fromEntries(
      Object.entries(values).filter(([name]) => !(nestedLists as readonly string[]).includes(name)),
    );
    if (!existing || 'name' in values || 'sku' in values) {
      const name = 'name' in values ? values.name : existing?.name;
      const sku = 'sku' in values ? values.sku : existing?.sku;
      columns.search_text = searchTextOf(name, sku);
    }
    return columns;
  },

  async afterWrite({ db }, saved, _existing, values) {
    if (values.cross_sell_products !== undefined)
      await replaceCrossSells(db, saved.id, values.cross_sell_products as number[]);
    if (values.ingredients !== undefined)
      await replaceIngredients(db, saved.id, values.ingredients as number[]);
    if (values.product_bundles !== undefined)
      await replaceBundles(db, saved.id, values.product_bundles as ProductBundleInput[]);
    if (values.product_modifiers !== undefined)
      await replaceModifiers(db, saved.id, values.product_modifiers as ProductModifierInput[]);
  },

  async beforeDelete({ db }, existing) {
    const holders = await findProductsBundling(db, existing.id);
    if (holders.length === 0) return;
    const names = holders.map((holder) => `"${readTranslatable(holder.name, 'en')}" (#${holder.id})`);
    throw conflict(`This product is inside the bundle of ${names.join(', ')}; remove it from there first`, {
      products: 'messages.still_used_by',
    });
  },

  async expand(db, rows: Row[]) {
    const ids = rows.map((row) => row.id);
    const crossSells = await findCrossSells(db, ids);
    const bundles = await findBundles(db, ids);
    const ingredients = await findIngredients(db, ids);
    const modifiers = await findModifiers(db, ids);
    return (loaded) =>
      loaded.map((row) => ({
        ...row,
        cross_sell_products: crossSells.get(row.id) ?? [],
        product_bundles: bundles.get(row.id) ?? [],
        ingredients: ingredients.get(row.id) ?? [],
        product_modifiers: modifiers.get(row.id) ?? [],
      }));
  },
};
