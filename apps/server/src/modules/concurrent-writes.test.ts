import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { issueToken } from './auth/token.repository.ts';

// 20 calls at once: on PostgreSQL (project server-postgres) they run on parallel connections.
const parallel = 20;
const letters = (index: number) =>
  `x${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;
const statuses = (responses: { status: number }[]) => responses.map((response) => response.status);

describe('concurrent writes keep the rules', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('the first 20 languages created at once: one of them is the default', async () => {
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        api.post('/api/language', { code: `f${letters(index)}`, title: `F${index}` }),
      ),
    );
    expect(statuses(responses).every((status) => status === 201)).toBe(true);
    const defaults = await api.db.select().from(languages).where(eq(languages.is_default, true));
    expect(defaults).toHaveLength(1);
  });

  it('a language made default while others delete or unset it: still exactly one default', async () => {
    const [first, second] = await api.db.select().from(languages).orderBy(languages.id).limit(2);
    const calls = Array.from({ length: parallel }, (_, index) => {
      const target = index % 2 ? first.id : second.id;
      if (index % 4 === 0) return api.post(`/api/language/${target}`, { is_default: true });
      if (index % 4 === 1) return api.post(`/api/language/${target}`, { is_default: false });
      if (index % 4 === 2) return api.post(`/api/language/${target}`, { is_enabled: false });
      return api.delete(`/api/language/${target}`);
    });
    const responses = await Promise.all(calls);
    expect(statuses(responses).every((status) => status < 500)).toBe(true);
    const defaults = await api.db.select().from(languages).where(eq(languages.is_default, true));
    expect(defaults).toHaveLength(1);
    expect(defaults[0].is_enabled).toBe(true);
  });

  it('20 languages made default at once leave exactly one default, and no call fails', async () => {
    const ids: number[] = [];
    for (let index = 0; index < parallel; index++)
      ids.push(
        (await api.post('/api/language', { code: letters(index), title: `L${index}` })).body.language.id,
      );
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        ids.map((id) => api.post(`/api/language/${id}`, { is_default: true })),
      );
      expect(statuses(responses).every((status) => status === 200)).toBe(true);
      const defaults = await api.db.select().from(languages).where(eq(languages.is_default, true));
      expect(defaults).toHaveLength(1);
    }
  });

  it('20 languages created at once with the same code: one 201, the rest 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: parallel }, () => api.post('/api/language', { code: 'zz', title: 'Same' })),
    );
    expect(statuses(responses).sort()).toEqual([201, ...Array(parallel - 1).fill(409)]);
  });

  it('20 users created at once with the same email: one 201, the rest 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        api.post('/api/user', {
          email: index % 2 ? 'twin@mise.test' : 'TWIN@mise.test',
          password: 'Secret123',
          role: 'courier',
        }),
      ),
    );
    expect(statuses(responses).sort()).toEqual([201, ...Array(parallel - 1).fill(409)]);
  });

  it('system users disabling, demoting and deleting each other at once keep one enabled system user', async () => {
    await api.db.delete(users).where(eq(users.role, 'system'));
    const created = await api.db
      .insert(users)
      .values(
        Array.from({ length: parallel }, (_, index) => ({
          email: `root${index}@mise.test`,
          password_hash: 'not a hash: these users never sign in with a password',
          role: 'system',
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(created.map(({ id }) => issueToken(api.db, id, 1)));
    // each system user acts on the next one, round the circle, so every one of them is a target
    const responses = await Promise.all(
      created.map((_, index) => {
        const target = created[(index + 1) % parallel].id;
        const token = tokens[index];
        if (index % 3 === 0) return api.delete(`/api/user/${target}`, { token });
        if (index % 3 === 1) return api.post(`/api/user/${target}`, { role: 'manager' }, { token });
        return api.post(`/api/user/${target}`, { is_enabled: false }, { token });
      }),
    );
    expect(statuses(responses).every((status) => [200, 204, 409].includes(status))).toBe(true);
    expect(statuses(responses)).toContain(409);
    const remaining = await api.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'system'), eq(users.is_enabled, true)));
    expect(remaining.length).toBeGreaterThanOrEqual(1);
  });
});
