import { messageKeys, readTranslatable } from '@mise/contract';
import { freeSlug } from '@mise/contract/lite/slug';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema.ts';
import type { ResourceHooks, Values } from '../../http/resource.ts';
import { searchTextOf } from '../../http/search-text.ts';
import { refuseDeleteWhileUsed } from '../../http/usage.ts';

/** The name's slug, made unique among the other categories with -2, -3… */
async function uniqueSlugFor(db: Executor, name: unknown, ownId?: number): Promise<string> {
  const text = readTranslatable(name, 'en');
  // With nothing taken, freeSlug answers the base every candidate starts with.
  const base = freeSlug(text, new Set(), 'category');
  const rows = await db
    .select({ slug: productCategories.slug })
    .from(productCategories)
    .where(
      and(
        or(eq(productCategories.slug, base), like(productCategories.slug, `${base}-%`)),
        ownId === undefined ? undefined : ne(productCategories.id, ownId),
      ),
    );
  return freeSlug(text, new Set(rows.map((row) => row.slug)), 'category');
}

/** Slug suggested when sent empty; search text kept in step with the name. */
export const productCategoryHooks: ResourceHooks = {
  async beforeWrite({ db }, values, existing) {
    const name = values.name ?? existing?.name;
    const prepared: Values = { ...values, search_text: searchTextOf(name) };
    const wantsSuggestion = existing ? 'slug' in values && !values.slug : !values.slug;
    if (wantsSuggestion) prepared.slug = await uniqueSlugFor(db, name, existing?.id);
    return prepared;
  },
  beforeDelete: refuseDeleteWhileUsed([
    {
      table: products,
      column: products.category_id,
      key: 'products',
      messageKey: messageKeys.stillUsedBy,
      noun: ['product', 'products'],
    },
    {
      table: productCategories,
      column: productCategories.parent_category_id,
      key: 'child_categories',
      messageKey: messageKeys.hasChildCategories,
      noun: ['child category', 'child categories'],
    },
  ]),
};
