import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('product categories', () => {
  let api: TestApp;
  let reservedId: number;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post('/api/product_category', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.product_category;
  };
  const topLevel = JSON.stringify([{ name: 'parentCategory', condition: 'empty' }]);

  beforeAll(async () => {
    api = await createTestApp();
    const [reserved] = await api.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.code, 'WITHOUT_CATEGORY'));
    reservedId = reserved.id;
  });
  afterAll(() => api.close());

  it('suggests a unique slug from the name in any script, and keeps one sent explicitly', async () => {
    const first = await create({ name: { ru: 'Борщ с хлебом' } });
    const second = await create({ name: { en: 'Борщ с хлебом' }, slug: '' });
    expect(first.slug).toBe('borsch-s-khlebom');
    expect(second.slug).toBe('borsch-s-khlebom-2');
    const own = await create({ name: { en: 'Pizza' }, slug: 'Best-Pizza' });
    expect(own.slug).toBe('best-pizza');
    const renamed = await api.post(`/api/product_category/${own.id}`, { name: { en: 'Pasta' }, slug: '' });
    expect(renamed.body.product_category.slug).toBe('pasta');
  });

  it('answers 409 with errors.slug for a slug another category has, 422 for a malformed one', async () => {
    await create({ name: { en: 'Soups' }, slug: 'soups' });
    const duplicate = await api.post('/api/product_category', { name: { en: 'More soups' }, slug: 'soups' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ slug: 'messages.already_exists' });
    const malformed = await api.post('/api/product_category', { name: { en: 'X' }, slug: 'no spaces!' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.slug).toBe('messages.invalid');
  });

  it('refuses horizontal_slider on the category page only, and an empty name', async () => {
    const slider = await api.post('/api/product_category', {
      name: { en: 'Slides' },
      product_card: 'horizontal_slider',
      product_card_category_page: 'horizontal_slider',
    });
    expect(slider.status).toBe(422);
    expect(Object.keys(slider.body.errors)).toEqual(['product_card_category_page']);
    const nameless = await api.post('/api/product_category', { name: { en: ' ' } });
    expect(nameless.body.errors).toEqual({ name: 'messages.required' });
  });

  it('nests children at any depth under top-level rows, with the parent as {id, name}', async () => {
    const root = await create({ name: { en: 'Drinks' }, sort: -100 });
    const child = await create({ name: { en: 'Hot drinks' }, parent_category: root.id });
    const grandchild = await create({ name: { en: 'Tea' }, parent_category: child.id });
    const list = await api.get(`/api/product_category?filters=${encodeURIComponent(topLevel)}`);
    expect(list.status).toBe(200);
    const drinks = list.body.items.find((item: { id: number }) => item.id === root.id);
    expect(drinks.parent_category).toBeNull();
    expect(drinks.child_categories[0]).toMatchObject({
      id: child.id,
      parent_category: { id: root.id, name: { en: 'Drinks' } },
      child_categories: [{ id: grandchild.id, name: { en: 'Tea' }, child_categories: [] }],
    });
    expect(list.body.items.some((item: { id: number }) => item.id === child.id)).toBe(false);
    const one = await api.get(`/api/product_category/${grandchild.id}`);
    expect(one.body.item.parent_category).toEqual({ id: child.id, name: { en: 'Hot drinks' } });
  });

  it('refuses a category as its own parent or under its own descendant (422 errors.parent_category)', async () => {
    const top = await create({ name: { en: 'Top' } });
    const middle = await create({ name: { en: 'Middle' }, parent_category: top.id });
    const bottom = await create({ name: { en: 'Bottom' }, parent_category: middle.id });
    for (const parent of [top.id, bottom.id, middle.id]) {
      const response = await api.post(`/api/product_category/${top.id}`, { parent_category: parent });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.errors).toEqual({ parent_category: 'messages.parent_cycle' });
    }
    const moved = await api.post(`/api/product_category/${bottom.id}`, { parent_category: top.id });
    expect(moved.status).toBe(200);
    const detached = await api.post(`/api/product_category/${middle.id}`, { parent_category: null });
    expect(detached.body.product_category.parent_category).toBeNull();
  });

  it('two moves at once cannot close a loop: one is saved, the other refused', async () => {
    const left = await create({ name: { en: 'Left' } });
    const right = await create({ name: { en: 'Right' } });
    const answers = await Promise.all([
      api.post(`/api/product_category/${left.id}`, { parent_category: right.id }),
      api.post(`/api/product_category/${right.id}`, { parent_category: left.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('keeps the reserved WITHOUT_CATEGORY row out of lists, reads, writes, deletes and parents', async () => {
    const list = await api.get('/api/product_category?skipPagination=true');
    expect(list.body.items.some((item: { id: number }) => item.id === reservedId)).toBe(false);
    expect((await api.get(`/api/product_category/${reservedId}`)).status).toBe(404);
    expect((await api.post(`/api/product_category/${reservedId}`, { sort: 5 })).status).toBe(404);
    expect((await api.delete(`/api/product_category/${reservedId}`)).status).toBe(404);
    const under = await api.post('/api/product_category', {
      name: { en: 'Under' },
      parent_category: reservedId,
    });
    expect(under.status).toBe(422);
    expect(under.body.errors).toEqual({ parent_category: 'messages.not_found' });
  });

  it('refuses to delete a category its products or children use, naming them (409)', async () => {
    const parent = await create({ name: { en: 'Used' } });
    await create({ name: { en: 'Child one' }, parent_category: parent.id });
    await create({ name: { en: 'Child two' }, parent_category: parent.id });
    await api.db.insert(products).values([
      { name: { en: 'A' }, category_id: parent.id },
      { name: { en: 'B' }, category_id: parent.id },
      { name: { en: 'C' }, category_id: parent.id },
    ]);
    const response = await api.delete(`/api/product_category/${parent.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Used by 3 products and 2 child categories',
      errors: { products: 'messages.still_used_by', child_categories: 'messages.has_child_categories' },
    });
    const unused = await create({ name: { en: 'Unused' } });
    expect((await api.delete(`/api/product_category/${unused.id}`)).status).toBe(204);
  });

  it('fills search_text from every translation, lower-cased without accents', async () => {
    const saved = await create({ name: { en: 'Crème Brûlée', pl: 'Łosoś' } });
    expect(saved.search_text).toBeUndefined();
    const [row] = await api.db
      .select({ text: productCategories.search_text })
      .from(productCategories)
      .where(eq(productCategories.id, saved.id));
    expect(row.text).toBe('creme brulee\nlosos');
  });
});
