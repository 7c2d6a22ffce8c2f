import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../modules/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const bom = '\uFEFF';
const filtersParam = (filters: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('CSV export of every list', () => {
  let api: TestApp;
  let warsaw: number;
  beforeAll(async () => {
    api = await createTestApp();
    await api.post('/api/language', { code: 'en', title: 'English' });
    await api.post('/api/language', { code: 'pl', title: 'Polski', is_default: true });
    warsaw = (await api.post('/api/city', { name: { en: 'Warsaw', pl: 'Warszawa' } })).body.city.id;
    const krakow = (await api.post('/api/city', { name: { en: 'Cracow', pl: 'Kraków' } })).body.city.id;
    for (const name of [
      'Nowy Świat',
      'Long, "quoted" street',
      '=HYPERLINK("http://evil")',
      '-2+3',
      '@SUM(A1)',
    ])
      await api.post('/api/street', { name, city: warsaw });
    await api.post('/api/street', { name: 'Floriańska', city: krakow });
    await api.post('/api/customer', {
      first_name: '+Anna',
      phone: '+48500100200',
      addresses: [{ country: 'PL', city: warsaw }],
    });
  });
  afterAll(() => api.close());

  const exportCsv = (name: string, query = '', headers: Record<string, string> = {}) =>
    api.get(`/api/${name}?format=csv${query ? `&${query}` : ''}`, { headers });
  const lines = (csv: string) => csv.replace(bom, '').trimEnd().split('\n');

  it.each(resources.map((resource) => [resource.name]))(
    '%s: a download of every row under the list fields',
    async (name) => {
      const list = (await api.get(`/api/${name}?pageSize=100`)).body;
      const response = await exportCsv(name);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const text = response.raw.toString('utf8');
      expect(text.startsWith(bom)).toBe(true);
      const [header, ...rows] = lines(text);
      expect(header).toBe(list.fields.join(','));
      expect(rows).toHaveLength(list.pagination.total_items);
    },
  );

  it('names references and translates values into the asked language, else the default one', async () => {
    const inPolish = lines(
      (
        await exportCsv(
          'street',
          `sortBy=name&${filtersParam([{ name: 'name', condition: 'equal', value: 'Nowy Świat' }])}`,
        )
      ).raw.toString(),
    );
    expect(inPolish[1]).toMatch(/^\d+,Nowy Świat,true,[^,]+,[^,]+,Warszawa$/);
    const inEnglish = await exportCsv('city', 'sortBy=id&direction=ASC', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(
      lines(inEnglish.raw.toString())
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(['Warsaw', 'Cracow']);
    const unknown = await exportCsv('city', 'sortBy=id&direction=ASC', { 'accept-language': 'ru' });
    expect(
      lines(unknown.raw.toString())
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(['Warszawa', 'Kraków']);
  });

  it('applies the filters, search and sort of the list', async () => {
    const response = await exportCsv(
      'street',
      `q=o&sortBy=name&direction=DESC&${filtersParam([{ name: 'city', condition: 'equal', value: warsaw }])}`,
    );
    const names = lines(response.raw.toString())
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(names).toEqual(['Nowy Świat', '"Long']);
  });

  it('quotes as CSV does and keeps cells that look like formulas as text', async () => {
    const text = (await exportCsv('street', 'sortBy=id&direction=ASC')).raw.toString();
    expect(text).toContain(',"Long, ""quoted"" street",true,');
    expect(text).toContain(',"\'=HYPERLINK(""http://evil"")",true,');
    expect(text).toContain(",'-2+3,true,");
    expect(text).toContain(",'@SUM(A1),true,");
    const customers = (await exportCsv('customer')).raw.toString();
    expect(customers).toContain(",'+Anna,");
    expect(customers).toContain(",'+48500100200,");
  });

  it('answers a bad filter with 400 and no token with 401, as the list does', async () => {
    const bad = await exportCsv('street', filtersParam([{ name: 'nope', condition: 'equal', value: 1 }]));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: expect.any(String) });
    expect((await api.get('/api/street?format=csv', { token: null })).status).toBe(401);
  });
});
