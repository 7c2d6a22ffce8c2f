import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { adminCredentials, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashPassword } from './password.ts';

describe('sign-in and session', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    const passwordHash = await hashPassword('Courier123');
    await api.db.insert(users).values([
      { email: 'courier@mise.test', password_hash: passwordHash, role: 'courier' },
      { email: 'gone@mise.test', password_hash: passwordHash, role: 'manager', is_enabled: false },
      { email: 'manager@mise.test', password_hash: passwordHash, role: 'manager' },
    ]);
  });
  afterAll(() => api.close());

  it('signs in with the right password and returns a token and the user', async () => {
    const response = await api.post('/api/login', adminCredentials, { token: null });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.user).toEqual({
      id: expect.any(Number),
      email: adminCredentials.email,
      first_name: 'Ada',
      last_name: 'Admin',
      role: 'system',
    });
  });

  it('stores passwords as argon2id hashes and tokens only hashed', async () => {
    const [admin] = await api.db.select().from(users).where(eq(users.email, adminCredentials.email));
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    const rows = await api.db.execute('select token_hash from auth_tokens');
    const hashes = rowsOf<{ token_hash: string }>(rows).map((row) => row.token_hash);
    expect(hashes).not.toContain(api.adminToken);
  });

  it('answers 401 with one message for a wrong password or an unknown email', async () => {
    const wrongPassword = await api.post(
      '/api/login',
      { email: 'manager@mise.test', password: 'nope1' },
      { token: null },
    );
    const unknownEmail = await api.post(
      '/api/login',
      { email: 'who@mise.test', password: 'nope1' },
      { token: null },
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe(unknownEmail.body.message);
  });

  it('refuses couriers and disabled users with 403 and no token', async () => {
    for (const email of ['courier@mise.test', 'gone@mise.test']) {
      const response = await api.post('/api/login', { email, password: 'Courier123' }, { token: null });
      expect(response.status).toBe(403);
      expect(response.body.token).toBeUndefined();
    }
  });

  it('validates the login body with 422 and field keys', async () => {
    const response = await api.post('/api/login', { email: 'not-an-email' }, { token: null });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      email: 'messages.invalid_email',
      password: 'messages.required',
    });
  });

  it('answers 429 after repeated failures', async () => {
    const attempt = () =>
      api.post('/api/login', { email: 'target@mise.test', password: 'guess' }, { token: null });
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect((await attempt()).body.message).toMatch(/try again/i);
  });

  it('returns the current user for a valid token and 401 without or with a bad one', async () => {
    expect((await api.get('/api/me')).body.user.email).toBe(adminCredentials.email);
    expect((await api.get('/api/me', { token: null })).status).toBe(401);
    expect((await api.get('/api/me', { token: 'made-up-token' })).status).toBe(401);
    expect((await api.get('/api/city', { token: null })).body).toEqual({ message: expect.any(String) });
  });

  it('revokes the token at sign-out', async () => {
    const token = await api.login();
    expect((await api.get('/api/me', { token })).status).toBe(200);
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(204);
    expect((await api.get('/api/me', { token })).status).toBe(401);
  });

  it('stops a token working once its user is disabled', async () => {
    const token = await api.login('manager@mise.test', 'Courier123');
    await api.db.update(users).set({ is_enabled: false }).where(eq(users.email, 'manager@mise.test'));
    expect((await api.get('/api/me', { token })).status).toBe(401);
  });

  it('serves the API reference', async () => {
    const response = await api.get('/api/docs/json', { token: null });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toContain('/api/city/{id}');
  });
});
