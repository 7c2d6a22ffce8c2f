// COPY FROM STDIN in the binary format on one connection (pg-copy-streams), a statement per table
// made once from its columns.
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../client.ts';
import { rowsOf } from '../rows.ts';

const dialect = new PgDialect();
const messageBytes = 64 << 10;

/**
 * The COPY statement of each table, for the columns its rows hold; FREEZE for the tables emptied in
 * this transaction (truncateIfEmpty).
 */
export function copyStatements<Table extends string>(
  columns: Record<Table, readonly string[]>,
  frozen: ReadonlySet<string> = new Set(),
) {
  return new Map(
    (Object.keys(columns) as Table[]).map((table) => {
      const list = sql.join(
        columns[table].map((column) => sql.identifier(column)),
        sql`, `,
      );
      const options = frozen.has(table) ? sql`format binary, freeze` : sql`format binary`;
      const statement = sql`copy ${sql.identifier(table)} (${list}) from stdin with (${options})`;
      return [table, dialect.sqlToQuery(statement).sql];
    }),
  );
}

/**
 * Truncates `tables` when none of them holds a row, and answers whether it did: COPY may then
 * write their rows frozen, visible to every later transaction at once, so no VACUUM has to follow
 * (PostgreSQL allows FREEZE only into a table created or truncated in the same transaction). All
 * or none: a table and those whose foreign keys point at it go together.
 */
export async function truncateIfEmpty(tx: Executor, tables: string[]) {
  const empty = sql.join(
    tables.map((table) => sql`not exists (select from ${sql.identifier(table)})`),
    sql` and `,
  );
  const result = await tx.execute(sql`select ${empty} as empty`);
  if (rowsOf<{ empty: boolean }>(result)[0]?.empty !== true) return false;
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );
  return true;
}

/** One COPY per table that has rows, in the statements' order, one after the other on `client`. */
export async function copyInto<Table extends string>(
  client: pg.PoolClient,
  statements: Map<Table, string>,
  rows: Partial<Record<Table, Uint8Array>>,
) {
  for (const [table, statement] of statements) {
    const bytes = rows[table];
    if (!bytes) continue;
    const stream = client.query(copyFrom(statement));
    // A write is a CopyData message, which the server takes in whole before it reads a row of it:
    // pieces the size of its input buffer let it work while the rest is still on the way.
    for (let from = 0; from < bytes.length; from += messageBytes)
      stream.write(bytes.subarray(from, from + messageBytes));
    stream.end();
    await finished(stream);
  }
}
