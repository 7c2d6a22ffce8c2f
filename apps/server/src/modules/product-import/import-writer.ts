import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { searchTextOf } from '../../http/search-text.ts';
import { categoryPathKey, resolveCategoryPaths } from './import-categories.ts';
import type { ImportRow } from './import-rows.ts';

/** Rows per statement: large enough to be quick, small enough for the progress bar to move. */
export const importChunkSize = 250;

const keptColumns = [
  'is_popular',
  'is_additional',
  'is_enabled_for_website',
  'is_enabled_for_app',
  'is_enabled_for_bot',
  'price',
  'weight',
  'sort',
] as const;

type StoredProduct = typeof products.$inferSelect;
export type ImportCounts = { created: number; updated: number };

/**
 * Writes the rows inside the caller's transaction: a product with the row's SKU is updated, any
 * other is created. An empty cell or an unmapped column keeps what the product has (a new one
 * gets the column's default); names and descriptions keep the languages the file leaves out.
 */
export async function writeImportRows(
  tx: Transaction,
  rows: ImportRow[],
  defaultLanguage: string,
  onProgress: (processedRows: number) => void,
): Promise<ImportCounts> {
  const paths = rows.flatMap((row) => (row.category ? [row.category] : []));
  const categoryIds = await resolveCategoryPaths(tx, paths, defaultLanguage);
  const counts: ImportCounts = { created: 0, updated: 0 };

  for (let start = 0; start < rows.length; start += importChunkSize) {
    const chunk = rows.slice(start, start + importChunkSize);
    const stored = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.sku,
          chunk.map((row) => row.sku),
        ),
      );
    const bySku = new Map(stored.map((product) => [product.sku, product]));
    const values = chunk.map((row) => mergeRow(row, bySku.get(row.sku), categoryIds));
    await tx
      .insert(products)
      .values(values)
      .onConflictDoUpdate({
        target: products.sku,
        set: {
          ...Object.fromEntries(
            ['name', 'description', 'category_id', 'search_text', ...keptColumns].map((column) => [
              column,
              sql`excluded.${sql.identifier(column)}`,
            ]),
          ),
          updated_at: sql`now()`,
        },
      });
    counts.updated += stored.length;
    counts.created += chunk.length - stored.length;
    onProgress(start + chunk.length);
  }
  return counts;
}

function mergeRow(row: ImportRow, stored: StoredProduct | undefined, categoryIds: Map<string, number>) {
  const name = { ...stored?.name, ...row.name };
  const description = { ...stored?.description, ...row.description };
  const values: typeof products.$inferInsert = {
    sku: row.sku,
    name,
    description: Object.keys(description).length > 0 ? description : null,
    category_id: row.category
      ? categoryIds.get(categoryPathKey(row.category))
      : (stored?.category_id ?? null),
    search_text: searchTextOf(name, row.sku),
  };
  for (const column of keptColumns) {
    const value = row[column] ?? stored?.[column];
    // Absent for a new product: the insert writes the column's default.
    if (value !== undefined) Object.assign(values, { [column]: value });
  }
  return values;
}
