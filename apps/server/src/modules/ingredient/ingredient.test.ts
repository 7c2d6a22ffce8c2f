import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, productIngredients, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('ingredients', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('answers the category as {id, name}, filters by it and fills search_text', async () => {
    const category = (await api.post('/api/ingredient_category', { name: { en: 'Cheese' } })).body
      .ingredient_category;
    const created = await api.post('/api/ingredient', {
      name: { en: 'Gruyère', pl: 'Ser żółty' },
      ingredient_category: category.id,
    });
    expect(created.status).toBe(201);
    const saved = created.body.ingredient;
    expect(saved).toMatchObject({
      ingredient_category: { id: category.id, name: { en: 'Cheese' } },
      is_enabled: true,
    });
    expect(saved.search_text).toBeUndefined();
    const [row] = await api.db
      .select({ text: ingredients.search_text })
      .from(ingredients)
      .where(eq(ingredients.id, saved.id));
    expect(row.text).toBe('gruyere\nser zolty');
    const filters = encodeURIComponent(
      JSON.stringify([{ name: 'ingredientCategory', condition: 'equal', value: category.id }]),
    );
    const list = await api.get(`/api/ingredient?filters=${filters}`);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([saved.id]);
    const toggled = await api.post(`/api/ingredient/${saved.id}`, { is_enabled: false });
    expect(toggled.body.ingredient).toMatchObject({
      is_enabled: false,
      name: { en: 'Gruyère', pl: 'Ser żółty' },
    });
  });

  it('refuses to delete an ingredient products use, naming how many (409)', async () => {
    const ingredient = (await api.post('/api/ingredient', { name: { en: 'Basil' } })).body.ingredient;
    const made = await api.db
      .insert(products)
      .values([{ name: { en: 'Pesto' } }, { name: { en: 'Margherita' } }])
      .returning({ id: products.id });
    await api.db
      .insert(productIngredients)
      .values(made.map((product) => ({ product_id: product.id, ingredient_id: ingredient.id })));
    const response = await api.delete(`/api/ingredient/${ingredient.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Used by 2 products',
      errors: { products: 'messages.still_used_by' },
    });
    const unknownCategory = await api.post('/api/ingredient', {
      name: { en: 'X' },
      ingredient_category: 999999,
    });
    expect(unknownCategory.body.errors).toEqual({ ingredient_category: 'messages.not_found' });
  });
});
