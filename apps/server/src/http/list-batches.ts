import type { Executor } from '../db/client.ts';
import type { CrudRepository } from './crud-repository.ts';
import { type SortPosition, whereReadingOn } from './list-keyset.ts';
import type { buildListSql } from './list-query.ts';
import type { ResourceDefinition, Row } from './resource.ts';

/** Rows read per query when a whole list is streamed. */
export const defaultListBatchSize = 500;

type ListSql = ReturnType<typeof buildListSql>;

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
    const where = whereReadingOn(definition, listSql, last);
    const batch = await repository.list(db, where, listSql.orderBy, listSql.sort.expression, {
      limit: batchSize,
      offset: 0,
    });
    if (batch.rows.length) yield batch.rows;
    if (!batch.after || batch.rows.length < batchSize) return;
    last = batch.after;
  }
}
