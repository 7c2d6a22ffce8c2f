import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const names = ['Warsaw', 'Kraków', 'Gdańsk', 'Wrocław', 'Poznań', 'Łódź', 'Lublin'];

describe('cities over the list protocol', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    for (const [index, name] of names.entries()) {
      const response = await api.post('/api/city', {
        name: { en: name, ru: `${name}-ru` },
        is_enabled: index % 2 === 0,
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => api.close());

  it('creates with 201 and the record under its name, with translatable name and timestamps', async () => {
    const response = await api.post('/api/city', { name: { en: 'Sopot', pl: 'Sopot' } });
    expect(response.status).toBe(201);
    expect(response.body.city).toMatchObject({
      id: expect.any(Number),
      name: { en: 'Sopot', pl: 'Sopot' },
      is_enabled: true,
    });
    expect(new Date(response.body.city.created_at).getTime()).toBeGreaterThan(0);
    await api.delete(`/api/city/${response.body.city.id}`);
  });

  it('lists with exact pagination, fields and filterable', async () => {
    const response = await api.get('/api/city?pageSize=5&pageIndex=1&sortBy=id&direction=ASC');
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({
      current_page: 1,
      pages_count: 2,
      items_per_page: 5,
      total_items: 7,
    });
    expect(response.body.items.map((city: { name: { en: string } }) => city.name.en)).toEqual([
      'Łódź',
      'Lublin',
    ]);
    expect(response.body.fields).toEqual(expect.arrayContaining(['id', 'name', 'is_enabled', 'created_at']));
    expect(response.body.filterable).toContainEqual({ name: 'name', type: 'text' });
    expect(response.body.filterable).toContainEqual({ name: 'created_at', type: 'datetime' });
  });

  it('returns every row with skipPagination', async () => {
    const response = await api.get('/api/city?skipPagination=true');
    expect(response.body.items).toHaveLength(7);
  });

  it('sorts by a camelCase field name, translatable names alphabetically', async () => {
    const ascending = await api.get('/api/city?sortBy=name&direction=ASC&skipPagination=true');
    const english = ascending.body.items.map((city: { name: { en: string } }) => city.name.en);
    // Only plain-ASCII names: where accented letters fall depends on the database's collation.
    const plain = english.filter((name: string) => /^[A-Za-z]+$/.test(name));
    expect(plain).toEqual(['Lublin', 'Warsaw']);
    const byDate = await api.get('/api/city?sortBy=createdAt&direction=DESC&pageSize=5');
    expect(byDate.status).toBe(200);
    expect(byDate.body.items[0].name.en).toBe('Lublin');
  });

  it('searches case-insensitively in every language, with wildcards taken literally', async () => {
    expect((await api.get('/api/city?q=WARS')).body.items).toHaveLength(1);
    expect((await api.get('/api/city?q=lublin-RU')).body.items).toHaveLength(1);
    expect((await api.get('/api/city?q=%25')).body.items).toHaveLength(0);
  });

  it('filters on isActive and by typed conditions', async () => {
    expect((await api.get('/api/city?isActive=true')).body.pagination.total_items).toBe(4);
    const filters = (list: unknown) => `/api/city?filters=${encodeURIComponent(JSON.stringify(list))}`;
    const contains = await api.get(filters([{ name: 'name', condition: 'contains', value: 'wa' }]));
    expect(contains.body.items.map((city: { name: { en: string } }) => city.name.en).sort()).toEqual([
      'Warsaw',
    ]);
    const disabled = await api.get(filters([{ name: 'is_enabled', condition: 'equal', value: 0 }]));
    expect(disabled.body.pagination.total_items).toBe(3);
    expect(disabled.body.filters).toEqual([{ name: 'is_enabled', condition: 'equal', value: 0 }]);
    const ids = await api.get(filters([{ name: 'id', condition: 'between', value: 2, value2: 4 }]));
    expect(ids.body.pagination.total_items).toBe(3);
    const future = await api.get(
      filters([{ name: 'createdAt', condition: 'greater', value: '2999-01-01T00:00:00Z' }]),
    );
    expect(future.body.items).toEqual([]);
    const notEmpty = await api.get(filters([{ name: 'name', condition: 'not_empty' }]));
    expect(notEmpty.body.pagination.total_items).toBe(7);
  });

  it.each([
    ['filters=not-json', /JSON/],
    [`filters=${encodeURIComponent('[{"name":"password","condition":"equal","value":1}]')}`, /Unknown field/],
    [
      `filters=${encodeURIComponent('[{"name":"is_enabled","condition":"contains","value":1}]')}`,
      /not allowed/,
    ],
    [`filters=${encodeURIComponent('[{"name":"id","condition":"greater","value":"abc"}]')}`, /number/],
    [`filters=${encodeURIComponent('[{"name":"name","condition":"drop table","value":1}]')}`, /filters/],
    ['sortBy=secret', /Unknown field/],
    ['pageSize=7', /pageSize/],
    ['direction=UP', /direction/],
  ])('refuses bad list parameters with 400 (%s)', async (query, message) => {
    const response = await api.get(`/api/city?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it('updates only the fields sent', async () => {
    const [first] = (await api.get('/api/city?sortBy=id&direction=ASC')).body.items;
    const toggled = await api.post(`/api/city/${first.id}`, { is_enabled: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.city).toMatchObject({ name: first.name, is_enabled: false });
  });

  it('validates bodies with 422 and message keys, never 500', async () => {
    const empty = await api.post('/api/city', { name: { en: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: 'messages.required' });
    const missing = await api.post('/api/city', {});
    expect(missing.body.errors).toEqual({ name: 'messages.required' });
    const wrongType = await api.post('/api/city', { name: 'Warsaw', is_enabled: 'maybe' });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['is_enabled', 'name']);
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/city',
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('accepts multipart with translatable values as JSON text and booleans as 1/0', async () => {
    const form = new FormData();
    form.set('name', JSON.stringify({ en: 'Gdynia', ru: 'Гдыня' }));
    form.set('is_enabled', '0');
    const response = await api.postForm('/api/city', form);
    expect(response.status).toBe(201);
    expect(response.body.city).toMatchObject({ name: { en: 'Gdynia', ru: 'Гдыня' }, is_enabled: false });
    await api.delete(`/api/city/${response.body.city.id}`);
  });

  it('answers 404 for unknown ids, bad ids and unknown paths', async () => {
    expect((await api.get('/api/city/999999')).status).toBe(404);
    expect((await api.get('/api/city/abc')).status).toBe(404);
    expect((await api.post('/api/city/99999999999', { is_enabled: true })).status).toBe(404);
    expect((await api.delete('/api/city/999999')).status).toBe(404);
    expect((await api.get('/api/nothing-here')).status).toBe(404);
  });

  it('deletes with 204', async () => {
    const created = await api.post('/api/city', { name: { en: 'Temporary' } });
    expect((await api.delete(`/api/city/${created.body.city.id}`)).status).toBe(204);
    expect((await api.get(`/api/city/${created.body.city.id}`)).status).toBe(404);
  });
});
