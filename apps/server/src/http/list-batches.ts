import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { CrudRepository } from './crud-repository.ts';
import type { buildListSql } from './list-query.ts';
import type { ResourceDefinition, Row } from './resource.ts';

/** Rows read per query when a whole list is streamed. */
export const defaultListBatchSize = 500;

type ListSql = ReturnType<typeof buildListSql>;
type SortPosition = { key: string | null; id: number };

/**
 * The rows that follow `last` in list order (`sort, id`), as PostgreSQL orders them:
 * nulls come last going up and first going down. The key travels as text and the database
 * reads it back as the sort expression's own type, so no precision is lost (timestamps).
 */
function rowsAfter(definition: ResourceDefinition, listSql: ListSql, last: SortPosition): SQL {
  const { expression: key, direction } = listSql.sort;
  const id = definition.table.id;
  if (direction === 'ASC') {
    return last.key === null
      ? sql`(${key} is null and ${id} > ${last.id})`
      : sql`(${key} > ${last.key} or (${key} = ${last.key} and ${id} > ${last.id}) or ${key} is null)`;
  }
  return last.key === null
    ? sql`((${key} is null and ${id} < ${last.id}) or ${key} is not null)`
    : sql`(${key} < ${last.key} or (${key} = ${last.key} and ${id} < ${last.id}))`;
}

/**
 * Every row of a list, a batch at a time (keyset reads: no cursor, no open transaction, so a slow
 * reader never holds the database), references and nested data attached per batch.
 */
export async function* readListInBatches(
  db: Executor,
  definition: ResourceDefinition,
  repository: CrudRepository,
  listSql: ListSql,
  batchSize = definition.listBatchSize ?? defaultListBatchSize,
): AsyncGenerator<Row[]> {
  let last: SortPosition | undefined;
  while (true) {
    const where = last ? and(listSql.where, rowsAfter(definition, listSql, last)) : listSql.where;
    const batch = await repository.listBatch(db, where, listSql.orderBy, listSql.sort.expression, batchSize);
    if (batch.rows.length) yield batch.rows;
    if (!batch.after || batch.rows.length < batchSize) return;
    last = batch.after;
  }
}
