import { z } from 'zod';

export const fieldTypes = ['text', 'array', 'int', 'float', 'datetime', 'bool'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const filterConditions = [
  'contains',
  'equal',
  'not_equal',
  'greater',
  'less',
  'between',
  'empty',
  'not_empty',
] as const;
export type FilterCondition = (typeof filterConditions)[number];

const comparable: FilterCondition[] = [
  'greater',
  'less',
  'equal',
  'not_equal',
  'between',
  'empty',
  'not_empty',
];
const textual: FilterCondition[] = ['contains', 'equal', 'not_equal', 'empty', 'not_empty'];

/** Which conditions each field type allows (API.md, Lists). */
export const conditionsByType: Record<FieldType, FilterCondition[]> = {
  text: textual,
  array: textual,
  int: comparable,
  float: comparable,
  datetime: comparable,
  bool: ['equal'],
};

/** Conditions that need no value. */
export const valuelessConditions: FilterCondition[] = ['empty', 'not_empty'];

export const pageSizes = [5, 10, 20, 50, 100] as const;
export const defaultPageSize = 20;

const filterValue = z.union([z.string(), z.number(), z.boolean()]).nullish();

export const filterSchema = z.object({
  name: z.string().min(1),
  condition: z.enum(filterConditions),
  value: filterValue,
  value2: filterValue,
});
export type Filter = z.infer<typeof filterSchema>;

const booleanText = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

export const listQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (pageSizes as readonly number[]).includes(size),
      'pageSize must be 5, 10, 20, 50 or 100',
    )
    .default(defaultPageSize),
  skipPagination: booleanText.optional(),
  sortBy: z.string().max(64).optional(),
  direction: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .transform((direction) => direction.toUpperCase() as 'ASC' | 'DESC')
    .optional(),
  q: z.string().max(200).optional(),
  isActive: booleanText.optional(),
  filters: z.string().max(10_000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Pagination = {
  current_page: number;
  pages_count: number;
  items_per_page: number;
  total_items: number;
};

export type FilterableField = { name: string; type: FieldType };

export type ListResponse<T> = {
  items: T[];
  pagination: Pagination;
  filters: Filter[];
  fields: string[];
  filterable: FilterableField[];
};
