import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, productCategories, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('products with modifiers, bundles, cross-sells and ingredients', () => {
  let api: TestApp;
  let pizzas: number;
  let vegetarian: number;
  let drinks: number;
  let cheese: number;
  let basil: number;

  const filtered = (filters: unknown[], extra = '') =>
    `/api/product?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;
  const create = async (body: Record<string, unknown>) => (await api.post('/api/product', body)).body.product;
  const names = async (url: string) =>
    (await api.get(url)).body.items.map((item: { name: { en: string } }) => item.name.en);

  beforeAll(async () => {
    api = await createTestApp();
    const category = async (name: string, parent: number | null = null) => {
      const [row] = await api.db
        .insert(productCategories)
        .values({ name: { en: name }, slug: name.toLowerCase(), parent_category_id: parent })
        .returning({ id: productCategories.id });
      return row.id;
    };
    pizzas = await category('Pizzas');
    vegetarian = await category('Vegetarian', pizzas);
    drinks = await category('Drinks');
    const rows = await api.db
      .insert(ingredients)
      .values([{ name: { en: 'Cheese' } }, { name: { en: 'Basil' } }])
      .returning({ id: ingredients.id });
    [cheese, basil] = rows.map((row) => row.id);
  });
  afterAll(() => api.close());

  it('creates a product with defaults; the record names its category and carries empty lists', async () => {
    const response = await api.post('/api/product', {
      name: { en: 'Margherita', pl: 'Margherita', ru: 'Маргарита' },
      sku: 'PZ-001',
      category: pizzas,
      price: 24.5,
    });
    expect(response.status).toBe(201);
    expect(response.body.product).toMatchObject({
      type: 'PRODUCT',
      sku: 'PZ-001',
      price: 24.5,
      weight: 0,
      sort: 0,
      is_popular: false,
      is_enabled_for_website: true,
      category: { id: pizzas, name: { en: 'Pizzas' } },
      cross_sell_products: [],
      product_bundles: [],
      ingredients: [],
      product_modifiers: [],
    });
    expect(response.body.product).not.toHaveProperty('search_text');
    expect(response.body.product).not.toHaveProperty('category_id');
    const [stored] = await api.db.select().from(products).where(eq(products.id, response.body.product.id));
    expect(stored.search_text).toBe('margherita\nмаргарита\npz-001');
  });

  it('refuses a missing name, a negative or non-number price and a second product with the same SKU', async () => {
    expect((await api.post('/api/product', { name: { en: ' ' } })).body.errors).toEqual({
      name: 'messages.required',
    });
    const price = await api.post('/api/product', { name: { en: 'A' }, price: -1 });
    expect(price.body.errors).toEqual({ price: 'messages.only_positive_or_zero' });
    const text = await api.post('/api/product', { name: { en: 'A' }, price: 'ten' });
    expect(text.body.errors).toEqual({ price: 'messages.should_be_number' });
    const duplicate = await api.post('/api/product', { name: { en: 'Copy' }, sku: 'PZ-001' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ sku: 'messages.already_exists' });
  });

  it('stores modifier groups with options and replaces them as sent, keeping ids', async () => {
    const product = await create({
      name: { en: 'Pepperoni' },
      price: 0,
      product_modifiers: [
        {
          name: 'Size',
          price: 0,
          is_required: true,
          options: [
            { name: 'Small', price: 20 },
            { name: 'Large', price: 32.99 },
          ],
        },
        { name: 'Extra cheese', price: 4 },
      ],
    });
    const [size, extra] = product.product_modifiers;
    expect(size).toMatchObject({ name: 'Size', price: 0, is_required: true });
    expect(
      size.options.map((option: { name: string; price: number }) => [option.name, option.price]),
    ).toEqual([
      ['Small', 20],
      ['Large', 32.99],
    ]);
    expect(extra).toMatchObject({
      name: 'Extra cheese',
      price: 4,
      is_required: false,
      is_option: false,
      options: [],
    });
    expect(size.options[0]).toMatchObject({ is_option: true });
    expect(extra).toHaveProperty('created_at');

    const updated = await api.post(`/api/product/${product.id}`, {
      product_modifiers: [
        {
          id: size.id,
          name: 'Size',
          price: 0,
          options: [{ id: size.options[1].id, name: 'Large', price: 30 }],
        },
        { id: size.options[0].id, name: 'Small now on its own', price: 1 },
      ],
    });
    expect(updated.status).toBe(200);
    const modifiers = updated.body.product.product_modifiers;
    expect(modifiers).toHaveLength(2);
    expect(modifiers[0]).toMatchObject({ id: size.id, options: [{ id: size.options[1].id, price: 30 }] });
    expect(modifiers[1]).toMatchObject({ id: size.options[0].id, name: 'Small now on its own', options: [] });

    const toggled = await api.post(`/api/product/${product.id}`, { is_popular: true });
    expect(toggled.body.product.product_modifiers).toEqual(modifiers);
    const cleared = await api.post(`/api/product/${product.id}`, { product_modifiers: [] });
    expect(cleared.body.product.product_modifiers).toEqual([]);
  });

  it('checks modifiers with nested paths: price required, a number, 0 or more; ids of this product only', async () => {
    const response = await api.post('/api/product', {
      name: { en: 'Bad modifiers' },
      product_modifiers: [
        { name: 'No price' },
        { name: 'Text price', price: 'x' },
        {
          name: 'Group',
          price: 0,
          options: [
            { name: 'Negative', price: -2 },
            { name: '', price: 1 },
          ],
        },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'product_modifiers.0.price': 'messages.required',
      'product_modifiers.1.price': 'messages.should_be_number',
      'product_modifiers.2.options.0.price': 'messages.only_positive_or_zero',
      'product_modifiers.2.options.1.name': 'messages.required',
    });
    const other = await create({ name: { en: 'Other' }, product_modifiers: [{ name: 'Sauce', price: 1 }] });
    const stolen = await api.post('/api/product', {
      name: { en: 'Thief' },
      product_modifiers: [{ id: other.product_modifiers[0].id, name: 'Sauce', price: 1 }],
    });
    expect(stolen.body.errors).toEqual({ 'product_modifiers.0.id': 'messages.not_found' });
  });

  it('links cross-sells, bundles and ingredients, answering names and images; never the product itself', async () => {
    const cola = await create({ name: { en: 'Cola' }, category: drinks, price: 5 });
    const fries = await create({ name: { en: 'Fries' }, price: 8 });
    const menu = await create({
      name: { en: 'Lunch menu' },
      price: 30,
      cross_sell_products: [cola.id, { id: fries.id }],
      product_bundles: [{ product: cola.id }, { product: fries.id }],
      ingredients: [cheese, basil, cheese],
    });
    expect(menu.cross_sell_products).toEqual([
      { id: cola.id, name: { en: 'Cola' }, image: null },
      { id: fries.id, name: { en: 'Fries' }, image: null },
    ]);
    expect(menu.product_bundles).toEqual([
      { id: expect.any(Number), product: { id: cola.id, name: { en: 'Cola' }, image: null, price: 5 } },
      { id: expect.any(Number), product: { id: fries.id, name: { en: 'Fries' }, image: null, price: 8 } },
    ]);
    expect(menu.ingredients).toEqual([
      { id: cheese, name: { en: 'Cheese' } },
      { id: basil, name: { en: 'Basil' } },
    ]);

    const self = await api.post(`/api/product/${menu.id}`, {
      cross_sell_products: [cola.id, menu.id],
      product_bundles: [{ product: menu.id }, { product: 999_999 }],
      ingredients: [999_999],
    });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({
      'cross_sell_products.1': 'messages.cannot_be_itself',
      'product_bundles.0.product': 'messages.cannot_be_itself',
      'product_bundles.1.product': 'messages.not_found',
      'ingredients.0': 'messages.not_found',
    });
    expect((await api.get(`/api/product/${menu.id}`)).body.item.cross_sell_products).toHaveLength(2);

    const kept = menu.product_bundles[1];
    const rebundled = await api.post(`/api/product/${menu.id}`, {
      product_bundles: [{ id: kept.id, product: fries.id }],
      cross_sell_products: [],
    });
    expect(rebundled.body.product.product_bundles).toEqual([kept]);
    expect(rebundled.body.product.cross_sell_products).toEqual([]);

    // A bundled product cannot go while a bundle holds it; the answer names the bundle.
    const refused = await api.delete(`/api/product/${fries.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"Lunch menu"');
    expect(refused.body.errors).toEqual({ products: 'messages.still_used_by' });
    expect((await api.delete(`/api/product/${cola.id}`)).status).toBe(204);
    // An ingredient a product uses stays.
    expect((await api.delete(`/api/product/${menu.id}`)).status).toBe(204);
    expect((await api.delete(`/api/product/${fries.id}`)).status).toBe(204);
  });

  it('accepts multipart with lists and names as JSON text and a product image', async () => {
    const form = new FormData();
    form.set('type', 'PRODUCT');
    form.set('name', JSON.stringify({ en: 'Caprese', pl: 'Caprese' }));
    form.set('description', JSON.stringify({ en: 'Tomato and mozzarella' }));
    form.set('category', String(vegetarian));
    form.set('price', '0');
    form.set('weight', '250.5');
    form.set('is_popular', '1');
    form.set('is_enabled_for_bot', '0');
    form.set('cross_sell_products', '[]');
    form.set('product_bundles', '[]');
    form.set('ingredients', JSON.stringify([basil]));
    form.set(
      'product_modifiers',
      JSON.stringify([{ name: 'Half', price: 12, is_required: false, options: [] }]),
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.set('image_file', new Blob([png], { type: 'image/png' }), 'caprese.png');
    const response = await api.postForm('/api/product', form);
    expect(response.status).toBe(201);
    expect(response.body.product).toMatchObject({
      name: { en: 'Caprese' },
      weight: 250.5,
      is_popular: true,
      is_enabled_for_bot: false,
      category: { id: vegetarian },
      ingredients: [{ id: basil }],
      product_modifiers: [{ name: 'Half', price: 12 }],
    });
    expect(response.body.product.image).toMatch(/\.png$/);
    expect((await api.get(`/images/products/${response.body.product.image}`)).status).toBe(200);
  });

  it('filters by a category with its subcategories, searches names and SKU, sorts by category name', async () => {
    await create({ name: { en: 'Orange juice' }, sku: 'DR-OJ', category: drinks, price: 7 });
    expect(
      await names(filtered([{ name: 'category', condition: 'equal', value: pizzas }], '&sortBy=name')),
    ).toEqual(['Caprese', 'Margherita']);
    expect(await names(filtered([{ name: 'category', condition: 'equal', value: vegetarian }]))).toEqual([
      'Caprese',
    ]);
    const notPizza = await names(filtered([{ name: 'category', condition: 'not_equal', value: pizzas }]));
    expect(notPizza).toContain('Orange juice');
    expect(notPizza).toContain('Pepperoni');
    expect(notPizza).not.toContain('Caprese');
    expect(await names('/api/product?q=dr-oj')).toEqual(['Orange juice']);
    expect(await names('/api/product?q=маргар')).toEqual(['Margherita']);
    const byCategory = await api.get('/api/product?sortBy=category&direction=ASC&pageSize=100');
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.items[0].category.name.en).toBe('Drinks');
    const byPrice = await names('/api/product?sortBy=price&direction=DESC&pageSize=5');
    expect(byPrice[0]).toBe('Margherita');
  });

  it('lists every other product for the cross-sell picker with skipPagination and an id filter', async () => {
    const all = await api.get('/api/product?skipPagination=true');
    const self = all.body.items[0].id;
    const others = await api.get(
      filtered([{ name: 'id', condition: 'not_equal', value: self }], '&skipPagination=true'),
    );
    expect(others.status).toBe(200);
    expect(others.body.items).toHaveLength(all.body.items.length - 1);
    expect(others.body.items.map((item: { id: number }) => item.id)).not.toContain(self);
    expect(others.body.items[0]).toHaveProperty('product_modifiers');
  });
});
