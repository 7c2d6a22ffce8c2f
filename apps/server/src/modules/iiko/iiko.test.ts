import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIiko } from '../../integrations/iiko/fake-iiko.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const organizationId = '7bc05553-4b68-44e8-b7bc-37be63c6d9e9';
const path = '/api/iiko/import/payment_methods';

describe('GET /api/iiko/import/payment_methods', () => {
  let api: TestApp;
  let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
  const connect = (active: string | null, fields: Record<string, string>) =>
    api.post('/api/setting', { integration: { active_integration: active, fields } });
  const fieldsFor = (overrides: Record<string, string> = {}) => ({
    iiko_api_url: iiko.url,
    iiko_api_login: 'api-login-1',
    iiko_organization_id: organizationId,
    iiko_terminal_id: 'terminal-1',
    ...overrides,
  });

  beforeAll(async () => {
    iiko = await startFakeIiko({
      apiLogin: 'api-login-1',
      organizationId,
      paymentTypes: [
        { id: '09322f46-578a-d210-add7-eec222a08871', name: 'Наличные', paymentTypeKind: 'Cash' },
        {
          id: '1d14e5d4-7fd0-4c52-9bc2-f7d58c46b0a6',
          name: 'Card',
          paymentTypeKind: 'Card',
          isDeleted: true,
        },
      ],
    });
    api = await createTestApp();
  });
  afterAll(() => Promise.all([api.close(), iiko.close()]));

  it('needs a signed-in user', async () => {
    expect((await api.get(path, { token: null })).status).toBe(401);
  });

  it('says iiko is not set up while another integration is active or a connection field is missing', async () => {
    for (const [active, fields] of [
      [null, fieldsFor()],
      ['poster', fieldsFor()],
      ['iiko', fieldsFor({ iiko_organization_id: ' ' })],
    ] as const) {
      expect((await connect(active, fields)).status).toBe(200);
      const response = await api.get(path);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ integration: 'integration.errors.not_configured' });
    }
    expect(iiko.requests).toHaveLength(0);
  });

  it("answers the organization's payment types from the stored connection", async () => {
    expect((await connect('iiko', fieldsFor())).status).toBe(200);
    const response = await api.get(path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: '09322f46-578a-d210-add7-eec222a08871', name: 'Наличные', paymentTypeKind: 'Cash' },
    ]);
    expect(iiko.lastRequest()?.path).toBe('/api/1/payment_types');
  });

  it("passes on iiko's refusal as a 422 in iiko's words, never a 5xx", async () => {
    expect((await connect('iiko', fieldsFor({ iiko_api_login: 'someone-else' }))).status).toBe(200);
    const refused = await api.get(path);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'iiko refused the API login: Login is not authorized',
      errors: { integration: 'integration.errors.refused' },
    });
    expect((await connect('iiko', fieldsFor({ iiko_api_url: 'http://127.0.0.1:1' }))).status).toBe(200);
    const unreachable = await api.get(path);
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.message).toBe('iiko is unreachable');
  });

  it('checks credentials with iiko without saving them; a stored login is used only for the same address', async () => {
    const check = (fields: Record<string, string | null>) => api.post('/api/iiko/check', { fields });
    expect((await connect(null, {})).status).toBe(200);
    const checked = await check(fieldsFor());
    expect(checked.status).toBe(200);
    expect(checked.body).toHaveLength(1);
    const stored = await api.get('/api/setting/integration');
    expect(JSON.parse(stored.body.item.value)).toEqual({ active_integration: null, fields: {} });
    const refused = await check(fieldsFor({ iiko_api_login: 'someone-else' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ integration: 'integration.errors.refused' });
    expect((await check({ iiko_api_url: iiko.url })).body.errors).toEqual({
      integration: 'integration.errors.not_configured',
    });

    expect((await connect('iiko', fieldsFor())).status).toBe(200);
    const { iiko_api_login: _left, ...withoutLogin } = fieldsFor();
    expect((await check(withoutLogin)).status).toBe(200);
    const moved = await check({ ...withoutLogin, iiko_api_url: 'http://127.0.0.1:9' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({
      'integration.fields.iiko_api_login': 'messages.secret_required_for_new_url',
    });
  });
});
