import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { languages, productCategories, productImports, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartForm } from '../../testing/upload-fixtures.ts';
import { createImportWorker } from './import-worker.ts';

const header = 'sku,name_en,name_pl,category,price,weight,is_popular,is_enabled_for_bot';
const csvOf = (...lines: string[]) => Buffer.from([header, ...lines].join('\n'));
const fileForm = (bytes: Buffer, name = 'products.csv', fields: Record<string, string> = {}) =>
  multipartForm(fields, { file: { bytes, name } });

describe('products import', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp(undefined, { uploadMaxBytes: 5_000_000 });
    await api.db.insert(languages).values([
      { code: 'en', title: 'English', is_default: true },
      { code: 'pl', title: 'Polski' },
      { code: 'ru', title: 'Русский' },
    ]);
  });
  afterAll(() => api.close());

  async function importFile(bytes: Buffer, name = 'products.csv') {
    const started = await api.postForm('/api/product/import', fileForm(bytes, name));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    for (let attempt = 0; attempt < 600; attempt++) {
      const { body } = await api.get(`/api/product/import/${started.body.import.id}`);
      if (body.import.status === 'done' || body.import.status === 'failed') return body.import;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not finish');
  }
  const productBySku = async (sku: string) =>
    (await api.db.select().from(products).where(eq(products.sku, sku)))[0];

  it('previews a CSV: headers mapped by name, rows with their lines, nothing written', async () => {
    const file = Buffer.from('SKU;Name EN;Price\nP-1;Soup;12,50\n');
    const { status, body } = await api.postForm('/api/product/import/preview', fileForm(file));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      columns: ['SKU', 'Name EN', 'Price'],
      mapping: ['sku', 'name_en', 'price'],
      rows: [{ line: 2, cells: ['P-1', 'Soup', '12,50'] }],
      total_rows: 1,
      errors: [],
    });
    expect(body.fields).toEqual(expect.arrayContaining(['name_pl', 'description_ru', 'is_enabled_for_app']));
    expect(await productBySku('P-1')).toBeUndefined();
  });

  it('imports a good CSV with categories matched in any language or created once', async () => {
    const [drinks] = await api.db
      .insert(productCategories)
      .values({ name: { en: 'Drinks', pl: 'Napoje' }, slug: 'drinks' })
      .returning();
    const job = await importFile(
      csvOf(
        'C-1,Cola,,napoje,5.5,330,yes,0',
        'C-2,Pizza Margherita,Pizza Margherita,Pizza / Vegetarian,24.90,450,no,1',
        'C-3,Pizza Funghi,,pizza / VEGETARIAN,26,460,,',
      ),
    );
    expect(job).toMatchObject({
      status: 'done',
      total_rows: 3,
      processed_rows: 3,
      created_count: 3,
      updated_count: 0,
    });
    const cola = await productBySku('C-1');
    expect(cola).toMatchObject({ category_id: drinks!.id, price: 5.5, weight: 330, is_popular: true });
    expect(cola!.is_enabled_for_bot).toBe(false);
    expect(cola!.search_text).toContain('cola');
    const funghi = await productBySku('C-3');
    expect(funghi).toMatchObject({ is_popular: false, is_enabled_for_bot: true });
    expect(funghi!.category_id).toBe((await productBySku('C-2'))!.category_id);
    const created = await api.db
      .select()
      .from(productCategories)
      .where(inArray(productCategories.slug, ['pizza', 'vegetarian']));
    expect(created.map((category) => category.slug).sort()).toEqual(['pizza', 'vegetarian']);
    const vegetarian = created.find((category) => category.slug === 'vegetarian');
    expect(vegetarian!.parent_category_id).toBe(created.find((category) => category.slug === 'pizza')!.id);
  });

  it('re-importing the same file updates, never duplicates, and keeps languages the file leaves out', async () => {
    await importFile(csvOf('R-1,Borscht,Barszcz,Soups,10,300,0,1'));
    await api.db
      .update(products)
      .set({ name: { en: 'Borscht', pl: 'Barszcz', ru: 'Борщ' } })
      .where(eq(products.sku, 'R-1'));
    const again = await importFile(csvOf('R-1,Red borscht,,Soups,11,,,'));
    expect(again).toMatchObject({ created_count: 0, updated_count: 1 });
    const rows = await api.db.select().from(products).where(eq(products.sku, 'R-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: { en: 'Red borscht', pl: 'Barszcz', ru: 'Борщ' },
      price: 11,
      weight: 300,
    });
    expect(rows[0]!.search_text).toContain('борщ');
    const soups = await api.db.select().from(productCategories).where(eq(productCategories.slug, 'soups'));
    expect(soups).toHaveLength(1);
  });

  it('imports a good XLSX with typed cells', async () => {
    const sheet = [
      ['sku', 'name_en', 'price', 'sort', 'is_additional'],
      ['X-1', 'Extra cheese', 3.5, 5, true],
      ['X-2', 'Garlic sauce', 2, 6, false],
    ].map((row) => row.map((value) => ({ value })));
    const bytes = await writeExcelFile(sheet).toBuffer();
    const preview = await api.postForm('/api/product/import/preview', fileForm(bytes, 'menu.xlsx'));
    expect(preview.body).toMatchObject({
      total_rows: 2,
      errors: [],
      rows: [{ line: 2, cells: ['X-1', 'Extra cheese', '3.5', '5', 'true'] }, {}],
    });
    const job = await importFile(bytes, 'menu.xlsx');
    expect(job).toMatchObject({ status: 'done', created_count: 2, file_name: 'menu.xlsx' });
    expect(await productBySku('X-1')).toMatchObject({ price: 3.5, sort: 5, is_additional: true });
  });

  it('reports row errors with their lines, and refuses to import a file that has any', async () => {
    const file = csvOf(
      ',No sku,,,1,,,',
      'E-2,Bad price,,,abc,,,',
      'E-3,Bad flag,,,1,,maybe,',
      'E-4,,,,1,,,',
      'E-2,Twice,,,1,,,',
    );
    const preview = await api.postForm('/api/product/import/preview', fileForm(file));
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      { line: 2, field: 'sku', message: 'messages.required' },
      { line: 3, field: 'price', message: 'messages.should_be_number' },
      { line: 4, field: 'is_popular', message: 'messages.import_invalid_flag' },
      { line: 5, field: 'name', message: 'messages.required' },
      { line: 6, field: 'sku', message: 'messages.import_duplicate_sku' },
    ]);
    const refused = await api.postForm('/api/product/import', fileForm(file));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ 'line.3.price': 'messages.should_be_number' });
    expect(await productBySku('E-2')).toBeUndefined();
  });

  it('reports a missing sku column on the header line, and takes the mapping the user chose', async () => {
    const file = Buffer.from('code,title\nM-1,Tea\n');
    const detected = await api.postForm('/api/product/import/preview', fileForm(file));
    expect(detected.body.mapping).toEqual([null, null]);
    expect(detected.body.errors).toContainEqual({
      line: 1,
      field: 'sku',
      message: 'messages.import_column_missing',
    });
    const mapped = await api.postForm(
      '/api/product/import/preview',
      fileForm(file, 'tea.csv', { mapping: JSON.stringify(['sku', 'name_pl']) }),
    );
    expect(mapped.body).toMatchObject({ mapping: ['sku', 'name_pl'], errors: [] });
    const wrongLength = await api.postForm(
      '/api/product/import',
      fileForm(file, 'tea.csv', { mapping: '["sku"]' }),
    );
    expect(wrongLength.status).toBe(422);
  });

  it('refuses binary, non-UTF-8, broken and empty files with 415 or 422', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const cases: [Buffer, number, string][] = [
      [png, 415, 'messages.unsupported_file'],
      [Buffer.from('sku,name\0\nA,B\n'), 415, 'messages.unsupported_file'],
      [Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xb3, 0xf3, 0x64, 0x9f, 0x0a]), 422, 'messages.import_not_utf8'],
      [Buffer.from('sku,name_en\n"P-1,Soup\n'), 422, 'messages.import_csv_broken'],
      [Buffer.from('sku,name_en\n'), 422, 'messages.import_file_empty'],
      [Buffer.from('PK\u0003\u0004not really a workbook'), 415, 'messages.unsupported_file'],
    ];
    for (const [bytes, status, key] of cases) {
      const response = await api.postForm('/api/product/import/preview', fileForm(bytes));
      expect(response.status, bytes.toString('latin1')).toBe(status);
      expect(response.body.errors).toEqual({ file: key });
    }
    const noFile = await api.postForm('/api/product/import', multipartForm({ mapping: '[]' }));
    expect(noFile.status).toBe(422);
  });

  it('serves the template as CSV and XLSX, and the template previews without errors', async () => {
    const csv = await api.get('/api/product/import/template?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="products-import.csv"');
    expect(csv.raw.toString('utf8')).toMatch(/^\uFEFFsku,name_en,name_pl,name_ru,description_en/);
    const xlsx = await api.get('/api/product/import/template?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const preview = await api.postForm('/api/product/import/preview', fileForm(xlsx.raw, 'template.xlsx'));
    expect(preview.body).toMatchObject({ total_rows: 1, errors: [] });
    expect(preview.body.mapping).not.toContain(null);
  });

  it('leaves no product behind when the write fails part-way', async () => {
    await api.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.sku = 'BOOM' then raise exception 'boom'; end if; return new; end $$`);
    await api.db.execute(
      sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
    );
    const lines = Array.from({ length: 600 }, (_, index) => `F-${index},Fail ${index},,Failing,1,,,`);
    lines[500] = 'BOOM,Boom,,Failing,1,,,';
    const job = await importFile(csvOf(...lines));
    await api.db.execute(sql`drop trigger refuse_boom on products`);
    expect(job).toMatchObject({
      status: 'failed',
      created_count: 0,
      errors: [{ line: 0, message: 'messages.import_failed' }],
    });
    expect(await productBySku('F-1')).toBeUndefined();
    expect(
      await api.db.select().from(productCategories).where(eq(productCategories.slug, 'failing')),
    ).toHaveLength(0);
  });

  it('imports 5,000 rows', async () => {
    const lines = Array.from(
      { length: 5000 },
      (_, index) =>
        `BULK-${index},Dish ${index},Danie ${index},Bulk ${index % 20},${index % 90}.50,${index},0,1`,
    );
    const started = performance.now();
    const job = await importFile(csvOf(...lines));
    console.log(`5,000 rows imported in ${Math.round(performance.now() - started)} ms`);
    expect(job).toMatchObject({ status: 'done', created_count: 5000, processed_rows: 5000 });
    const [{ total }] = (
      await api.db.execute<{ total: number }>(
        sql`select count(*)::int as total from products where sku like 'BULK-%'`,
      )
    ).rows;
    expect(total).toBe(5000);
  });

  it('answers 404 for an unknown import and 401 without a token', async () => {
    expect((await api.get('/api/product/import/999999')).status).toBe(404);
    expect((await api.get('/api/product/import/1', { token: null })).status).toBe(401);
  });
});

describe('products import under the default upload limit, and after a restart', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('refuses a file over the upload limit with 413', async () => {
    const large = Buffer.from(`sku,name_en\n${'A-1,Soup\n'.repeat(30_000)}`);
    const response = await api.postForm('/api/product/import/preview', fileForm(large));
    expect(response.status).toBe(413);
    expect(response.body.errors).toEqual({ file: 'messages.file_too_large' });
  });

  it('a new process finishes an import whose process died, and leaves one that is still running alone', async () => {
    const row = (sku: string) => ({ line: 2, sku, name: { en: sku }, description: {} });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const [orphan, live] = await api.db
      .insert(productImports)
      .values([
        {
          file_name: 'orphan.csv',
          status: 'running',
          claimed_at: hourAgo,
          total_rows: 1,
          rows: [row('ORPHAN-1')],
        },
        {
          file_name: 'live.csv',
          status: 'running',
          claimed_at: new Date(),
          total_rows: 1,
          rows: [row('LIVE-1')],
        },
      ])
      .returning();
    const worker = createImportWorker(api.db, api.app.log);
    worker.kick();
    await expect
      .poll(async () => (await api.get(`/api/product/import/${orphan!.id}`)).body.import.status)
      .toBe('done');
    await worker.close();
    expect((await api.get(`/api/product/import/${live!.id}`)).body.import.status).toBe('running');
    const [product] = await api.db.select().from(products).where(eq(products.sku, 'ORPHAN-1'));
    expect(product).toMatchObject({ name: { en: 'ORPHAN-1' }, search_text: 'orphan-1' });
  });
});
