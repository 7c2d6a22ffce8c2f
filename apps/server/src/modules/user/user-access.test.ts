import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Access rules (docs/architecture.md): a system user may set anyone's password; a manager only
// their own and couriers'. A changed role ends the user's sessions for good.

describe('who may set whose password', () => {
  let api: TestApp;
  const ids: Record<string, number> = {};
  let managerToken: string;
  const canSignIn = async (email: string, password: string) =>
    (await api.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode ===
    200;

  beforeAll(async () => {
    api = await createTestApp();
    for (const [name, role] of [
      ['manager', 'manager'],
      ['colleague', 'manager'],
      ['courier', 'courier'],
      ['system2', 'system'],
    ]) {
      const created = await api.post('/api/user', {
        email: `${name}@mise.test`,
        password: 'Start1234',
        role,
      });
      ids[name] = created.body.user.id;
    }
    managerToken = await api.login('manager@mise.test', 'Start1234');
  });
  afterAll(() => api.close());

  it("refuses a manager another manager's or a system user's password (403)", async () => {
    const asManager = { token: managerToken };
    for (const target of ['colleague', 'system2']) {
      const response = await api.post(`/api/user/${ids[target]}`, { password: 'Taken9999' }, asManager);
      expect(response.status, target).toBe(403);
      expect(await canSignIn(`${target}@mise.test`, 'Taken9999')).toBe(false);
    }
    expect((await api.post(`/api/user/${ids.colleague}`, { role: 'courier' }, asManager)).status).toBe(403);
  });

  it("lets a manager edit a colleague's other fields, sending their own password field back unchanged", async () => {
    const response = await api.post(
      `/api/user/${ids.colleague}`,
      { first_name: 'Cleo', password: 'Start1234' },
      { token: managerToken },
    );
    expect(response.status).toBe(200);
  });

  it("lets a manager set their own password and couriers' passwords", async () => {
    const own = await api.post(
      `/api/user/${ids.manager}`,
      { password: 'Mine12345' },
      { token: managerToken },
    );
    expect(own.status).toBe(200);
    managerToken = await api.login('manager@mise.test', 'Mine12345');
    const courier = await api.post(
      `/api/user/${ids.courier}`,
      { password: 'Ride12345' },
      { token: managerToken },
    );
    expect(courier.status).toBe(200);
  });

  it("lets a system user set anyone's password", async () => {
    for (const target of ['colleague', 'system2', 'courier']) {
      expect((await api.post(`/api/user/${ids[target]}`, { password: 'Reset1234' })).status, target).toBe(
        200,
      );
    }
    expect(await canSignIn('colleague@mise.test', 'Reset1234')).toBe(true);
  });

  it('ends the sessions of a user whose role changes, even when the role comes back', async () => {
    const oldToken = await api.login('colleague@mise.test', 'Reset1234');
    expect((await api.post(`/api/user/${ids.colleague}`, { role: 'courier' })).status).toBe(200);
    expect((await api.post(`/api/user/${ids.colleague}`, { role: 'manager' })).status).toBe(200);
    expect((await api.get('/api/me', { token: oldToken })).status).toBe(401);
    const systemToken = await api.login('system2@mise.test', 'Reset1234');
    expect((await api.post(`/api/user/${ids.system2}`, { role: 'manager' })).status).toBe(200);
    expect((await api.get('/api/me', { token: systemToken })).status).toBe(401);
  });
});
