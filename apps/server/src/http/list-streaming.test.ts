import { listQuerySchema } from '@mise/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../db/rows.ts';
import { cities } from '../db/schema.ts';
import { resources } from '../modules/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createCrudRepository } from './crud-repository.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { createCrudService } from './crud-service.ts';
import { readListInBatches } from './list-batches.ts';
import { buildListSql } from './list-query.ts';
import { defineResource } from './resource.ts';
import { namedReference, tableFields } from './table-fields.ts';

// Many rows, ties and nulls in every sort column, and a tiny batch: keyset reads must lose nothing.
const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  label: text('label'),
  score: integer('score'),
  rank: integer('rank').notNull(),
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
      await app.db.execute(sql`create table widgets (id serial primary key, label text, score integer, rank integer not null,
        city_id integer references cities(id), made_at timestamptz)`);
      registerCrudRoutes(app, widgetResource);
    });
    await api.db.execute(sql`insert into cities (name) values ('{"en":"Zakopane"}'), ('{"en":"Augustów"}'),
      ('{"pl":"Łódź"}')`);
    // made_at keeps microseconds, which a JavaScript date would round away
    await api.db.execute(sql`insert into widgets (label, score, rank, city_id, made_at)
      select case when i % 11 = 0 then null else 'w' || (i % 13) end,
             case when i % 5 = 0 then null else i % 17 end,
             i % 9,
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
    return rowsOf<{ id: number }>(result).map((row) => row.id);
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

  it.each([
    ['score', 'ASC', 'score asc, widgets.id asc'],
    ['score', 'DESC', 'score desc, widgets.id desc'],
    ['rank', 'ASC', 'rank asc, widgets.id asc'],
    ['rank', 'DESC', 'rank desc, widgets.id desc'],
    ['madeAt', 'ASC', 'made_at asc, widgets.id asc'],
    ['city', 'DESC', `lower(coalesce(cities.name->>'en', cities.name->>'pl')) desc, widgets.id desc`],
  ])(
    'pages sorted by %s %s, each read on from the cursor of the one before, are the pages by offset',
    async (sortBy, direction, orderBy) => {
      const pageSize = 100;
      const expected = await idsInSqlOrder(orderBy);
      const seen: number[] = [];
      let after: string | undefined;
      for (let pageIndex = 0; pageIndex * pageSize < rowCount; pageIndex++) {
        const query = new URLSearchParams({
          sortBy,
          direction,
          pageSize: String(pageSize),
          pageIndex: String(pageIndex),
        });
        if (after) query.set('after', after);
        const { status, body } = await api.get(`/api/widget?${query}`);
        expect(status).toBe(200);
        expect(body.pagination).toMatchObject({ current_page: pageIndex, total_items: rowCount });
        seen.push(...body.items.map((item: { id: number }) => item.id));
        after = body.pagination.next_cursor;
        expect(after).toEqual(expect.any(String));
      }
      expect(seen).toEqual(expected);
      // The last page was full: the page after it is empty and has no cursor.
      const { body } = await api.get(
        `/api/widget?sortBy=${sortBy}&direction=${direction}&pageSize=${pageSize}&pageIndex=${rowCount / pageSize}&after=${after}`,
      );
      expect(body.items).toEqual([]);
      expect(body.pagination.next_cursor).toBeUndefined();
    },
    90_000,
  );

  it("answers the planner's estimate above the declared count, and says so", async () => {
    const serviceCountingUpTo = (count: number) =>
      createCrudService({ ...widgetResource, estimateCountAbove: count }, api.db, api.app.uploads);
    const [estimated, exact] = [serviceCountingUpTo(100), serviceCountingUpTo(10_000)];
    await api.db.execute(sql`analyze widgets`);
    const query = listQuerySchema.parse({ pageSize: 5 });
    const { pagination } = await estimated.list(query);
    expect(pagination.total_is_estimate).toBe(true);
    expect(pagination.total_items).toBeGreaterThan(rowCount * 0.5);
    expect(pagination.total_items).toBeLessThan(rowCount * 1.5);
    expect((await exact.list(query)).pagination).toEqual({
      current_page: 0,
      pages_count: rowCount / 5,
      items_per_page: 5,
      total_items: rowCount,
      next_cursor: expect.any(String),
    });
  });

  it('refuses a cursor made under another order, or none at all, or naming a key the column never holds, with 400', async () => {
    const { body } = await api.get('/api/widget?sortBy=rank&direction=ASC&pageSize=5');
    const cursor = body.pagination.next_cursor;
    for (const query of [
      `sortBy=rank&direction=DESC&after=${cursor}`,
      `sortBy=score&direction=ASC&after=${cursor}`,
      'sortBy=rank&direction=ASC&after=not-a-cursor',
      `sortBy=rank&direction=ASC&after=${Buffer.from('["rank","ASC","x",1.5]').toString('base64url')}`,
      // rank is never null: no page of it ends on a null key.
      `sortBy=rank&direction=ASC&after=${Buffer.from('["rank","ASC",null,1]').toString('base64url')}`,
      // A key the column cannot hold: the database cannot read it as a number.
      `sortBy=rank&direction=ASC&after=${Buffer.from('["rank","ASC","not a number",1]').toString('base64url')}`,
    ]) {
      const response = await api.get(`/api/widget?pageSize=5&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toMatch(/next_cursor/);
    }
  });

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
    const matching = new Set(rowsOf<{ id: number }>(rows).map((row) => row.id));
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
