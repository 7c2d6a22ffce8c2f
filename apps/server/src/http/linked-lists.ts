import type { FieldErrors, NamedReference } from '@mise/contract';
import { messageKeys } from '@mise/contract';
import { asc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { unprocessable } from './errors.ts';
import type { ResourceHooks, Row, Values } from './resource.ts';

/** A record's list of other records kept in a link table (a coupon's products): ids in, `{id, name}` out. */
export type LinkedList = {
  /** The link table. */
  links: PgTable;
  /** Its column holding the owner's id. */
  owner: AnyPgColumn;
  /** Its column holding the linked record's id. */
  target: AnyPgColumn;
  /** The linked records, each with an id and a name. */
  records: PgTable & { id: AnyPgColumn; name?: AnyPgColumn };
  /** How a linked record is named where its table has no `name` (a customer: name and phone). */
  name?: SQL;
};

async function loadLinked(db: Executor, list: LinkedList, ownerIds: number[]) {
  const byOwner = new Map<number, NamedReference[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: list.owner, id: list.records.id, name: list.name ?? list.records.name! })
    .from(list.links)
    .innerJoin(list.records, eq(list.records.id, list.target))
    .where(inArray(list.owner, ownerIds))
    .orderBy(asc(list.records.id));
  for (const { ownerId, id, name } of rows as {
    ownerId: number;
    id: number;
    name: NamedReference['name'];
  }[]) {
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), { id, name }]);
  }
  return byOwner;
}

async function findUnknownIds(
  db: Executor,
  list: LinkedList,
  field: string,
  ids: number[],
  errors: FieldErrors,
) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: list.records.id })
    .from(list.records)
    .where(inArray(list.records.id, ids));
  const known = new Set(rows.map((row) => row.id as number));
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`${field}.${index}`] = messageKeys.notFound;
  });
}

async function replaceLinked(db: Executor, list: LinkedList, ownerId: number, ids: number[]) {
  await db.delete(list.links).where(eq(list.owner, ownerId));
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = sql.join(
    unique.map((id) => sql`(${ownerId}, ${id})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(list.links))} (${sql.identifier(list.owner.name)}, ${sql.identifier(list.target.name)}) values ${rows}`,
  );
}

/**
 * Hooks for a record that owns lists of links (body field -> list): unknown ids are a 422 keyed
 * by `{field}.{index}`, the lists are replaced in the write's transaction and answered as
 * `[{id, name}]`, one query per list per page.
 */
export function linkedListHooks(
  lists: Record<string, LinkedList>,
  options: {
    /** Rules across fields, on the record as it will be (the stored values, the sent ones over them). */
    checkRecord?: (record: Values) => { path: string; message: string }[];
  } = {},
): Required<Pick<ResourceHooks, 'beforeWrite' | 'afterWrite' | 'expand'>> {
  const entries = Object.entries(lists);
  return {
    async beforeWrite({ db }, values, existing) {
      const issues = options.checkRecord?.({ ...existing, ...values }) ?? [];
      const errors: FieldErrors = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
      for (const [field, list] of entries) {
        if (Array.isArray(values[field]))
          await findUnknownIds(db, list, field, values[field] as number[], errors);
      }
      if (Object.keys(errors).length) throw unprocessable(errors, 'Some picked records do not exist');
      return Object.fromEntries(Object.entries(values).filter(([name]) => !(name in lists))) as Values;
    },
    async afterWrite({ db }, saved, _existing, values) {
      for (const [field, list] of entries) {
        if (values[field] !== undefined) await replaceLinked(db, list, saved.id, values[field] as number[]);
      }
    },
    async expand(db, rows: Row[]) {
      const ids = rows.map((row) => row.id);
      const loaded: Map<number, NamedReference[]>[] = [];
      for (const [, list] of entries) loaded.push(await loadLinked(db, list, ids));
      return (withReferences) =>
        withReferences.map((row) => ({
          ...row,
          ...Object.fromEntries(entries.map(([field], index) => [field, loaded[index].get(row.id) ?? []])),
        }));
    },
  };
}
