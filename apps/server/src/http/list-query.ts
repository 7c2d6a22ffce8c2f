import { conditionsByType, type Filter, filterSchema, type ListQuery } from '@mise/contract';
import { and, asc, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import { rejectNulCharacters } from './input-guards.ts';
import type { ListField, Reference, ResourceDefinition } from './resource.ts';

/** A LIKE pattern matching `text` literally anywhere: its wildcards and the escape character escaped. */
export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const toSnakeCase = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

// Built once: a zod schema costs more to build than to check a request's filters with.
const filtersSchema = z.array(filterSchema).max(30);

function parseFilters(text: string | undefined): Filter[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('filters is not valid JSON');
  }
  rejectNulCharacters({ filters: raw }, 400);
  const parsed = filtersSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('filters must be a list of {name, condition, value, value2?}');
  return parsed.data;
}

/** Names come from the caller: only the declaration's own keys count (`__proto__`, `toString` do not). */
const ownField = (definition: ResourceDefinition, name: string) =>
  Object.hasOwn(definition.fields, name) ? definition.fields[name] : undefined;

function findField(definition: ResourceDefinition, name: string): [string, ListField] {
  const key = ownField(definition, name) ? name : toSnakeCase(name);
  const field = ownField(definition, key);
  if (!field) throw badRequest(`Unknown field: ${name}`);
  return [key, field];
}

const isInt32 = (number: number) => Number.isInteger(number) && Math.abs(number) <= 2_147_483_647;
/** JavaScript reads years up to 275760, PostgreSQL stores 4713 BC to 294276 AD: keep to plain years. */
const isStorableDate = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;

function convertValue(field: ListField, name: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '')
    throw badRequest(`Filter on ${name} needs a value`);
  switch (field.type) {
    case 'int':
    case 'float': {
      const number = Number(value);
      if (!Number.isFinite(number) || (field.type === 'int' && !isInt32(number))) {
        throw badRequest(`Filter on ${name} needs a number`);
      }
      return number;
    }
    case 'datetime': {
      const date = new Date(String(value));
      if (!isStorableDate(date)) throw badRequest(`Filter on ${name} needs a date`);
      return date;
    }
    case 'bool':
      if (![true, false, 1, 0, '1', '0', 'true', 'false'].includes(value as never)) {
        throw badRequest(`Filter on ${name} needs 1 or 0`);
      }
      return value === true || value === 1 || value === '1' || value === 'true';
    default:
      return String(value);
  }
}

/** Values of a translatable (jsonb) column, one per language. */
const firstTranslation = (column: ListField['column'] | SQL) =>
  sql`(select value from jsonb_each_text(${column}) limit 1)`;

/** Every text of a translatable value in one string: the expression its trigram index holds (migration 0003). */
const translationsText = (column: ListField['column']) => sql`translations_text(${column})`;

function textCondition(field: ListField, condition: string, value: string): SQL {
  const { column } = field;
  if (field.isTranslatable) {
    const operator = { contains: sql`ilike`, equal: sql`=`, not_equal: sql`=` }[condition] ?? sql`=`;
    const pattern = condition === 'contains' ? escapeLike(value) : value;
    const match =
      condition === 'contains'
        ? sql`${translationsText(column)} ilike ${pattern}`
        : sql`exists (select 1 from jsonb_each_text(${column}) as t where t.value ${operator} ${pattern})`;
    return condition === 'not_equal' ? sql`not ${match}` : match;
  }
  const text = field.type === 'array' ? sql`${column}::text` : sql`${column}`;
  if (condition === 'contains') return sql`${text} ilike ${escapeLike(value)}`;
  return condition === 'equal' ? sql`${text} = ${value}` : sql`(${text} is null or ${text} <> ${value})`;
}

function isEmpty(field: ListField): SQL {
  const { column } = field;
  if (field.isTranslatable) {
    return sql`(${column} is null or not exists (select 1 from jsonb_each_text(${column}) as t where t.value <> ''))`;
  }
  if (field.type === 'array') return sql`(${column} is null or jsonb_array_length(${column}) = 0)`;
  if (field.type === 'text') return sql`(${column} is null or ${column} = '')`;
  return isNull(column as never);
}

function filterCondition(definition: ResourceDefinition, filter: Filter): SQL {
  const [name, field] = findField(definition, filter.name);
  if (!conditionsByType[field.type].includes(filter.condition)) {
    throw badRequest(`Condition ${filter.condition} is not allowed for ${filter.name} (${field.type})`);
  }
  const column = field.column as never;
  switch (filter.condition) {
    case 'empty':
      return isEmpty(field);
    case 'not_empty':
      return sql`not ${isEmpty(field)}`;
    case 'contains':
      return textCondition(field, 'contains', String(convertValue(field, name, filter.value)));
    case 'greater':
      return gt(column, convertValue(field, name, filter.value));
    case 'less':
      return lt(column, convertValue(field, name, filter.value));
    case 'between':
      return and(
        sql`${column} >= ${convertValue(field, name, filter.value)}`,
        sql`${column} <= ${convertValue(field, name, filter.value2)}`,
      ) as SQL;
    default: {
      const value = convertValue(field, name, filter.value);
      if (field.matchEqual && typeof value === 'number') {
        const match = field.matchEqual(value);
        return filter.condition === 'equal' ? match : (or(sql`not ${match}`, isNull(column)) as SQL);
      }
      if (field.type === 'text' || field.type === 'array')
        return textCondition(field, filter.condition, value as string);
      return filter.condition === 'equal'
        ? eq(column, value)
        : (or(ne(column, value), isNull(column)) as SQL);
    }
  }
}

function searchCondition(definition: ResourceDefinition, text: string): SQL | undefined {
  const pattern = escapeLike(text.trim());
  const matches = definition.searchable.map((name) => {
    const field = definition.fields[name];
    if (field.isTranslatable) return sql`${translationsText(field.column)} ilike ${pattern}`;
    return sql`${field.column}::text ilike ${pattern}`;
  });
  return matches.length ? or(...matches) : undefined;
}

const translatableSortKey = (column: ListField['column'] | SQL) =>
  sql`lower(coalesce(${column}->>'en', ${firstTranslation(column)}))`;

/** A named reference sorts by the name of the row it points to (aliased, so a table may point to itself). */
function referenceSortKey(reference: Reference): SQL {
  const alias = sql.identifier('sort_target');
  const name = reference.select.name;
  const nameColumn = sql`${alias}.${sql.identifier(name.name)}`;
  const nameKey = name.columnType === 'PgJsonb' ? translatableSortKey(nameColumn) : nameColumn;
  return sql`(select ${nameKey} from ${reference.table} as ${alias}
    where ${alias}.${sql.identifier(reference.targetId.name)} = ${reference.column})`;
}

function sortExpression(definition: ResourceDefinition, name: string, field: ListField): SQL {
  const references = definition.references ?? {};
  const reference = Object.hasOwn(references, name) ? references[name] : undefined;
  if (reference?.select.name) return referenceSortKey(reference);
  return field.isTranslatable ? translatableSortKey(field.column) : sql`${field.column}`;
}

/** Turns the list protocol into SQL pieces; every name is checked against the declaration first. */
export function buildListSql(definition: ResourceDefinition, query: ListQuery) {
  const filters = parseFilters(query.filters);
  const conditions: (SQL | undefined)[] = filters.map((filter) => filterCondition(definition, filter));
  conditions.push(definition.scope);
  if (query.q?.trim()) conditions.push(searchCondition(definition, query.q));
  if (query.isActive !== undefined) {
    const activeName = definition.activeField ?? 'is_enabled';
    const active = definition.fields[activeName];
    if (!active) throw badRequest('This list has no active flag');
    conditions.push(eq(active.column as never, query.isActive));
  }
  const sortName = query.sortBy ?? definition.defaultSort?.field ?? 'id';
  const [sortKey, sortField] = findField(definition, sortName);
  if (sortField.isSortable === false) throw badRequest(`Cannot sort by ${sortName}`);
  const direction = query.direction ?? (query.sortBy ? 'ASC' : (definition.defaultSort?.direction ?? 'DESC'));
  const order = direction === 'ASC' ? asc : desc;
  const expression = sortExpression(definition, sortKey, sortField);
  // Only a plain column declared NOT NULL is known never to be null (references and translations may be).
  const isPlainColumn = !Object.hasOwn(definition.references ?? {}, sortKey) && !sortField.isTranslatable;
  const isNullable = !(isPlainColumn && (sortField.column as { notNull?: boolean }).notNull === true);
  const sort = { name: sortKey, expression, direction, isNullable };
  const orderBy = [order(sort.expression), order(definition.table.id)];
  return { where: and(...conditions), orderBy, filters, sort };
}

export function describeFilterable(definition: ResourceDefinition) {
  return Object.entries(definition.fields).map(([name, field]) => ({ name, type: field.type }));
}
