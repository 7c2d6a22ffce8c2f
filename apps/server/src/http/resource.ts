import type { FieldType, StaffRole } from '@mise/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../db/client.ts';
import type { TreeOptions } from './tree.ts';

export type ListField = {
  column: AnyPgColumn | SQL;
  type: FieldType;
  /** A jsonb value per language: searched in every language, sorted by English. */
  isTranslatable?: boolean;
  isSortable?: boolean;
  /** Replaces the plain `equal` comparison (a category filter that also matches its subcategories). */
  matchEqual?: (value: number) => SQL;
};

export type Reference = {
  /** The foreign-key column on this resource's table. */
  column: AnyPgColumn;
  table: PgTable;
  /** The id column of the referenced table. */
  targetId: AnyPgColumn;
  /** Columns shown with the reference, e.g. `{ id, name }`. */
  select: Record<string, AnyPgColumn>;
};

export type FileField = { folder: string; formField: string; kind: 'image' | 'video' };

export type Row = Record<string, unknown> & { id: number };
export type Values = Record<string, unknown>;

export type WriteContext = { db: Executor; user: { id: number; role: StaffRole } };

export type ResourceHooks = {
  /** Runs in the write's transaction before insert or update; may change or refuse values. */
  beforeWrite?: (context: WriteContext, values: Values, existing?: Row) => Promise<Values> | Values;
  /** Runs in the write's transaction after it; `values` are the validated values sent (e.g. nested lists to store). */
  afterWrite?: (
    context: WriteContext,
    saved: Row,
    existing: Row | undefined,
    values: Values,
  ) => Promise<void> | void;
  beforeDelete?: (context: WriteContext, existing: Row) => Promise<void> | void;
  /**
   * Adds computed or nested data to loaded rows: reads it for the whole page (one query, run while
   * the references are read) and answers how to add it once the references are in.
   */
  expand?: (db: Executor, rows: Row[]) => Promise<(rows: Row[]) => Row[]>;
};

export type ResourceDefinition = {
  /** Path and record name: `/api/{name}` and `{ [name]: record }`. */
  name: string;
  table: PgTable & { id: AnyPgColumn };
  /** Create body; updates accept any subset of it. */
  schema: z.ZodObject;
  /** Other spellings a client may send a body field under, e.g. `{ serviceTime: 'service_time' }`. */
  aliases?: Record<string, string>;
  fields: Record<string, ListField>;
  searchable: string[];
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' };
  /** The flag `isActive` filters on. */
  activeField?: string;
  references?: Record<string, Reference>;
  files?: Record<string, FileField>;
  /** Columns never returned (password hashes). */
  hiddenColumns?: string[];
  /**
   * Write-only columns (payment credentials): answered as null beside `has_<name>`; a write that
   * leaves one out or blank keeps the stored value. Leave them out of `fields` (never filtered).
   */
  secretColumns?: string[];
  hooks?: ResourceHooks;
  /** Rows outside it (reserved rows) are never listed, read, written, deleted or referenced: 404. */
  scope?: SQL;
  /** Rows nest through a reference to the same table: children answered, loops refused. */
  tree?: TreeOptions;
  /** Roles that may read; writes use `writeRoles`, defaulting to the same. */
  roles?: StaffRole[];
  writeRoles?: StaffRole[];
  /** Rows read per query when the whole list is streamed (`skipPagination`, CSV). */
  listBatchSize?: number;
  /**
   * A page whose matches the planner estimates above this many answers that estimate as its total
   * (`pagination.total_is_estimate`) instead of counting them all: for tables of a million rows.
   */
  estimateCountAbove?: number;
  /** Only list and retrieve are offered (orders): records are written by calls of their own. */
  isReadOnly?: boolean;
  /** What `expand` adds to each row that the list's `fields`, and so its CSV, name too (an order's `items`). */
  expandedFields?: string[];
  /** `GET /api/X/{id}` answers this instead of the list row (an order with its lines and history). */
  loadItem?: (db: Executor, id: number) => Promise<Row | undefined>;
};

export const defineResource = (definition: ResourceDefinition) => definition;
