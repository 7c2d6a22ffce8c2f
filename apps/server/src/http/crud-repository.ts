import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { SortPosition } from './list-keyset.ts';
import { readReferenceTargets } from './reference-targets.ts';
import type { ResourceDefinition, Row, Values } from './resource.ts';
import { attachChildren } from './tree.ts';

const sortKeyAlias = '__sort_key';
/** From this many rows skipped, a page is read through its ids first. */
export const deferredJoinFromOffset = 1_000;

const whereClause = (where: SQL | undefined) => (where ? sql` where ${where}` : sql``);

/** One typed repository over any declared table: the SQL side of every plain resource. */
export function createCrudRepository(definition: ResourceDefinition) {
  const { table, scope } = definition;
  const byId = (id: number) => and(eq(table.id, id), scope);
  const hidden = new Set(definition.hiddenColumns ?? []);
  const secrets = new Set(definition.secretColumns ?? []);
  const visibleColumns: Record<string, AnyPgColumn | SQL.Aliased> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (hidden.has(name)) continue;
    if (!secrets.has(name)) visibleColumns[name] = column;
    // A secret is never read back: the answer only says whether one is stored.
    else
      Object.assign(visibleColumns, {
        [name]: sql<null>`null`.as(name),
        [`has_${name}`]: sql<boolean>`(${column} is not null and ${column} <> '')`.as(`has_${name}`),
      });
  }
  const references = Object.entries(definition.references ?? {});

  /** Replaces each foreign key with `{ id, name, ... }` of the row it points to. */
  async function attachReferences(db: Executor, rows: Row[]): Promise<Row[]> {
    const expanding = definition.hooks?.expand?.(db, rows);
    // Settled at once: an expansion that fails while the references are read is not left unhandled.
    expanding?.catch(() => {});
    const targetsOf = await readReferenceTargets(
      db,
      references.map(([, reference]) => reference),
      rows,
    );
    for (const [index, [name, reference]] of references.entries()) {
      const key = reference.column.name;
      const byId = new Map(targetsOf[index].map((target) => [target.id, target]));
      for (const row of rows) {
        row[name] = row[key] == null ? null : (byId.get(row[key] as number) ?? null);
        delete row[key];
      }
    }
    const { tree } = definition;
    const nested = tree ? await attachChildren(db, { ...definition, tree }, visibleColumns, rows) : rows;
    return expanding ? (await expanding)(nested) : nested;
  }

  return {
    visibleFieldNames: [
      ...Object.keys(visibleColumns).filter((name) => !references.some(([, r]) => r.column.name === name)),
      ...references.map(([name]) => name),
      ...(definition.expandedFields ?? []),
    ],

    /**
     * A page of rows in list order, with the last row's sort key as text and its id: where the
     * next page reads on from (keyset).
     */
    async list(
      db: Executor,
      where: SQL | undefined,
      orderBy: SQL[],
      sortKey: SQL,
      page: { limit: number; offset: number },
    ): Promise<{ rows: Row[]; after?: SortPosition }> {
      const columns = { ...visibleColumns, [sortKeyAlias]: sql<string | null>`(${sortKey})::text` };
      const read = (rowsWhere: SQL | undefined) =>
        db
          .select(columns)
          .from(table)
          .where(rowsWhere)
          .orderBy(...orderBy);
      // Deep pages step over the skipped rows by their ids alone (an index-only scan where the
      // sort has an index ending in id), then read the whole rows of this page only.
      const pageIds = () =>
        db
          .select({ id: table.id })
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(page.offset);
      const rows = (page.offset < deferredJoinFromOffset
        ? await read(where).limit(page.limit).offset(page.offset)
        : await read(inArray(table.id, pageIds()))) as unknown as Row[];
      const last = rows.at(-1);
      const after = last && { key: last[sortKeyAlias] as string | null, id: last.id as number };
      for (const row of rows) delete row[sortKeyAlias];
      return { rows: await attachReferences(db, rows), after };
    },

    // Written as SQL rather than through the select builder: these run for every page, and
    // building the statement cost more than the count of a narrowed list.
    async count(db: Executor, where: SQL | undefined): Promise<number> {
      const result = await db.execute(sql`select count(*) as total from ${table}${whereClause(where)}`);
      return Number(rowsOf<{ total: string | number }>(result)[0].total);
    },

    /** The exact count, or the planner's estimate when that is above `threshold` (EXPLAIN only plans). */
    async countOrEstimate(db: Executor, where: SQL | undefined, threshold: number) {
      const plan = await db.execute(sql`explain (format json) select 1 from ${table}${whereClause(where)}`);
      const [row] = rowsOf<Record<string, [{ Plan: { 'Plan Rows': number } }]>>(plan);
      const estimate = Object.values(row)[0][0].Plan['Plan Rows'];
      if (estimate > threshold) return { total: Math.round(estimate), isEstimate: true };
      return { total: await this.count(db, where), isEstimate: false };
    },

    /** The raw row (with foreign keys and hidden columns) for rules and file clean-up. */
    async findRaw(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(table).where(byId(id)).limit(1);
      return row as Row | undefined;
    },

    async findById(db: Executor, id: number): Promise<Row | undefined> {
      const rows = (await db.select(visibleColumns).from(table).where(byId(id)).limit(1)) as Row[];
      return rows.length ? (await attachReferences(db, rows))[0] : undefined;
    },

    async insert(db: Executor, values: Values): Promise<number> {
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      return row.id as number;
    },

    async update(db: Executor, id: number, values: Values) {
      if (Object.keys(values).length === 0) return;
      await db
        .update(table)
        .set(values as never)
        .where(byId(id));
    },

    async delete(db: Executor, id: number) {
      await db.delete(table).where(byId(id));
    },

    async missingReferences(db: Executor, values: Values): Promise<string[]> {
      const missing: string[] = [];
      for (const [name, reference] of references) {
        const id = values[name];
        if (id == null) continue;
        const [found] = await db
          .select({ id: reference.targetId })
          .from(reference.table)
          // A reference to the same table sees only its scope (never a reserved row).
          .where(and(eq(reference.targetId, id as number), reference.table === table ? scope : undefined))
          .limit(1);
        if (!found) missing.push(name);
      }
      return missing;
    },
  };
}

export type CrudRepository = ReturnType<typeof createCrudRepository>;
