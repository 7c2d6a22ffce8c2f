import type { Filter, FilterCondition } from '@mise/contract';

import { defaultPageSize, filterConditions, pageSizes } from '@mise/contract/lite/list-constants';

// Plain code, not zod: every list route runs this parser from the route tree, which is part of
// the entry chunk, and the sign-in screen must not download zod. The constants come from the
// contract's zod-free module.
const maxSortLength = 64;
const maxQueryLength = 200;
const maxFilters = 30;

/** A list's state in the URL, so a form can carry it and the way back restores it. */
export type ListSearch = {
  page?: number;
  /** One of 5, 10, 20, 50, 100. */
  size?: number;
  sort?: string;
  dir?: 'ASC' | 'DESC';
  q?: string;
  filters?: Filter[];
  /** Drawer forms: `new` or the id being edited. */
  form?: 'new' | number;
};

/** Numbers arrive parsed from the URL (`?page=2`) or as text; anything else is not a number. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function toText(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && text.length <= maxLength ? text : undefined;
}

type FilterValue = Filter['value'];

function isFilterValue(value: unknown): value is FilterValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function toFilter(value: unknown): Filter | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { name, condition, value: first, value2: second } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return undefined;
  if (!filterConditions.includes(condition as FilterCondition)) return undefined;
  if (first !== undefined && !isFilterValue(first)) return undefined;
  if (second !== undefined && !isFilterValue(second)) return undefined;
  const filter: Filter = { name, condition: condition as FilterCondition };
  if (first !== undefined) filter.value = first;
  if (second !== undefined) filter.value2 = second;
  return filter;
}

/** Filters travel as JSON; the router has usually parsed it already. Broken entries are dropped. */
function toFilters(value: unknown): Filter[] | undefined {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list) || list.length > maxFilters) return undefined;
  const filters = list.map(toFilter).filter((filter): filter is Filter => filter !== undefined);
  return filters.length > 0 ? filters : undefined;
}

function toForm(value: unknown): ListSearch['form'] {
  if (value === 'new') return 'new';
  const id = toNumber(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The route's `validateSearch`: reads what the URL holds, dropping every part that is invalid. */
export function parseListSearch(search: Record<string, unknown>): ListSearch {
  const page = toNumber(search.page);
  const size = toNumber(search.size);
  const parsed: ListSearch = {
    page: Number.isInteger(page) && page >= 0 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) ? size : undefined,
    sort: toText(search.sort, maxSortLength),
    dir: search.dir === 'ASC' || search.dir === 'DESC' ? search.dir : undefined,
    q: toText(search.q, maxQueryLength),
    filters: toFilters(search.filters),
    form: toForm(search.form),
  };
  for (const key of Object.keys(parsed) as (keyof ListSearch)[]) {
    if (parsed[key] === undefined) delete parsed[key];
  }
  return parsed;
}

export function toListQuery(search: ListSearch, defaultSort?: { field: string; direction: 'ASC' | 'DESC' }) {
  const sort = search.sort ?? defaultSort?.field;
  return {
    pageIndex: search.page ?? 0,
    pageSize: search.size ?? defaultPageSize,
    sortBy: sort ? toCamelCase(sort) : undefined,
    direction: search.sort ? (search.dir ?? 'ASC') : defaultSort?.direction,
    q: search.q?.trim() || undefined,
    filters: search.filters?.length ? search.filters : undefined,
  };
}

/** The API sorts by camelCase names (`createdAt`). */
export const toCamelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());

/** The list state without the drawer flag: what a form carries back. */
export function listStateOf(search: ListSearch): ListSearch {
  const { form: _form, ...state } = search;
  return state;
}

/** For the test that keeps these rules in step with the contract. */
export const listSearchRules = { pageSizes, defaultPageSize, filterConditions };
