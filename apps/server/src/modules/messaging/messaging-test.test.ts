import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServiceAccount } from '../../integrations/messaging/fakes/fake-fcm.ts';
import { startFakeSmtp } from '../../integrations/messaging/fakes/fake-smtp.ts';
import { startFakeTelegram } from '../../integrations/messaging/fakes/fake-telegram.ts';
import { startFakeTwilio } from '../../integrations/messaging/fakes/fake-twilio.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const botToken = '123456789:AAHfakeTokenForTheTestsOnly_abcdef';
const twilioSid = 'AC00000000000000000000000000000001';
type Item = { name: string; value: unknown; is_set?: boolean };
const serviceAccountJson = makeServiceAccount('mise-demo').json;

describe('messaging settings and POST /api/messaging/test', () => {
  let api: TestApp;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  const savedEnv = { ...process.env };
  const settingsItems = async () => {
    const response = await api.get('/api/setting?skipPagination=true');
    return Object.fromEntries((response.body.items as Item[]).map((item) => [item.name, item]));
  };

  beforeAll(async () => {
    telegram = await startFakeTelegram(botToken, ['424242']);
    twilio = await startFakeTwilio({ [twilioSid]: 'tw-token' });
    smtp = await startFakeSmtp('mailer', 'mail-pass');
    process.env.TELEGRAM_API_URL = telegram.url;
    process.env.TWILIO_API_URL = twilio.url;
    api = await createTestApp();
  });
  afterAll(async () => {
    process.env = savedEnv;
    await Promise.all([api.close(), telegram.close(), twilio.close(), smtp.close()]);
  });

  it('keeps the new credentials write-only: answered as set, never shown, kept when saved empty', async () => {
    const saved = await api.post('/api/setting', {
      telegram_bot_token: botToken,
      smtp_url: smtp.urlFor('mailer', 'mail-pass'),
      smtp_from: 'hello@bistro.test',
    });
    expect(saved.status).toBe(200);
    const again = await api.post('/api/setting', { telegram_bot_token: '', smtp_url: null });
    expect(again.status).toBe(200);
    const items = await settingsItems();
    expect(items.telegram_bot_token).toMatchObject({ value: null, is_set: true });
    expect(items.smtp_url).toMatchObject({ value: null, is_set: true });
    expect(items.fcm_service_account).toMatchObject({ value: null, is_set: false });
    expect(items.smtp_from).toMatchObject({ value: 'hello@bistro.test' });
  });

  it('removes a write-only credential only through DELETE /api/setting/{name}', async () => {
    await api.post('/api/setting', { fcm_service_account: serviceAccountJson });
    expect((await settingsItems()).fcm_service_account).toMatchObject({ is_set: true });
    expect((await api.delete('/api/setting/fcm_service_account')).status).toBe(204);
    expect((await settingsItems()).fcm_service_account).toMatchObject({ value: null, is_set: false });
    expect((await api.delete('/api/setting/currency')).status).toBe(422);
    expect((await api.delete('/api/setting/no_such_setting')).status).toBe(404);
  });

  it('refuses credentials of the wrong shape', async () => {
    const refused = await api.post('/api/setting', {
      telegram_bot_token: 'not-a-token',
      smtp_url: 'http://mail.example.test',
      fcm_service_account: '{"client_email":"x"}',
      sms_sender: 'a name far too long',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      telegram_bot_token: 'settings.errors.invalid_bot_token',
      smtp_url: 'settings.errors.invalid_smtp_url',
      fcm_service_account: 'settings.errors.invalid_service_account',
      sms_sender: 'settings.errors.invalid_sms_sender',
    });
  });

  it('sends a test message through Telegram and e-mail with the stored credentials', async () => {
    const sent = await api.post('/api/messaging/test', { channel: 'telegram_bot', address: '424242' });
    expect(sent).toMatchObject({ status: 200, body: { channel: 'telegram_bot', providerMessageId: '1' } });
    expect(JSON.parse(telegram.lastRequest()?.body ?? '{}').text).toContain('A test message');
    const mailed = await api.post('/api/messaging/test', {
      channel: 'email',
      address: 'owner@bistro.test',
      header: 'Test',
      content: 'Hello from the panel',
    });
    expect(mailed.status).toBe(200);
    expect(smtp.received.at(-1)?.to).toEqual(['owner@bistro.test']);
  });

  it("answers 422 with the provider's words when it refuses", async () => {
    const refused = await api.post('/api/messaging/test', { channel: 'telegram_bot', address: '1' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'Telegram: Bad Request: chat not found',
      errors: { channel: 'messaging.errors.delivery_failed' },
    });
  });

  it('sends an SMS to a number written the local way, through the chosen provider', async () => {
    await api.post('/api/setting', {
      sms_provider: 'twilio',
      twilio_dsn: `twilio://${twilioSid}:tw-token@default?from=%2B15005550006`,
    });
    const sent = await api.post('/api/messaging/test', { channel: 'sms', address: '600 111 222' });
    expect(sent.status).toBe(200);
    expect(new URLSearchParams(twilio.lastRequest()?.body).get('To')).toBe('+48600111222');
  });

  it('refuses an unconfigured channel, a bad address and a missing token', async () => {
    const push = await api.post('/api/messaging/test', { channel: 'push_notification', address: 'device-1' });
    expect(push).toMatchObject({
      status: 422,
      body: { errors: { channel: 'messaging.errors.not_configured' } },
    });
    const badPhone = await api.post('/api/messaging/test', { channel: 'sms', address: 'call me' });
    expect(badPhone).toMatchObject({ status: 422, body: { errors: { address: 'messages.invalid_phone' } } });
    const badChannel = await api.post('/api/messaging/test', { channel: 'pigeon', address: 'x' });
    expect(badChannel.status).toBe(422);
    const anonymous = await api.post(
      '/api/messaging/test',
      { channel: 'sms', address: '+48600111222' },
      { token: null },
    );
    expect(anonymous.status).toBe(401);
  });
});
