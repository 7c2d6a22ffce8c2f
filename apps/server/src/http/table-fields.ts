import type { FieldType } from '@mise/contract';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListField, Reference } from './resource.ts';

/** The list type of each kind of column; other kinds (jsonb) are listed only when declared. */
const fieldTypeByColumn: Record<string, FieldType> = {
  PgSerial: 'int',
  PgInteger: 'int',
  PgSmallInt: 'int',
  PgBigInt53: 'int',
  PgNumeric: 'float',
  PgNumericNumber: 'float',
  PgReal: 'float',
  PgDoublePrecision: 'float',
  PgBoolean: 'bool',
  PgTimestamp: 'datetime',
  PgTimestampString: 'datetime',
  PgDate: 'datetime',
  PgDateString: 'datetime',
  PgVarchar: 'text',
  PgText: 'text',
  PgChar: 'text',
};

type TableFieldOptions = {
  /** jsonb columns that hold a value per language. */
  translatable?: string[];
  /** The resource's references: their foreign keys are listed under the reference's name (`city`). */
  references?: Record<string, Pick<Reference, 'column'>>;
  /** Columns left out of lists and filters. */
  omit?: string[];
};

/** The list fields of a table, each typed by its column, so a declaration names only what is special. */
export function tableFields(table: PgTable, options: TableFieldOptions = {}): Record<string, ListField> {
  const renamed = new Map(
    Object.entries(options.references ?? {}).map(([name, { column }]) => [column.name, name]),
  );
  const fields: Record<string, ListField> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, AnyPgColumn][]) {
    if (options.omit?.includes(key)) continue;
    if (options.translatable?.includes(key)) {
      fields[key] = { column, type: 'text', isTranslatable: true };
      continue;
    }
    const type = fieldTypeByColumn[column.columnType];
    if (type) fields[renamed.get(column.name) ?? key] = { column, type };
  }
  return fields;
}

/** A reference shown as `{ id, name }` of the row it points to. */
export function namedReference(
  column: AnyPgColumn,
  target: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
): Reference {
  return { column, table: target, targetId: target.id, select: { id: target.id, name: target.name } };
}
