import { listQuerySchema } from '@mise/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cities } from '../db/schema.ts';
import { resources } from '../modules/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createCrudRepository } from './crud-repository.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { readListInBatches } from './list-batches.ts';
import { buildListSql } from './list-query.ts';
import { defineResource } from './resource.ts';
import { namedReference, tableFields } from './table-fields.ts';

// Many rows, ties and nulls in every sort column, and a tiny batch: keyset reads must lose nothing.
const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  label: text('label'),
  score: integer('score'),
  city_id: integer('city_id').references(() => cities.id),
  made_at: timestamp('made_at', { withTimezone: true }),
});
const references = { city: namedReference(widgets.city_id, cities) };
const widgetResource = defineResource({
  name: 'widget',
  table: widgets,
  schema: z.object({ label: z.string() }),
  fields: tableFields(widgets, { references }),
  searchable: ['label'],
  references,
  listBatchSize: 7,
});
const rowCount = 2000;

describe('lists read in batches and streamed', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp(async (app) => {
      await app.db.execute(sql`create table widgets (id serial primary key, label text, score integer,
        city_id integer references cities(id), made_at timestamptz)`);
      registerCrudRoutes(app, widgetResource);
    });
    await api.db.execute(sql`insert into cities (name) values ('{"en":"Zakopane"}'), ('{"en":"Augustów"}'),
      ('{"pl":"Łódź"}')`);
    // made_at keeps microseconds, which a JavaScript date would round away
    await api.db.execute(sql`insert into widgets (label, score, city_id, made_at)
      select case when i % 11 = 0 then null else 'w' || (i % 13) end,
             case when i % 5 = 0 then null else i % 17 end,
             case when i % 4 = 0 then null else (select min(id) from cities) + i % 3 end,
             case when i % 7 = 0 then null else timestamptz '2026-01-01' + (i % 50) * interval '1.000001 second' end
      from generate_series(1, ${rowCount}) as i`);
  });
  afterAll(() => api.close());

  const idsInSqlOrder = async (orderBy: string) => {
    const result = await api.db.execute(
      sql.raw(`select widgets.id from widgets
      left join cities on cities.id = widgets.city_id order by ${orderBy}`),
    );
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  };

  it.each([
    ['score', 'ASC', 'score asc, widgets.id asc'],
    ['score', 'DESC', 'score desc, widgets.id desc'],
    ['label', 'ASC', 'label asc, widgets.id asc'],
    ['madeAt', 'DESC', 'made_at desc, widgets.id desc'],
    ['city', 'ASC', `lower(coalesce(cities.name->>'en', cities.name->>'pl')) asc, widgets.id asc`],
    ['city', 'DESC', `lower(coalesce(cities.name->>'en', cities.name->>'pl')) desc, widgets.id desc`],
  ])(
    'skipPagination sorted by %s %s brings every row once, in order',
    async (sortBy, direction, orderBy) => {
      const response = await api.get(
        `/api/widget?skipPagination=true&sortBy=${sortBy}&direction=${direction}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(
        await idsInSqlOrder(orderBy),
      );
      expect(response.body.pagination).toEqual({
        current_page: 0,
        pages_count: 1,
        items_per_page: rowCount,
        total_items: rowCount,
      });
    },
    90_000,
  );

  it('reads a batch of the declared size at a time', async () => {
    const listSql = buildListSql(widgetResource, listQuerySchema.parse({ sortBy: 'score' }));
    const sizes: number[] = [];
    for await (const rows of readListInBatches(
      api.db,
      widgetResource,
      createCrudRepository(widgetResource),
      listSql,
    ))
      sizes.push(rows.length);
    expect(sizes.length).toBe(Math.ceil(rowCount / 7));
    expect(sizes.slice(0, -1).every((size) => size === 7)).toBe(true);
  });

  it('applies filters and search to the streamed rows', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ name: 'score', condition: 'equal', value: 3 }]));
    const response = await api.get(`/api/widget?skipPagination=true&q=w1&filters=${filters}&sortBy=id`);
    const expected = await idsInSqlOrder('widgets.id asc');
    const rows = await api.db.execute(sql`select id from widgets where score = 3 and label ilike '%w1%'`);
    const matching = new Set((rows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(
      expected.filter((id) => matching.has(id)),
    );
    expect(response.body.filters).toEqual([{ name: 'score', condition: 'equal', value: 3 }]);
  });

  it('sorts a page by the name of the referenced row, not its id', async () => {
    const response = await api.get(
      '/api/widget?sortBy=city&direction=ASC&pageSize=5&filters=' +
        encodeURIComponent(JSON.stringify([{ name: 'city', condition: 'not_empty' }])),
    );
    expect(response.body.items.map((item: { city: { name: object } }) => item.city.name)).toEqual(
      Array(5).fill({ en: 'Augustów' }),
    );
  });

  it('answers 400 for a bad filter before anything is streamed', async () => {
    const response = await api.get(
      '/api/widget?skipPagination=true&filters=[{"name":"nope","condition":"equal","value":1}]',
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});

describe('every resource streams the same body it pages', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    const city = (await api.post('/api/city', { name: { en: 'Warsaw', pl: 'Warszawa' } })).body.city.id;
    const street = (await api.post('/api/street', { name: 'Marszałkowska', city })).body.street.id;
    await api.post('/api/language', { code: 'en', title: 'English', is_default: true });
    await api.post('/api/customer', {
      first_name: 'Anna',
      phone: '+48500100200',
      addresses: [
        { country: 'PL', city, street, street_number: '1' },
        { country: 'PL', city },
      ],
    });
    await api.post('/api/customer', { first_name: 'Jan', phone: '+48500100201' });
  });
  afterAll(() => api.close());

  it.each(resources.map((resource) => [resource.name]))('%s', async (name) => {
    const paged = await api.get(`/api/${name}?pageSize=100`);
    const streamed = await api.get(`/api/${name}?skipPagination=true`);
    expect(streamed.status).toBe(200);
    const total = paged.body.pagination.total_items;
    expect(streamed.body).toEqual({
      ...paged.body,
      pagination: {
        current_page: 0,
        pages_count: total ? 1 : 0,
        items_per_page: Math.max(total, 1),
        total_items: total,
      },
    });
    expect(Object.keys(streamed.body)).toEqual(['items', 'pagination', 'filters', 'fields', 'filterable']);
  });
});
