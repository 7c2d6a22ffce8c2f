import { defaultPageSize, type Filter, filterSchema, pageSizes } from '@mise/contract';
import { z } from 'zod';

/** A list's state in the URL, so a form can carry it and the way back restores it. */
export const listSearchSchema = z.object({
  page: z.coerce.number().int().min(0).optional().catch(undefined),
  size: z.coerce
    .number()
    .refine((size) => (pageSizes as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
  sort: z.string().max(64).optional().catch(undefined),
  dir: z.enum(['ASC', 'DESC']).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  filters: z.array(filterSchema).max(30).optional().catch(undefined),
  /** Drawer forms: `new` or the id being edited. */
  form: z.union([z.literal('new'), z.coerce.number().int().positive()]).optional().catch(undefined),
});

export type ListSearch = z.infer<typeof listSearchSchema>;

export function toListQuery(search: ListSearch, defaultSort?: { field: string; direction: 'ASC' | 'DESC' }) {
  const sort = search.sort ?? defaultSort?.field;
  return {
    pageIndex: search.page ?? 0,
    pageSize: search.size ?? defaultPageSize,
    sortBy: sort ? toCamelCase(sort) : undefined,
    direction: search.sort ? (search.dir ?? 'ASC') : defaultSort?.direction,
    q: search.q?.trim() || undefined,
    filters: search.filters?.length ? (search.filters as Filter[]) : undefined,
  };
}

/** The API sorts by camelCase names (`createdAt`). */
export const toCamelCase = (name: string) => name.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());

/** The list state without the drawer flag: what a form carries back. */
export function listStateOf(search: ListSearch): ListSearch {
  const { form: _form, ...state } = search;
  return state;
}
