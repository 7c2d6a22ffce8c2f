import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { ingredients, productCategories, products } from '../../db/schema.ts';
import { searchTextOf } from '../../http/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Names = Record<string, string>;
type Hit = { id: number; image: string | null; name: Names };

// Rows written as the menu's write hooks write them: search_text from every translation.
const product = (name: Names, image: string | null = null) => ({
  name,
  image,
  search_text: searchTextOf(name),
});

describe('global search', () => {
  let api: TestApp;
  const search = async (q: string) => {
    const response = await api.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return response.body as { products: Hit[]; categories: Hit[]; ingredients: Hit[]; faq: unknown[] };
  };
  const productNames = async (q: string) => (await search(q)).products.map((hit) => hit.name.en);

  beforeAll(async () => {
    api = await createTestApp();
    await api.db
      .insert(products)
      .values([
        product({ en: 'Sour rye soup', pl: 'Żurek', ru: 'Журек' }, 'zurek.png'),
        product({ en: 'Crème brûlée', pl: 'Krem brulee' }),
        product({ en: 'Borscht', pl: 'Barszcz czerwony', ru: 'Борщ' }),
        product({ en: 'Pizza Margherita' }),
        product({ en: 'Pepperoni pizza' }),
        product({ en: 'Pizza' }),
        product({ en: 'Spizzata' }),
        product({ en: 'Pizza al taglio' }),
        product({ en: 'Pizza bianca' }),
        product({ en: 'Fries 100% potato_cut' }),
      ]);
    await api.db.insert(productCategories).values([
      {
        name: { en: 'Soups', pl: 'Zupy' },
        slug: 'soups',
        search_text: searchTextOf({ en: 'Soups', pl: 'Zupy' }),
      },
      {
        name: { en: 'Pizzas' },
        slug: 'pizzas',
        image: 'pizzas.png',
        search_text: searchTextOf({ en: 'Pizzas' }),
      },
      // Like the reserved "Without category" row, but matching the query: it must still stay out.
      { name: { en: 'Pizza reserve' }, slug: 'reserve', code: 'RESERVED', search_text: 'pizza reserve' },
    ]);
    await api.db.insert(ingredients).values([
      {
        name: { en: 'Mozzarella', ru: 'Моцарелла' },
        search_text: searchTextOf({ en: 'Mozzarella', ru: 'Моцарелла' }),
      },
    ]);
  });
  afterAll(() => api.close());

  it('ignores accents and case on both sides', async () => {
    expect(await productNames('zurek')).toEqual(['Sour rye soup']);
    expect(await productNames('ŻUREK')).toEqual(['Sour rye soup']);
    expect(await productNames('creme')).toEqual(['Crème brûlée']);
    expect(await productNames('BRÛLÉE')).toEqual(['Crème brûlée']);
  });

  it('matches any language, Cyrillic included, and any part of a word', async () => {
    expect(await productNames('борщ')).toEqual(['Borscht']);
    expect(await productNames('орщ')).toEqual(['Borscht']);
    expect(await productNames('журе')).toEqual(['Sour rye soup']);
    expect(await productNames('rye')).toEqual(['Sour rye soup']);
    expect((await search('моцар')).ingredients.map((hit) => hit.name.en)).toEqual(['Mozzarella']);
  });

  it('answers id, image and name of products, categories and ingredients', async () => {
    const found = await search('zure');
    expect(found.products).toEqual([
      { id: expect.any(Number), image: 'zurek.png', name: { en: 'Sour rye soup', pl: 'Żurek', ru: 'Журек' } },
    ]);
    expect(found).toMatchObject({ categories: [], ingredients: [], faq: [] });
    expect((await search('zupy')).categories).toEqual([
      { id: expect.any(Number), image: null, name: { en: 'Soups', pl: 'Zupy' } },
    ]);
  });

  it('ranks a whole name first, then names and words starting with the query, then the rest; 5 at most', async () => {
    const names = await productNames('pizza');
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('Pizza');
    expect(names.slice(1, 4).sort()).toEqual(['Pizza Margherita', 'Pizza al taglio', 'Pizza bianca']);
    expect(names[4]).toBe('Pepperoni pizza');
    expect(names).not.toContain('Spizzata');
  });

  it('finds every word of the query in any order, and not names that have only some of them', async () => {
    expect(await productNames('margherita pizza')).toEqual(['Pizza Margherita']);
    expect(await productNames('soup rye')).toEqual(['Sour rye soup']);
    expect(await productNames('pizza zurek')).toEqual([]);
    expect(await productNames('pizza margherita')).toEqual(['Pizza Margherita']);
  });

  it('finds close spellings', async () => {
    expect(await productNames('peperoni')).toEqual(['Pepperoni pizza']);
    expect(await productNames('margherrita')).toEqual(['Pizza Margherita']);
    expect((await search('mozarella')).ingredients.map((hit) => hit.name.en)).toEqual(['Mozzarella']);
  });

  it('never shows a reserved category', async () => {
    expect((await search('pizza')).categories.map((hit) => hit.name.en)).toEqual(['Pizzas']);
  });

  it('takes LIKE wildcards in the query literally', async () => {
    expect(await productNames('100%')).toEqual(['Fries 100% potato_cut']);
    expect(await productNames('o_c')).toEqual(['Fries 100% potato_cut']);
    expect(await productNames('%%%')).toEqual([]);
    expect(await productNames('___')).toEqual([]);
  });

  it('finds nothing under 3 characters after trimming', async () => {
    for (const q of ['', 'pi', '  pi  ', 'ż ']) {
      expect(await search(q)).toEqual({ products: [], categories: [], ingredients: [], faq: [] });
    }
    expect((await api.get('/api/search')).body.products).toEqual([]);
  });

  it('requires a signed-in user and a query of reasonable length', async () => {
    expect((await api.get('/api/search?q=pizza', { token: null })).status).toBe(401);
    expect((await api.get(`/api/search?q=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('binds the query as a parameter', async () => {
    expect(await productNames("pizza'; drop table products; --")).toEqual([]);
    const count = await api.db.execute(sql`select count(*)::int as count from ${products}`);
    expect(rowsOf<{ count: number }>(count)[0].count).toBe(10);
  });
});
