import { fieldTypes, filterSchema } from '@mise/contract';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { errorResponses, noContent } from './openapi-docs.ts';
import { baseType } from './request-body.ts';
import type { ResourceDefinition } from './resource.ts';
import { documentedOnly } from './validation.ts';

const isoDate = () => z.string().describe('ISO 8601 date-time');
const translatable = () =>
  z.record(z.string(), z.string()).describe('A value per language code: {"en": "…", "pl": "…"}');

const schemaByColumnType: Record<string, () => z.ZodType> = {
  PgSerial: () => z.number().int(),
  PgInteger: () => z.number().int(),
  PgSmallInt: () => z.number().int(),
  PgBigInt53: () => z.number().int(),
  PgNumericNumber: () => z.number(),
  PgReal: () => z.number(),
  PgDoublePrecision: () => z.number(),
  PgBoolean: () => z.boolean(),
  PgTimestamp: isoDate,
  PgTimestampString: isoDate,
  PgDate: isoDate,
  PgDateString: () => z.string().describe('ISO 8601 date'),
};

const namedReference = z.looseObject({ id: z.number().int(), name: z.union([z.string(), translatable()]) });

function columnSchema(definition: ResourceDefinition, key: string, column: AnyPgColumn): z.ZodType {
  const isTranslatable = Object.hasOwn(definition.fields, key) && definition.fields[key].isTranslatable;
  const make = isTranslatable
    ? translatable
    : (schemaByColumnType[column.columnType] ??
      (column.columnType === 'PgJsonb' ? () => z.unknown() : () => z.string()));
  const schema = make();
  return column.notNull ? schema : schema.nullable();
}

/** A record as the API answers it, from the table: references as {id, name}, hidden columns left out. */
export function recordSchemaOf(definition: ResourceDefinition) {
  const bodyShape = definition.schema.shape as Record<string, z.ZodType>;
  const references = Object.entries(definition.references ?? {});
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(definition.table)) as [string, AnyPgColumn][]) {
    if (definition.hiddenColumns?.includes(key)) continue;
    const reference = references.find(([, { column: foreignKey }]) => foreignKey.name === column.name);
    const name = reference?.[0] ?? key;
    if (reference) {
      const shown = namedReference.describe(`The ${name.replace(/_/g, ' ')} as {id, name}`);
      shape[name] = column.notNull ? shown : shown.nullable();
      continue;
    }
    const schema = columnSchema(definition, key, column);
    const description = bodyShape[name]?.description;
    shape[name] = description ? schema.describe(description) : schema;
  }
  // Nested lists a resource adds to its records (a customer's addresses); plain write-only values
  // such as a user's password are never answered.
  for (const [name, schema] of Object.entries(bodyShape)) {
    if (shape[name] || !['array', 'object', 'record'].includes(baseType(schema))) continue;
    shape[name] = z
      .unknown()
      .optional()
      .describe(schema.description ?? name);
  }
  if (definition.tree) {
    shape[definition.tree.childrenKey] = z
      .array(z.looseObject({ id: z.number().int() }))
      .describe('Its children, each a record of the same shape with its own children, at any depth');
  }
  return z.looseObject(shape).describe(`A ${definition.name} record`);
}

const pagination = z.object({
  current_page: z.number().int(),
  pages_count: z.number().int(),
  items_per_page: z.number().int(),
  total_items: z.number().int(),
  total_is_estimate: z
    .literal(true)
    .optional()
    .describe(
      "Present when total_items is the planner's estimate: a big list whose exact count costs too much",
    ),
  next_cursor: z
    .string()
    .optional()
    .describe(
      'Present when the page is full: sent as `after` with the next pageIndex, that page reads on from here',
    ),
});

/** Summary, description and responses of the five CRUD operations of one resource. */
export function crudDocs(definition: ResourceDefinition) {
  const words = definition.name.replace(/_/g, ' ');
  const record = recordSchemaOf(definition);
  const saved = documentedOnly(z.object({ [definition.name]: record }));
  const listPage = z.object({
    items: z.array(record),
    pagination,
    filters: z.array(filterSchema).describe('The filters applied'),
    fields: z.array(z.string()).describe('The record fields, in order'),
    filterable: z.array(z.object({ name: z.string(), type: z.enum(fieldTypes) })),
  });
  return {
    list: {
      summary: `List ${words} records`,
      description:
        'A page of records (API.md, Lists): filter with `filters` (JSON text), `q` and `isActive`, sort with ' +
        '`sortBy` and `direction`. `skipPagination=true` streams every matching row in the same shape; ' +
        '`format=csv` streams them as a CSV download (text/csv).',
      response: { 200: documentedOnly(listPage), ...errorResponses(400, 401, 403) },
    },
    get: {
      summary: `Get one ${words}`,
      response: { 200: documentedOnly(z.object({ item: record })), ...errorResponses(401, 403, 404) },
    },
    create: {
      summary: `Create a ${words}`,
      description:
        'JSON or multipart/form-data (booleans as 1/0, lists and translatable values as JSON text).',
      response: { 201: saved, ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
    },
    update: {
      summary: `Update a ${words}`,
      description: 'Only the fields sent change. JSON or multipart/form-data.',
      response: { 200: saved, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    remove: {
      summary: `Delete a ${words}`,
      description: '409 while other rows still use it (errors names the list that does).',
      response: { 204: noContent, ...errorResponses(401, 403, 404, 409) },
    },
  };
}
