import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartForm, sampleImages } from '../../testing/upload-fixtures.ts';

describe('ingredient categories', () => {
  let api: TestApp;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post('/api/ingredient_category', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.ingredient_category;
  };
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('creates from multipart with colour, flags and an image served from /images/ingredientCategories', async () => {
    const form = multipartForm(
      { name: JSON.stringify({ en: 'Dairy' }), color: '#ffcc00', is_on_terminal: '1', is_enabled: '0' },
      { image_file: { bytes: sampleImages.png, name: 'milk.png' } },
    );
    const response = await api.postForm('/api/ingredient_category', form);
    expect(response.status).toBe(201);
    const saved = response.body.ingredient_category;
    expect(saved).toMatchObject({
      color: '#ffcc00',
      is_on_terminal: true,
      is_enabled: false,
      child_categories: [],
    });
    expect((await api.get(`/images/ingredientCategories/${saved.image}`, { token: null })).status).toBe(200);
    const badColour = await api.post('/api/ingredient_category', { name: { en: 'X' }, color: 'red' });
    expect(badColour.body.errors).toEqual({ color: 'messages.invalid' });
  });

  it('nests children, refuses loops and lists top-level rows only on request', async () => {
    const root = await create({ name: { en: 'Vegetables' } });
    const child = await create({ name: { en: 'Roots' }, parent_category: root.id });
    const grandchild = await create({ name: { en: 'Carrots' }, parent_category: child.id });
    const filters = encodeURIComponent(JSON.stringify([{ name: 'parentCategory', condition: 'empty' }]));
    const list = await api.get(`/api/ingredient_category?skipPagination=true&filters=${filters}`);
    const found = list.body.items.find((item: { id: number }) => item.id === root.id);
    expect(found.child_categories[0].child_categories[0].id).toBe(grandchild.id);
    expect(list.body.items.some((item: { id: number }) => item.id === child.id)).toBe(false);
    const loop = await api.post(`/api/ingredient_category/${root.id}`, { parent_category: grandchild.id });
    expect(loop.status).toBe(422);
    expect(loop.body.errors).toEqual({ parent_category: 'messages.parent_cycle' });
  });

  it('refuses to delete a category with ingredients or children (409 naming them)', async () => {
    const parent = await create({ name: { en: 'Meat' } });
    await create({ name: { en: 'Poultry' }, parent_category: parent.id });
    await api.post('/api/ingredient', { name: { en: 'Bacon' }, ingredient_category: parent.id });
    const response = await api.delete(`/api/ingredient_category/${parent.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Used by 1 ingredient and 1 child category',
      errors: { ingredients: 'messages.still_used_by', child_categories: 'messages.has_child_categories' },
    });
  });
});
