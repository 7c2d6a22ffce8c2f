import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { openSecondApp } from '../testing/second-app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createSessionCache } from './session-cache.ts';

const ada = { id: 1, email: 'ada@mise.test', first_name: 'Ada', last_name: 'A', role: 'system' as const };

describe('the session cache', () => {
  it('keeps a session for its time to live, never past the token expiry', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    cache.remember('a', { ...ada }, new Date(10_000), cache.generation, 0);
    cache.remember('b', { ...ada }, new Date(500), cache.generation, 0);
    expect(cache.get('a', 999)).toEqual(ada);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('b', 499)).toEqual(ada);
    expect(cache.get('b', 500)).toBeUndefined();
  });

  it('forgets everything when told, and when full', () => {
    const cache = createSessionCache({ ttlMs: 1_000, maxEntries: 2 });
    cache.remember('a', { ...ada }, new Date(10_000), cache.generation, 0);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
    for (const key of ['a', 'b', 'c']) cache.remember(key, { ...ada }, new Date(10_000), cache.generation, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].filter(Boolean)).toHaveLength(1);
  });

  it('does not keep what a lookup found if the cache was cleared while it ran (a sign-out meanwhile)', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    const lookedUpAt = cache.generation;
    cache.clear();
    cache.remember('a', { ...ada }, new Date(10_000), lookedUpAt, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.remember('a', { ...ada }, new Date(10_000), cache.generation, 0);
    expect(cache.get('a', 1)).toEqual(ada);
  });
});

describe('remembered sessions end everywhere at once', () => {
  let api: TestApp;
  let second: Awaited<ReturnType<typeof openSecondApp>>;
  const password = 'Manager123';
  beforeAll(async () => {
    api = await createTestApp();
    second = await openSecondApp(api);
  });
  afterAll(async () => {
    await second.close();
    await api.close();
  });

  async function signInManager(email: string) {
    await api.db
      .insert(users)
      .values({ email, password_hash: await hashPassword(password), role: 'manager' });
    return api.login(email, password);
  }
  const meOnSecond = async (token: string) =>
    (await second.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
  // Well inside the cache's five seconds: only the database's notice can end it this soon.
  const soon = { timeout: 1_500, interval: 20 };

  it('a token signed out through one process is refused by the other', async () => {
    const token = await signInManager('out@mise.test');
    expect(await meOnSecond(token)).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(204);
    expect((await api.get('/api/me', { token })).status).toBe(401);
    await vi.waitFor(async () => expect(await meOnSecond(token)).toBe(401), soon);
  });

  it('a user disabled in the database, not through the API, is refused by both', async () => {
    const token = await signInManager('off@mise.test');
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect(await meOnSecond(token)).toBe(200);
    await api.db.update(users).set({ is_enabled: false }).where(eq(users.email, 'off@mise.test'));
    await vi.waitFor(async () => expect((await api.get('/api/me', { token })).status).toBe(401), soon);
    await vi.waitFor(async () => expect(await meOnSecond(token)).toBe(401), soon);
  });

  it('a user disabled through the API is refused on the very next call', async () => {
    const token = await signInManager('next@mise.test');
    expect((await api.get('/api/me', { token })).status).toBe(200);
    const [user] = await api.db.select().from(users).where(eq(users.email, 'next@mise.test'));
    expect((await api.post(`/api/user/${user.id}`, { is_enabled: false })).status).toBe(200);
    expect((await api.get('/api/me', { token })).status).toBe(401);
  });
});
