import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

type JobTable = PgTable & { id: AnyPgColumn };

type ClaimOptions<T extends JobTable> = {
  table: T;
  /** Rows ready to run: waiting and due, or claimed by a process that has not reported for too long. */
  ready: SQL;
  orderBy: (SQL | AnyPgColumn)[];
  limit: number;
  /** What marks a row as taken (status, claimed_at). */
  claim: Partial<T['$inferInsert']>;
};

/**
 * Takes up to `limit` ready rows for this process: FOR UPDATE SKIP LOCKED, so processes sharing the
 * table never take the same row, and the claim is committed at once, so the work itself runs outside
 * any transaction (PGlite has one connection: a long transaction would hold every other query).
 */
export async function claimBatch<T extends JobTable>(
  db: Database,
  { table, ready, orderBy, limit, claim }: ClaimOptions<T>,
): Promise<T['$inferSelect'][]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(ready)
      .orderBy(...orderBy)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (found.length === 0) return [];
    const ids = found.map((row) => row.id as number);
    // The table is generic here: its callers type `claim` against their own table.
    return (await tx
      .update(table as PgTable)
      .set(claim as never)
      .where(inArray(table.id, ids))
      .returning()) as T['$inferSelect'][];
  });
}
