import { freeSlug } from '@mise/contract/lite/slug';
import type { Executor } from '../../db/client.ts';
import { productCategories } from '../../db/schema.ts';
import { normalizeSearchText, searchTextOf } from '../../http/search-text.ts';

type KnownCategory = { id: number; parentId: number | null; names: Set<string> };

export const categoryPathKey = (path: string[]) => path.map(normalizeSearchText).join('\u0000');

/**
 * The id of every category path the rows name. A name matches a category's name in any language,
 * ignoring case and accents; a missing one is created once (named in the default language) under
 * the category before it, with a slug made unique among all categories.
 */
export async function resolveCategoryPaths(
  tx: Executor,
  paths: string[][],
  defaultLanguage: string,
): Promise<Map<string, number>> {
  const stored = await tx
    .select({
      id: productCategories.id,
      name: productCategories.name,
      parentId: productCategories.parent_category_id,
      slug: productCategories.slug,
    })
    .from(productCategories);
  const known: KnownCategory[] = stored.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    names: new Set(Object.values(row.name ?? {}).map(normalizeSearchText)),
  }));
  const slugs = new Set(stored.map((row) => row.slug));
  const resolved = new Map<string, number>();

  for (const path of paths) {
    const key = categoryPathKey(path);
    if (resolved.has(key)) continue;
    let parentId: number | null = null;
    for (const [depth, name] of path.entries()) {
      const wanted = normalizeSearchText(name);
      const named = known.filter((category) => category.names.has(wanted));
      // The first name may sit anywhere in the tree (top level first); the next ones under the previous.
      const match =
        depth === 0
          ? (named.find((category) => category.parentId === null) ?? named[0])
          : named.find((category) => category.parentId === parentId);
      if (match) {
        parentId = match.id;
        continue;
      }
      const slug = uniqueSlug(name, slugs);
      const [created]: { id: number }[] = await tx
        .insert(productCategories)
        .values({
          name: { [defaultLanguage]: name },
          slug,
          parent_category_id: parentId,
          search_text: searchTextOf(name),
        })
        .returning({ id: productCategories.id });
      known.push({ id: created!.id, parentId, names: new Set([wanted]) });
      parentId = created!.id;
    }
    resolved.set(key, parentId!);
  }
  return resolved;
}

/** The name's slug, with -2, -3… when taken (the same rule as the categories form). */
function uniqueSlug(name: string, taken: Set<string>): string {
  const slug = freeSlug(name, taken, 'category');
  taken.add(slug);
  return slug;
}
