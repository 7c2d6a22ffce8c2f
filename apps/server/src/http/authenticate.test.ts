import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../modules/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Ways to spell a protected path that a router, a proxy or a browser may read as that path. */
const spellingsOf = (path: string) => {
  const rest = path.slice('/api/'.length);
  return [
    path,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/${encodeURIComponent(rest[0])}${rest.slice(1)}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/./${rest}`,
    `/api/${rest}/.`,
    `/api/${rest}/..`,
    `/api/x/../${rest}`,
    `/%2e/api/${rest}`,
    `/API/${rest}`,
    `/Api/${rest.toUpperCase()}`,
    `${path}/`,
    `${path};x=1`,
    `/api;x=1/${rest}`,
    `${path}%00`,
    `${path}%20`,
    `${path}?token=x`,
    `${path}#x`,
  ];
};

describe('authentication is decided on the matched route, however the path is spelled', () => {
  let api: TestApp;
  let customerId: number;
  beforeAll(async () => {
    api = await createTestApp();
    const created = await api.post('/api/customer', { first_name: 'Secret', phone: '+48600111222' });
    customerId = created.body.customer?.id ?? 1;
  });
  afterAll(() => api.close());

  const protectedPaths = () => [
    '/api/me',
    '/api/user',
    '/api/customer',
    `/api/customer/${customerId}`,
    '/api/setting',
    '/api/setting/twilio_dsn',
    ...resources.map((resource) => `/api/${resource.name}`),
  ];

  it('answers 401 or 404 without a token, never data', async () => {
    const leaks: string[] = [];
    for (const path of protectedPaths()) {
      for (const url of spellingsOf(path)) {
        const response = await api.app.inject({ method: 'GET', url });
        const body = response.body;
        const isRefused = response.statusCode === 401 || response.statusCode === 404;
        const isPanel = response.headers['content-type']?.toString().startsWith('text/html');
        if (!isRefused && !isPanel) leaks.push(`${url} -> ${response.statusCode}`);
        if (/admin@mise\.test|Secret|"items"|"item"|"user"/.test(body)) leaks.push(`${url} leaked ${body}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses writes under an encoded path too', async () => {
    for (const url of ['/%61pi/city', '/%61pi/user', `/%61pi/customer/${customerId}`]) {
      const created = await api.app.inject({ method: 'POST', url, payload: { name: { en: 'X' } } });
      expect([401, 404], url).toContain(created.statusCode);
      const removed = await api.app.inject({ method: 'DELETE', url: `${url}/1` });
      expect([401, 404], url).toContain(removed.statusCode);
    }
  });

  it('asks for a token on every documented operation but sign-in and health, in any method', async () => {
    const document = (await api.get('/api/docs/json', { token: null })).body;
    const open: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, '1').replace(/^\/api\//, '/%61pi/');
        const response = await api.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
        if (response.statusCode !== 401) open.push(`${method} ${path} -> ${response.statusCode}`);
      }
    }
    expect(open.sort()).toEqual(['get /api/health -> 200', 'post /api/login -> 422']);
    const head = await api.app.inject({ method: 'HEAD', url: '/%61pi/user' });
    expect(head.statusCode).toBe(401);
  });

  it('still serves the public routes without a token', async () => {
    expect((await api.get('/api/health', { token: null })).status).toBe(200);
    expect((await api.get('/api/docs/json', { token: null })).status).toBe(200);
    expect((await api.get('/%61pi/health', { token: null })).status).toBe(200);
  });
});
