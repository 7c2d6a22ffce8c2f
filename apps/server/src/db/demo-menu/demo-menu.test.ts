import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoData } from '../demo-data.ts';
import {
  ingredientCategories,
  ingredients,
  productBundles,
  productCategories,
  productCrossSells,
  productIngredients,
  productModifiers,
  products,
  stories,
} from '../schema.ts';

describe('demo menu', () => {
  let api: TestApp;
  let seedMs = 0;
  const picture = (folder: string, name: string | null) =>
    readFile(path.join(api.uploadsDir, 'images', folder, name ?? 'missing'));

  beforeAll(async () => {
    api = await createTestApp();
    const started = performance.now();
    await seedDemoData(api.db, api.app.uploads);
    seedMs = performance.now() - started;
  }, 60_000);
  afterAll(() => api.close());

  it('seeds about sixty products, each named in en, pl and ru with a real PNG picture', async () => {
    const rows = await api.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(70);
    for (const row of rows) {
      expect(row.name).toEqual({ en: expect.any(String), pl: expect.any(String), ru: expect.any(String) });
      const bytes = await picture('products', row.image);
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'png', mime: 'image/png' });
      expect(PNG.sync.read(bytes).width).toBeGreaterThanOrEqual(240);
    }
    const zurek = rows.find((row) => row.sku === 'SOUP-ZUREK')!;
    expect(zurek.name.pl).toBe('Żurek');
    expect(zurek.search_text).toContain('zurek');
    expect(rows.every((row) => row.search_text.length > 0)).toBe(true);
    console.info(`demo data seeded in ${Math.round(seedMs)} ms`);
  });

  it('serves the pictures at /images/{folder}/{name}', async () => {
    const [product] = await api.db.select().from(products).limit(1);
    const response = await api.get(`/images/products/${product.image}`, { token: null });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('prices a sized pizza by its Size group and links modifiers, cross-sells and bundles', async () => {
    const modifiers = await api.db.select().from(productModifiers);
    const options = modifiers.filter((modifier) => modifier.group_id !== null);
    const group = modifiers.find((modifier) => modifier.name === 'Size')!;
    expect(options.filter((option) => option.group_id === group.id).map((option) => option.price)).toEqual([
      29, 36, 44,
    ]);
    const [margherita] = (await api.db.select().from(products)).filter((row) => row.id === group.product_id);
    expect(margherita.price).toBe(0);
    expect(margherita.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(modifiers.some((modifier) => modifier.name === 'Extra cheese' && !modifier.group_id)).toBe(true);
    expect((await api.db.select().from(productCrossSells)).length).toBeGreaterThan(20);
    expect((await api.db.select().from(productBundles)).length).toBe(6);
  });

  it('links ingredients in categories with colours, one category nested', async () => {
    const ingredientRows = await api.db.select().from(ingredients);
    expect(ingredientRows.length).toBeGreaterThanOrEqual(25);
    expect(ingredientRows.every((row) => row.search_text && row.image && row.ingredient_category_id)).toBe(
      true,
    );
    expect((await api.db.select().from(productIngredients)).length).toBeGreaterThan(100);
    const categories = await api.db.select().from(ingredientCategories);
    expect(categories.every((row) => /^#[0-9a-f]{6}$/.test(row.color ?? ''))).toBe(true);
    expect(categories.filter((row) => row.parent_category_id !== null)).toHaveLength(1);
    for (const row of categories)
      expect((await picture('ingredientCategories', row.image)).length).toBeGreaterThan(0);
  });

  it('builds a category tree with slugs, pictures and search text', async () => {
    const rows = await api.db.select().from(productCategories).where(isNotNull(productCategories.image));
    const children = rows.filter((row) => row.parent_category_id !== null);
    expect(rows.length - children.length).toBeGreaterThanOrEqual(8);
    expect(children.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row.slug)).toContain('pizza-classic');
    expect(rows.find((row) => row.slug === 'drinks-hot-drinks')!.search_text).toContain('napoje gorace');
    for (const child of children) expect(rows.some((row) => row.id === child.parent_category_id)).toBe(true);
  });

  it('adds three stories with upright pictures and links', async () => {
    const rows = await api.db.select().from(stories);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(Object.keys(row.title).sort()).toEqual(['en', 'pl', 'ru']);
      expect(row.web_link).toMatch(/^\/menu\//);
      const image = PNG.sync.read(await picture('stories', row.image));
      expect(image.height).toBeGreaterThan(image.width);
    }
  });
});
