import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password.ts';
import { insertStorefrontMenu } from '../storefront/storefront-test-fixtures.ts';

describe('storefront API keys', () => {
  let api: TestApp;
  let managerToken: string;
  const menuWith = (key: string) =>
    api.get('/api/storefront/menu', { token: null, headers: { 'x-api-key': key } });
  const create = async (body: object) => api.post('/api/api_key', body);

  beforeAll(async () => {
    api = await createTestApp(undefined, { storefrontRateLimit: { max: 3, timeWindowMs: 60_000 } });
    await api.db.insert(users).values({
      email: 'manager@mise.test',
      password_hash: await hashPassword('Manager123!'),
      first_name: 'Mona',
      role: 'manager',
    });
    managerToken = await api.login('manager@mise.test', 'Manager123!');
  });
  afterAll(() => api.close());

  it('shows the key once at creation and then only its last 4 characters', async () => {
    const created = await create({ name: 'Website', channel: 'website' });
    expect(created.status).toBe(201);
    const { key, ...rest } = created.body.api_key;
    expect(key).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    expect(rest).toMatchObject({ name: 'Website', channel: 'website' });
    const [stored] = await api.db.select().from(apiKeys).where(eq(apiKeys.id, rest.id));
    expect(stored.key_hash).not.toContain(key);
    const list = await api.get('/api/api_key');
    expect(list.status).toBe(200);
    const item = list.body.items.find((row: { id: number }) => row.id === rest.id);
    expect(item).toMatchObject({ key_hint: key.slice(-4), last_used_at: null });
    expect(JSON.stringify(list.body)).not.toContain(key.slice(3, 20));
    expect(Object.keys(item)).not.toContain('key_hash');
  });

  it('refuses a name left blank and a channel that is not a storefront', async () => {
    const response = await create({ name: ' ', channel: 'panel' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: 'messages.required', channel: 'messages.invalid' });
  });

  it('lets only system users list, create and revoke keys', async () => {
    const { id } = (await create({ name: 'Bot', channel: 'bot' })).body.api_key;
    const asManager = { token: managerToken };
    expect((await api.get('/api/api_key', asManager)).status).toBe(403);
    expect((await api.get(`/api/api_key/${id}`, asManager)).status).toBe(403);
    expect((await api.post('/api/api_key', { name: 'Mine', channel: 'app' }, asManager)).status).toBe(403);
    expect((await api.delete(`/api/api_key/${id}`, asManager)).status).toBe(403);
    expect((await api.post(`/api/api_key/${id}`, { name: 'Renamed' })).status).toBe(404);
    expect((await api.get('/api/api_key', { token: null })).status).toBe(401);
  });

  it('stamps the last use at most once a minute, and a revoked key stops at once', async () => {
    const { id, key } = (await create({ name: 'App', channel: 'app' })).body.api_key;
    expect((await menuWith(key)).status).toBe(200);
    const lastUsed = async () =>
      (await api.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].last_used_at;
    const firstUse = await lastUsed();
    expect(firstUse).toBeInstanceOf(Date);
    await menuWith(key);
    expect(await lastUsed()).toEqual(firstUse);
    expect((await api.delete(`/api/api_key/${id}`)).status).toBe(204);
    const afterRevoke = await menuWith(key);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.message).toMatch(/revoked/);
    expect((await api.delete(`/api/api_key/${id}`)).status).toBe(404);
  });

  it('answers 429 past the rate of one key, while another key goes on', async () => {
    const flooding = (await create({ name: 'Flood', channel: 'website' })).body.api_key.key;
    const calm = (await create({ name: 'Calm', channel: 'website' })).body.api_key.key;
    const statuses = [];
    for (let call = 0; call < 4; call++) statuses.push((await menuWith(flooding)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await menuWith(flooding);
    expect(refused.body).toEqual({ message: expect.stringMatching(/Too many requests/) });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await menuWith(calm)).status).toBe(200);
  });

  it("serves the channel's menu with modifiers, prices and image paths", async () => {
    const [admin] = await api.db.select({ id: users.id }).from(users).where(sql`${users.role} = 'system'`);
    const menu = await insertStorefrontMenu(api.db, admin.id);
    const website = (await menuWith(menu.keys.website)).body;
    const names = (list: { name: { en: string } }[]) => list.map((row) => row.name.en);
    expect(names(website.categories)).toEqual(['Mains']);
    expect(names(website.products)).toEqual(['Pizza', 'Soup', 'Web only', 'Water']);
    expect(website.products[0]).toMatchObject({
      price: 0,
      image: '/images/products/pizza.png',
      product_modifiers: [
        {
          name: 'Size',
          is_required: true,
          options: [
            { name: 'S', price: 24 },
            { name: 'L', price: 30 },
          ],
        },
        { name: 'Extra cheese', price: 4, options: [] },
      ],
    });
    expect(names((await menuWith(menu.keys.bot)).body.products)).not.toContain('Web only');
  });
});
