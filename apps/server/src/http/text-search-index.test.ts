import { createHash } from 'node:crypto';
import { listQuerySchema } from '@mise/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { cities, customers, streets } from '../db/schema.ts';
import { cityResource } from '../modules/city/city.resource.ts';
import { customerResource } from '../modules/customer/customer.resource.ts';
import { resources } from '../modules/index.ts';
import { streetResource } from '../modules/street/street.resource.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { buildListSql } from './list-query.ts';
import type { ResourceDefinition } from './resource.ts';

/** Part of the md5 text of a street's number: one street matches it. */
const md5Fragment = (index: number) => createHash('md5').update(String(index)).digest('hex').slice(0, 10);

describe('text search uses trigram indexes', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    await api.db.execute(sql`insert into cities (name)
      select jsonb_build_object('en', 'City ' || md5(i::text), 'pl', 'Miasto ' || i) from generate_series(1, 10000) as i`);
    await api.db.execute(sql`insert into streets (name, city_id)
      select 'Street ' || md5(i::text), (select min(id) from cities) from generate_series(1, 20000) as i`);
    await api.db.execute(sql`insert into customers (first_name, last_name, email, phone)
      select 'First' || md5(i::text), 'Last' || i, 'c' || i || '@example.com', '+48' || (500000000 + i)
      from generate_series(1, 20000) as i`);
    await api.db.execute(sql`analyze`);
    // index upkeep makes these inserts slow on a busy machine
  }, 180_000);
  afterAll(() => api.close());

  const planOf = async (definition: ResourceDefinition, table: { id: unknown } & object, q: string) => {
    const { where } = buildListSql(definition, listQuerySchema.parse({ q }));
    const result = await api.db.execute(
      sql`explain select ${definition.table.id} from ${table} where ${where as SQL}`,
    );
    return rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
  };

  it.each(
    resources.flatMap((resource) =>
      resource.searchable.map((field) => [resource.name, field, resource] as const),
    ),
  )('%s.%s has a trigram index', async (_name, field, resource) => {
    const table = getTableName(resource.table);
    const result = await api.db.execute(
      sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`,
    );
    const column = resource.fields[field].column as { name: string };
    const definitions = rowsOf<{ indexdef: string }>(result).map((row) => row.indexdef);
    expect(
      definitions.some((text) => text.includes('gin_trgm_ops') && text.includes(`(${column.name}`)),
    ).toBe(true);
  });

  it('a search over 20,000 streets reads the name index, not the whole table', async () => {
    const plan = await planOf(streetResource, streets, md5Fragment(1234));
    expect(plan).toMatch(/streets_name_trgm/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('a search over 10,000 cities reads the index of every language at once', async () => {
    const plan = await planOf(cityResource, cities, 'Miasto 1234');
    expect(plan).toMatch(/cities_name_trgm/);
    expect(plan).not.toMatch(/Seq Scan/);
    const found = await api.get('/api/city?q=miasto%201234');
    expect(found.body.items.map((city: { name: { pl: string } }) => city.name.pl)).toEqual(['Miasto 1234']);
  });

  it('a search over the four customer fields combines their indexes', async () => {
    const plan = await planOf(customerResource, customers, 'c12345@example');
    expect(plan).toMatch(/BitmapOr/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
