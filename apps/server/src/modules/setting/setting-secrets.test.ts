import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password.ts';

type Item = { name: string; value: unknown; is_set?: boolean; masked_fields?: string[] };

describe('settings: secrets are for system users only', () => {
  let api: TestApp;
  let managerToken: string;
  const itemsOf = async (token?: string) => {
    const response = await api.get('/api/setting?skipPagination=true', { token });
    return Object.fromEntries((response.body.items as Item[]).map((item) => [item.name, item]));
  };

  beforeAll(async () => {
    api = await createTestApp();
    await api.db.insert(users).values({
      email: 'manager@mise.test',
      password_hash: await hashPassword('Manager123!'),
      first_name: 'Mona',
      role: 'manager',
    });
    managerToken = await api.login('manager@mise.test', 'Manager123!');
    const saved = await api.post('/api/setting', {
      sms_provider: 'twilio',
      twilio_dsn: 'twilio://AC1:token@default?from=%2B48111',
      smsfly_password: 'fly-secret',
      enabled_captcha: true,
      google_recaptcha_key: 'site-key',
      google_recaptcha_secret_key: 'captcha-secret',
      integration: {
        active_integration: 'iiko',
        fields: { iiko_api_url: 'https://iiko.test', iiko_api_login: 'api-key-1' },
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => api.close());

  it('shows a system user the secret values', async () => {
    const items = await itemsOf();
    expect(items.twilio_dsn).toMatchObject({
      value: 'twilio://AC1:token@default?from=%2B48111',
      is_set: true,
    });
    expect(items.google_recaptcha_secret_key).toMatchObject({ value: 'captcha-secret', is_set: true });
    expect(JSON.parse(items.integration.value as string).fields.iiko_api_login).toBe('api-key-1');
  });

  it('shows a manager only that secrets are set', async () => {
    const items = await itemsOf(managerToken);
    for (const name of ['twilio_dsn', 'smsfly_password', 'google_recaptcha_secret_key']) {
      expect(items[name], name).toMatchObject({ value: null, is_set: true });
    }
    expect(items.iqsms_dsn).toMatchObject({ value: null, is_set: false });
    expect(items.google_recaptcha_key.value).toBe('site-key');
    const integration = JSON.parse(items.integration.value as string);
    expect(integration).toEqual({
      active_integration: 'iiko',
      fields: { iiko_api_url: 'https://iiko.test', iiko_api_login: null },
    });
    expect(items.integration.masked_fields).toEqual(['iiko_api_login']);
    const single = await api.get('/api/setting/twilio_dsn', { token: managerToken });
    expect(single.body.item).toMatchObject({ name: 'twilio_dsn', value: null, is_set: true });
    expect(JSON.stringify(await api.get('/api/setting', { token: managerToken }))).not.toContain(
      'captcha-secret',
    );
  });

  it("keeps secrets a manager's save leaves out or sends back empty", async () => {
    const response = await api.post(
      '/api/setting',
      {
        brand_name: 'Manager Bistro',
        sms_provider: 'twilio',
        twilio_dsn: null,
        google_recaptcha_secret_key: '',
        enabled_captcha: true,
        integration: {
          active_integration: 'iiko',
          fields: { iiko_api_url: 'https://iiko.test', iiko_api_login: null, iiko_terminal_id: 't-2' },
        },
      },
      { token: managerToken },
    );
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain('captcha-secret');
    const items = await itemsOf();
    expect(items.brand_name.value).toBe('Manager Bistro');
    expect(items.twilio_dsn.value).toBe('twilio://AC1:token@default?from=%2B48111');
    expect(items.google_recaptcha_secret_key.value).toBe('captcha-secret');
    expect(JSON.parse(items.integration.value as string).fields).toEqual({
      iiko_api_url: 'https://iiko.test',
      iiko_api_login: 'api-key-1',
      iiko_terminal_id: 't-2',
    });
  });

  it('asks for the stored login again when the integration is pointed at another address', async () => {
    const repoint = (token: string | undefined, fields: Record<string, unknown>) =>
      api.post('/api/setting', { integration: { active_integration: 'iiko', fields } }, { token });
    for (const token of [managerToken, undefined]) {
      for (const fields of [
        { iiko_api_url: 'https://attacker.test', iiko_api_login: null },
        { iiko_api_url: 'https://attacker.test' },
        { iiko_api_url: 'https://attacker.test', iiko_api_login: '' },
        { iiko_api_login: null },
      ]) {
        const refused = await repoint(token, fields);
        expect(refused.status, JSON.stringify(fields)).toBe(422);
        expect(refused.body.errors).toEqual({
          'integration.fields.iiko_api_login': 'messages.secret_required_for_new_url',
        });
      }
    }
    expect(JSON.parse((await itemsOf()).integration.value as string).fields.iiko_api_url).toBe(
      'https://iiko.test',
    );
    const entered = await repoint(managerToken, {
      iiko_api_url: 'https://iiko3.test',
      iiko_api_login: 'api-key-3',
    });
    expect(entered.status).toBe(200);
    expect(JSON.parse((await itemsOf()).integration.value as string).fields).toMatchObject({
      iiko_api_url: 'https://iiko3.test',
      iiko_api_login: 'api-key-3',
    });
  });

  it('lets a manager replace a secret without reading it', async () => {
    const response = await api.post('/api/setting', { smsfly_password: 'new-fly' }, { token: managerToken });
    expect(response.status).toBe(200);
    expect((await itemsOf()).smsfly_password.value).toBe('new-fly');
  });

  it('lets a system user clear a secret, then the rules apply again', async () => {
    const response = await api.post('/api/setting', { google_recaptcha_secret_key: '' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ google_recaptcha_secret_key: 'messages.required' });
    const off = await api.post('/api/setting', { enabled_captcha: false, google_recaptcha_secret_key: '' });
    expect(off.status).toBe(200);
    expect((await itemsOf(managerToken)).google_recaptcha_secret_key).toMatchObject({
      value: null,
      is_set: false,
    });
  });
});
