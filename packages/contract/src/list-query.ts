import { z } from 'zod';

import { defaultPageSize, type FieldType, filterConditions, pageSizes } from './list-constants.ts';

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
  after: z
    .string()
    .max(4_000)
    .optional()
    .describe(
      "The page before's pagination.next_cursor: this page reads on from that page's last row (as deep as it is, as fast as the first page) instead of skipping pageIndex × pageSize rows",
    ),
  skipPagination: booleanText.optional(),
  sortBy: z.string().max(64).optional(),
  direction: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .transform((direction) => direction.toUpperCase() as 'ASC' | 'DESC')
    .optional(),
  q: z.string().max(200).optional(),
  isActive: booleanText.optional(),
  filters: z.string().max(10_000).optional(),
  format: z
    .enum(['json', 'csv'])
    .optional()
    .describe('csv: every matching row as a CSV download (UTF-8 with BOM) instead of a page of JSON'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Pagination = {
  current_page: number;
  pages_count: number;
  items_per_page: number;
  total_items: number;
  /** Present (true) when total_items is the planner's estimate: a big list whose exact count costs too much. */
  total_is_estimate?: true;
  /** Present when the page is full: pass it as `after` with the next pageIndex to read on from this page's last row. */
  next_cursor?: string;
};

export type FilterableField = { name: string; type: FieldType };

export type ListResponse<T> = {
  items: T[];
  pagination: Pagination;
  filters: Filter[];
  fields: string[];
  filterable: FilterableField[];
};
