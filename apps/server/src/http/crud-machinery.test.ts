import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../db/rows.ts';
import { cities } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { defineResource } from './resource.ts';

// A throw-away resource proves the machinery itself: files, references and refusal to orphan rows.
const gadgets = pgTable('gadgets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  city_id: integer('city_id').references(() => cities.id),
  image: text('image'),
});

const gadgetResource = defineResource({
  name: 'gadget',
  table: gadgets,
  schema: z.object({ title: z.string().min(1), city: z.number().int().nullable().optional() }),
  fields: {
    id: { column: gadgets.id, type: 'int' },
    title: { column: gadgets.title, type: 'text' },
    city: { column: gadgets.city_id, type: 'int' },
  },
  searchable: ['title'],
  references: {
    city: {
      column: gadgets.city_id,
      table: cities,
      targetId: cities.id,
      select: { id: cities.id, name: cities.name },
    },
  },
  files: { image: { folder: 'gadgets', formField: 'image_file', kind: 'image' } },
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const formWith = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('image_file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
};

describe('the CRUD machinery', () => {
  let api: TestApp;
  let cityId: number;
  beforeAll(async () => {
    api = await createTestApp(async (app) => {
      await app.db.execute(sql`create table gadgets (id serial primary key, title text not null,
        city_id integer references cities(id), image text)`);
      registerCrudRoutes(app, gadgetResource);
    });
    cityId = (await api.post('/api/city', { name: { en: 'Warsaw' } })).body.city.id;
  });
  afterAll(() => api.close());

  it('stores an image checked by its bytes and serves it under /images/{folder}', async () => {
    const response = await api.postForm(
      '/api/gadget',
      formWith(
        { title: 'Lamp', city: String(cityId) },
        { name: 'x.bin', bytes: png, type: 'application/octet-stream' },
      ),
    );
    expect(response.status).toBe(201);
    const { gadget } = response.body;
    expect(gadget.image).toMatch(/^[\w-]+\.png$/);
    expect(gadget.city).toEqual({ id: cityId, name: { en: 'Warsaw' } });
    const served = await api.get(`/images/gadgets/${gadget.image}`, { token: null });
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.raw, png)).toBe(0);
  });

  it('refuses a file whose bytes are not an image with 415, whatever its name says', async () => {
    const fake = { name: 'photo.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' };
    const response = await api.postForm('/api/gadget', formWith({ title: 'Fake' }, fake));
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/PNG, GIF or JPEG/);
    expect(
      (await api.get('/api/gadget')).body.items.map((item: { title: string }) => item.title),
    ).not.toContain('Fake');
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(300_000)]);
    const response = await api.postForm(
      '/api/gadget',
      formWith({ title: 'Big' }, { name: 'big.png', bytes: big, type: 'image/png' }),
    );
    expect(response.status).toBe(413);
    expect(response.body.errors).toEqual({ image_file: 'messages.file_too_large' });
  });

  it('removes the stored image when the field is sent empty', async () => {
    const created = (
      await api.postForm(
        '/api/gadget',
        formWith({ title: 'Chair' }, { name: 'c.png', bytes: png, type: 'image/png' }),
      )
    ).body.gadget;
    const file = path.join(api.uploadsDir, 'images', 'gadgets', created.image);
    await expect(readFile(file)).resolves.toBeDefined();
    const updated = await api.postForm(`/api/gadget/${created.id}`, formWith({ image: '' }));
    expect(updated.body.gadget).toMatchObject({ title: 'Chair', image: null });
    await expect(readFile(file)).rejects.toThrow();
  });

  it('answers 422 for a reference to a row that does not exist', async () => {
    const response = await api.post('/api/gadget', { title: 'Lost', city: 424242 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ city: 'messages.not_found' });
  });

  it('filters by a reference id', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ name: 'city', condition: 'equal', value: cityId }]));
    const response = await api.get(`/api/gadget?filters=${filters}`);
    expect(response.body.items.map((item: { title: string }) => item.title)).toEqual(['Lamp']);
  });

  it('refuses with 409 to delete a row that others still use', async () => {
    const response = await api.delete(`/api/city/${cityId}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/gadgets/);
    expect((await api.get(`/api/city/${cityId}`)).status).toBe(200);
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/gadget',
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'text/plain' },
      payload: 'title=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { _: 'messages.unsupported_media_type' },
    });
  });

  it('reads a deep page through its ids: the rows, order and references of a plain offset', async () => {
    await api.db.execute(sql`insert into gadgets (title, city_id)
      select 'Bulk ' || lpad((n % 97)::text, 3, '0'), case when n % 2 = 0 then ${cityId}::int end
      from generate_series(1, 1100) as n`);
    const page = await api.get('/api/gadget?pageIndex=52&pageSize=20&sortBy=title&direction=DESC');
    const expected = await api.db.execute(sql`select id, title, city_id as city from gadgets
      order by title desc, id desc limit 20 offset 1040`);
    type Listed = { id: number; title: string; city: { id: number; name: unknown } | null };
    expect(page.body.items.map((item: Listed) => ({ ...item, city: item.city?.id ?? null }))).toMatchObject(
      rowsOf<unknown>(expected),
    );
    const withCity = page.body.items.find((item: Listed) => item.city);
    expect(withCity.city).toEqual({ id: cityId, name: { en: 'Warsaw' } });
  });
});
