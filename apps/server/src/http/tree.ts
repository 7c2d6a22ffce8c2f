import { messageKeys } from '@mise/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { unprocessable } from './errors.ts';
import type { ResourceDefinition, Row } from './resource.ts';

/** A resource whose rows form a tree through a reference to the same table. */
export type TreeOptions = {
  /** The reference (declared in `references`) that points at the parent row. */
  parent: string;
  /** Where each answered row lists its children, nested at any depth. */
  childrenKey: string;
  /** Order of siblings; the id breaks ties. */
  childOrder?: AnyPgColumn[];
};

type TreeResource = ResourceDefinition & { tree: TreeOptions };

const parentColumnOf = (definition: TreeResource) => {
  const reference = definition.references?.[definition.tree.parent];
  if (!reference)
    throw new Error(`${definition.name}: tree parent ${definition.tree.parent} is not a reference`);
  return reference.column;
};

/** SQL for the ids of every descendant of the given rows (UNION stops even on a stored loop). */
function descendantIds(definition: TreeResource, rootIds: number[]): SQL {
  const parent = sql.identifier(parentColumnOf(definition).name);
  const id = sql.identifier(definition.table.id.name);
  const roots = sql.join(
    rootIds.map((rootId) => sql`${rootId}`),
    sql`, `,
  );
  return sql`with recursive descendants(id) as (
      select ${id} from ${definition.table} where ${parent} in (${roots})
      union
      select child.${id} from ${definition.table} as child join descendants on child.${parent} = descendants.id
    ) select id from descendants`;
}

/** Gives each row its children at any depth: one query for the whole page, nested in code. */
export async function attachChildren(
  db: Executor,
  definition: TreeResource,
  columns: Record<string, AnyPgColumn | SQL.Aliased>,
  rows: Row[],
): Promise<Row[]> {
  const { table, tree } = definition;
  const parentKey = parentColumnOf(definition).name;
  const descendants = rows.length
    ? ((await db
        .select(columns)
        .from(table)
        .where(
          and(
            sql`${table.id} in (${descendantIds(
              definition,
              rows.map((row) => row.id),
            )})`,
            definition.scope,
          ),
        )
        .orderBy(...(tree.childOrder ?? []).map((column) => asc(column)), asc(table.id))) as Row[])
    : [];
  const byParent = new Map<number, Row[]>();
  for (const row of descendants) {
    const siblings = byParent.get(row[parentKey] as number) ?? [];
    siblings.push(row);
    byParent.set(row[parentKey] as number, siblings);
  }
  const nest = (parent: Row, depth: number): Row[] =>
    // A depth cap keeps a stored loop (never written by the API) from recursing forever.
    depth > 50
      ? []
      : (byParent.get(parent.id) ?? []).map(({ [parentKey]: _, ...child }) => ({
          ...(child as Row),
          [tree.parent]: { id: parent.id, name: parent.name },
          [tree.childrenKey]: nest(child as Row, depth + 1),
        }));
  return rows.map((row) => ({ ...row, [tree.childrenKey]: nest(row, 0) }));
}

/**
 * Refuses a parent that is the row itself or one of its descendants (422 on the parent field).
 * Moves in one tree take turns (a transaction lock), so two moves at once cannot close a loop.
 */
export async function assertNotOwnAncestor(
  db: Executor,
  definition: TreeResource,
  id: number,
  parentId: unknown,
) {
  if (parentId == null) return;
  const refuse = () =>
    unprocessable(
      { [definition.tree.parent]: messageKeys.parentCycle },
      'A category cannot be inside itself',
    );
  if (parentId === id) throw refuse();
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tree:${definition.name}`}))`);
  const [loop] = await db
    .select({ id: definition.table.id })
    .from(definition.table)
    .where(
      and(
        eq(definition.table.id, parentId as number),
        sql`${definition.table.id} in (${descendantIds(definition, [id])})`,
      ),
    )
    .limit(1);
  if (loop) throw refuse();
}
