import { inArray, type SQL, sql } from 'drizzle-orm';
import { isAnyId } from '../db/array-parameter.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Reference, Row } from './resource.ts';

/** Column types whose JSON reads back as the driver reads the column (no dates, no numeric text). */
const jsonFaithfulTypes = new Set([
  'PgSerial',
  'PgInteger',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgJsonb',
  'PgBoolean',
]);
const isJsonFaithful = (reference: Reference) =>
  ['PgSerial', 'PgInteger'].includes(reference.targetId.columnType) &&
  Object.values(reference.select).every((column) => jsonFaithfulTypes.has(column.columnType));

const targetsQuery = (reference: Reference, index: number, ids: number[]): SQL => {
  // Named by column aliases (to_json of the row): no parameter per key for the database to bind.
  const fields = Object.entries(reference.select).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  );
  return sql`select ${index}::int as reference, to_json(target_row) as target
    from (select ${sql.join(fields, sql`, `)} from ${reference.table}
      where ${isAnyId(reference.targetId, ids)}) as target_row`;
};

/**
 * The rows each reference of a page points to (`{ id, name, ... }`), by index of `references`. One
 * statement for all of them: on a busy server each round trip costs more than its lookup.
 */
export async function readReferenceTargets(
  db: Executor,
  references: Reference[],
  rows: Row[],
): Promise<Row[][]> {
  const idsOf = references.map(
    (reference) =>
      [...new Set(rows.map((row) => row[reference.column.name]).filter((id) => id != null))] as number[],
  );
  const targets: Row[][] = references.map(() => []);
  const together = references.flatMap((reference, index) =>
    idsOf[index].length && isJsonFaithful(reference) ? [targetsQuery(reference, index, idsOf[index])] : [],
  );
  const apart = references.map((reference, index) =>
    idsOf[index].length && !isJsonFaithful(reference)
      ? db.select(reference.select).from(reference.table).where(inArray(reference.targetId, idsOf[index]))
      : undefined,
  );
  const [joined, ...separate] = await Promise.all([
    together.length ? db.execute(sql.join(together, sql` union all `)) : undefined,
    ...apart,
  ]);
  const joinedRows = joined ? rowsOf<{ reference: number; target: Row }>(joined) : [];
  for (const { reference, target } of joinedRows) targets[reference].push(target);
  separate.forEach((found, index) => {
    if (found) targets[index] = found as Row[];
  });
  return targets;
}
