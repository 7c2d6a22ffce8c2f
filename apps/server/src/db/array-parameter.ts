import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A list as one array parameter (`{…}` text): one value to send and parse, whatever its length. */
export const arrayParameter = (values: (string | number)[]) => `{${values.join(',')}}`;

/** `column = any($1::int[])`: the same statement text whatever the number of ids. */
export const isAnyId = (column: AnyPgColumn, ids: number[]): SQL =>
  sql`${column} = any(${arrayParameter(ids)}::int[])`;
