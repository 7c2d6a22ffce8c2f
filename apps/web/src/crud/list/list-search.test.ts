import { defaultPageSize, filterConditions, pageSizes } from '@mise/contract/lite/list-constants';
import { describe, expect, it } from 'vitest';
import { listSearchRules, listStateOf, parseListSearch, toListQuery } from './list-search.ts';

describe('list search in the URL', () => {
  it('keeps the rules of the contract list protocol', () => {
    expect(listSearchRules.pageSizes).toEqual([...pageSizes]);
    expect(listSearchRules.defaultPageSize).toBe(defaultPageSize);
    expect(listSearchRules.filterConditions).toEqual([...filterConditions]);
  });

  it('reads a full, valid state', () => {
    const filters = [
      { name: 'name', condition: 'contains', value: 'War' },
      { name: 'id', condition: 'between', value: 1, value2: 9 },
      { name: 'deleted_at', condition: 'empty' },
    ];
    expect(
      parseListSearch({ page: 2, size: 50, sort: 'created_at', dir: 'DESC', q: 'kra', filters, form: 7 }),
    ).toEqual({ page: 2, size: 50, sort: 'created_at', dir: 'DESC', q: 'kra', filters, form: 7 });
  });

  it('reads numbers written as text and filters written as JSON', () => {
    const filters = [{ name: 'is_enabled', condition: 'equal', value: true }];
    expect(parseListSearch({ page: '3', size: '10', form: '12', filters: JSON.stringify(filters) })).toEqual({
      page: 3,
      size: 10,
      form: 12,
      filters,
    });
    expect(parseListSearch({ form: 'new' })).toEqual({ form: 'new' });
  });

  it('drops every invalid part and keeps the rest', () => {
    expect(
      parseListSearch({
        page: -1,
        size: 7,
        sort: 'x'.repeat(65),
        dir: 'up',
        q: 'y'.repeat(201),
        filters: '{not json',
        form: 0,
      }),
    ).toEqual({});
    expect(parseListSearch({ page: 1.5, size: 'abc', form: 'edit', dir: 'ASC' })).toEqual({ dir: 'ASC' });
    expect(parseListSearch({ page: '', filters: { name: 'id' } })).toEqual({});
  });

  it('drops broken filters, keeps good ones and refuses more than 30', () => {
    const good = { name: 'id', condition: 'greater', value: 3 };
    const broken = [
      { name: '', condition: 'equal', value: 1 },
      { name: 'id', condition: 'like', value: 1 },
      { name: 'id', condition: 'equal', value: { nested: true } },
      'id=1',
      null,
    ];
    expect(parseListSearch({ filters: [...broken, good] })).toEqual({ filters: [good] });
    expect(parseListSearch({ filters: broken })).toEqual({});
    expect(parseListSearch({ filters: Array.from({ length: 31 }, () => good) })).toEqual({});
    expect(parseListSearch({ filters: [{ ...good, extra: 'dropped' }] })).toEqual({ filters: [good] });
  });

  it('reads a numeric search text as text', () => {
    expect(parseListSearch({ q: 123 })).toEqual({ q: '123' });
  });

  it('turns the state into the API list query', () => {
    expect(toListQuery({ sort: 'created_at', q: '  ' })).toEqual({
      pageIndex: 0,
      pageSize: 20,
      sortBy: 'createdAt',
      direction: 'ASC',
      q: undefined,
      filters: undefined,
    });
    expect(toListQuery({}, { field: 'id', direction: 'DESC' })).toMatchObject({
      sortBy: 'id',
      direction: 'DESC',
    });
    expect(listStateOf({ page: 1, form: 'new' })).toEqual({ page: 1 });
  });
});
