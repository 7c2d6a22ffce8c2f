import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudService } from '../../http/crud-service.ts';
import { adminCredentials, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { userResource } from './user.resource.ts';

describe('staff users', () => {
  let api: TestApp;
  let adminId: number;
  let managerId: number;
  let managerToken: string;
  const managerPassword = 'Manager123';

  const createUser = (body: Record<string, unknown>, token?: string) =>
    api.post('/api/user', { password: 'Secret123', role: 'courier', ...body }, { token });
  const isSignedIn = async (token: string) => (await api.get('/api/me', { token })).status === 200;

  beforeAll(async () => {
    api = await createTestApp();
    adminId = (await api.get('/api/me')).body.user.id;
    const manager = await createUser({
      email: 'Manager@Mise.Test',
      password: managerPassword,
      role: 'manager',
    });
    managerId = manager.body.user.id;
    managerToken = await api.login('manager@mise.test', managerPassword);
  });
  afterAll(() => api.close());

  it('creates a user with the email in lower case; the password is hashed and never returned', async () => {
    const response = await createUser({
      email: '  Kurier@Mise.TEST ',
      first_name: 'Kamil',
      phone: '+48111222333',
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      email: 'kurier@mise.test',
      first_name: 'Kamil',
      role: 'courier',
      is_enabled: true,
    });
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.body.user).not.toHaveProperty('password_hash');
    const item = (await api.get(`/api/user/${response.body.user.id}`)).body.item;
    expect(Object.keys(item)).not.toContain('password_hash');
    const list = await api.get('/api/user?skipPagination=true');
    expect(list.body.fields).not.toContain('password_hash');
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/);
    expect(list.body.filterable).not.toContainEqual(expect.objectContaining({ name: 'password_hash' }));
    const stored = await api.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.id, response.body.user.id),
    });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    const filter = encodeURIComponent(JSON.stringify([{ name: 'password_hash', condition: 'not_empty' }]));
    expect((await api.get(`/api/user?filters=${filter}`)).status).toBe(400);
  });

  it('validates email, password and role with message keys', async () => {
    const missing = await api.post('/api/user', { email: 'x@mise.test', role: 'manager' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: 'messages.required' });
    const short = await createUser({ email: 'x@mise.test', password: 'abc' });
    expect(short.body.errors).toEqual({ password: 'messages.password_too_short' });
    const bad = await api.post('/api/user', { email: 'nope', password: 'Secret123', role: 'chef' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role']);
    expect(bad.body.errors.email).toBe('messages.invalid_email');
  });

  it('refuses a second user with the same email, whatever its case (409)', async () => {
    const response = await createUser({ email: 'ADMIN@mise.test' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A user with this email already exists');
    expect(response.body.errors).toEqual({ email: 'messages.already_exists' });
    const other = await createUser({ email: 'unique@mise.test' });
    const renamed = await api.post(`/api/user/${other.body.user.id}`, { email: 'manager@MISE.test' });
    expect(renamed.status).toBe(409);
    const same = await api.post(`/api/user/${other.body.user.id}`, { email: 'Unique@mise.test' });
    expect(same.status).toBe(200);
  });

  it('updates without a password (the list toggle sends only is_enabled)', async () => {
    const created = await createUser({ email: 'toggle@mise.test' });
    const toggled = await api.post(`/api/user/${created.body.user.id}`, { is_enabled: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.user).toMatchObject({ email: 'toggle@mise.test', is_enabled: false });
  });

  it('lets a manager run managers and couriers but not system users or the system role (403)', async () => {
    const asManager = { token: managerToken };
    const courier = await createUser({ email: 'courier2@mise.test' }, managerToken);
    expect(courier.status).toBe(201);
    expect((await api.post(`/api/user/${courier.body.user.id}`, { role: 'manager' }, asManager)).status).toBe(
      200,
    );
    expect((await createUser({ email: 'sys2@mise.test', role: 'system' }, managerToken)).status).toBe(403);
    expect((await api.post(`/api/user/${courier.body.user.id}`, { role: 'system' }, asManager)).status).toBe(
      403,
    );
    expect((await api.post(`/api/user/${managerId}`, { role: 'system' }, asManager)).status).toBe(403);
    const change = await api.post(`/api/user/${adminId}`, { first_name: 'Hacked' }, asManager);
    expect(change.status).toBe(403);
    expect(change.body.message).toMatch(/system user/);
    expect((await api.post(`/api/user/${adminId}`, { is_enabled: false }, asManager)).status).toBe(403);
    expect((await api.delete(`/api/user/${adminId}`, asManager)).status).toBe(403);
    expect((await api.get(`/api/user/${adminId}`)).body.item.first_name).toBe('Ada');
    expect((await api.delete(`/api/user/${courier.body.user.id}`, asManager)).status).toBe(204);
  });

  it('lets nobody delete or disable themselves', async () => {
    const deleteSelf = await api.delete(`/api/user/${adminId}`);
    expect(deleteSelf.status).toBe(409);
    expect(deleteSelf.body).toEqual({
      message: 'You cannot delete your own account',
      errors: { _: 'messages.cannot_delete_self' },
    });
    const disableSelf = await api.post(
      `/api/user/${managerId}`,
      { is_enabled: false },
      { token: managerToken },
    );
    expect(disableSelf.status).toBe(422);
    expect(disableSelf.body.errors).toEqual({ is_enabled: 'messages.cannot_disable_self' });
    expect((await api.delete(`/api/user/${managerId}`, { token: managerToken })).status).toBe(409);
    expect(await isSignedIn(managerToken)).toBe(true);
  });

  it('keeps one enabled system user: the last one cannot be demoted, disabled or deleted (409)', async () => {
    const demote = await api.post(`/api/user/${adminId}`, { role: 'manager' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('The last enabled system user cannot be demoted');
    expect(demote.body.errors).toEqual({ role: 'messages.last_system_user' });
    // Over HTTP every other actor is a manager (403) or another system user; a script or job is neither.
    const service = createCrudService(userResource, api.db, api.app.uploads);
    const script = { id: 0, role: 'system' as const };
    await expect(
      service.update(script, adminId, { values: { is_enabled: false }, files: [] }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last enabled system user cannot be disabled',
    });
    await expect(service.remove(script, adminId)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last enabled system user cannot be deleted',
    });

    const second = await createUser({ email: 'sys3@mise.test', password: 'System123', role: 'system' });
    expect((await api.post(`/api/user/${second.body.user.id}`, { role: 'manager' })).status).toBe(200);
    expect((await api.post(`/api/user/${second.body.user.id}`, { role: 'system' })).status).toBe(200);
    const secondToken = await api.login('sys3@mise.test', 'System123');
    const adminDisabled = await api.post(
      `/api/user/${adminId}`,
      { is_enabled: false },
      { token: secondToken },
    );
    expect(adminDisabled.status).toBe(200);
    expect(await isSignedIn(api.adminToken)).toBe(false);
    expect(
      (await api.post(`/api/user/${second.body.user.id}`, { role: 'courier' }, { token: secondToken }))
        .status,
    ).toBe(409);
    expect(
      (await api.post(`/api/user/${adminId}`, { is_enabled: true }, { token: secondToken })).status,
    ).toBe(200);
    expect((await api.delete(`/api/user/${second.body.user.id}`, { token: await api.login() })).status).toBe(
      204,
    );
  });

  it('revokes every session of a user who is disabled or gets a new password', async () => {
    const admin = { token: await api.login() };
    await createUser({ email: 'waiter@mise.test', password: 'Waiter123', role: 'manager' }, admin.token);
    const { id } = (await api.get('/api/user?q=waiter', admin)).body.items[0];
    const first = await api.login('waiter@mise.test', 'Waiter123');
    expect(
      (await api.post(`/api/user/${id}`, { password: 'Waiter123', first_name: 'Wanda' }, admin)).status,
    ).toBe(200);
    expect(await isSignedIn(first)).toBe(true);

    expect((await api.post(`/api/user/${id}`, { password: 'NewWaiter456' }, admin)).status).toBe(200);
    expect(await isSignedIn(first)).toBe(false);
    const second = await api.login('waiter@mise.test', 'NewWaiter456');
    expect(await isSignedIn(second)).toBe(true);

    expect((await api.post(`/api/user/${id}`, { is_enabled: false }, admin)).status).toBe(200);
    expect(await isSignedIn(second)).toBe(false);
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'waiter@mise.test', password: 'NewWaiter456' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await isSignedIn(admin.token)).toBe(true);
  });

  it('signs in with the password set through the API, and admin credentials still work', async () => {
    await expect(api.login(adminCredentials.email, adminCredentials.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(api.login('manager@mise.test', managerPassword)).resolves.toEqual(expect.any(String));
  });
});
