import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from './errors.ts';
import type { ResourceHooks } from './resource.ts';

/** Rows elsewhere that point at a record and would be lost or orphaned by deleting it. */
export type Usage = {
  table: PgTable;
  column: AnyPgColumn;
  /** The errors key naming the list that uses it (`products`), translated by the panel. */
  key: string;
  messageKey: string;
  /** How the English message counts them: ['product', 'products']. */
  noun: [string, string];
};

/** A delete refused with 409 while any usage remains: "Used by 3 products and 2 child categories". */
export function refuseDeleteWhileUsed(usages: Usage[]): NonNullable<ResourceHooks['beforeDelete']> {
  return async ({ db }, existing) => {
    const found: { usage: Usage; total: number }[] = [];
    for (const usage of usages) {
      const [row] = await db
        .select({ total: count() })
        .from(usage.table)
        .where(eq(usage.column, existing.id));
      if (Number(row.total) > 0) found.push({ usage, total: Number(row.total) });
    }
    if (found.length === 0) return;
    const parts = found.map(({ usage, total }) => `${total} ${usage.noun[total === 1 ? 0 : 1]}`);
    throw conflict(
      `Used by ${parts.join(' and ')}`,
      Object.fromEntries(found.map(({ usage }) => [usage.key, usage.messageKey])),
    );
  };
}
