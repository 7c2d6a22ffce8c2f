// Reading a list on from a row (keyset) instead of skipping rows: the next page of any depth costs
// what the first does, and a whole list streams in batches that never rescan what came before.
import { and, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './errors.ts';
import type { buildListSql } from './list-query.ts';
import type { ResourceDefinition } from './resource.ts';

type ListSort = ReturnType<typeof buildListSql>['sort'];
/** A row's place in list order: its sort key as the database writes it as text, and its id. */
export type SortPosition = { key: string | null; id: number };

/**
 * The rows that follow `last` in list order (`sort, id`), as PostgreSQL orders them: nulls come
 * last going up and first going down. The key travels as text and the database reads it back as
 * the sort expression's own type, so no precision is lost (timestamps). A key that is never null
 * compares as a row value, which an index on (key, id) answers as a range; the general form is
 * read through the same index but filtered row by row.
 */
export function rowsAfter(definition: ResourceDefinition, sort: ListSort, last: SortPosition): SQL {
  const { expression: key, direction } = sort;
  const id = definition.table.id;
  if (!sort.isNullable && last.key !== null)
    return direction === 'ASC'
      ? sql`(${key}, ${id}) > (${last.key}, ${last.id})`
      : sql`(${key}, ${id}) < (${last.key}, ${last.id})`;
  if (direction === 'ASC') {
    return last.key === null
      ? sql`(${key} is null and ${id} > ${last.id})`
      : sql`(${key} > ${last.key} or (${key} = ${last.key} and ${id} > ${last.id}) or ${key} is null)`;
  }
  return last.key === null
    ? sql`((${key} is null and ${id} < ${last.id}) or ${key} is not null)`
    : sql`(${key} < ${last.key} or (${key} = ${last.key} and ${id} < ${last.id}))`;
}

/** A list's conditions, narrowed to the rows after `last` when there is one. */
export function whereReadingOn(
  definition: ResourceDefinition,
  listSql: Pick<ReturnType<typeof buildListSql>, 'where' | 'sort'>,
  last: SortPosition | undefined,
): SQL | undefined {
  return last ? and(listSql.where, rowsAfter(definition, listSql.sort, last)) : listSql.where;
}

/** The `next_cursor` of a page: where the next one starts, under this sort only. */
export function writeCursor(sort: ListSort, last: SortPosition): string {
  return Buffer.from(JSON.stringify([sort.name, sort.direction, last.key, last.id])).toString('base64url');
}

export const notACursor = () =>
  badRequest('after is not the next_cursor of a page of this list in this order');

/**
 * The position an `after` cursor names; refused when it is not one, was made under another sort,
 * or names a null key where the sort never holds one (no page ends there).
 */
export function readCursor(sort: ListSort, cursor: string): SortPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (
    Array.isArray(parts) &&
    parts.length === 4 &&
    parts[0] === sort.name &&
    parts[1] === sort.direction &&
    (parts[2] === null ? sort.isNullable : typeof parts[2] === 'string') &&
    Number.isSafeInteger(parts[3])
  )
    return { key: parts[2], id: parts[3] };
  throw notACursor();
}
