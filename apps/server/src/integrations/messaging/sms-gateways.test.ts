import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIqsms } from './fakes/fake-iqsms.ts';
import { startFakeRedsms } from './fakes/fake-redsms.ts';
import { startFakeSmsFly } from './fakes/fake-smsfly.ts';
import { deliveryFailure, testSettings } from './fakes/test-settings.ts';
import { redsmsSecret } from './redsms.ts';
import { sendNotification } from './send-notification.ts';

const message = { address: '+7 999 123-45-67', header: '', content: 'Borscht & <pampushki> today' };

describe('IQSMS', () => {
  let fake: Awaited<ReturnType<typeof startFakeIqsms>>;
  const settingsWith = (dsn: string) =>
    testSettings({ sms: { provider: 'iqsms', dsn }, smsSender: 'Mise', endpoints: { iqsms: fake.url } });
  beforeAll(async () => {
    fake = await startFakeIqsms('z123', 's3cret');
  });
  afterAll(() => fake.close());

  it('posts the JSON body with the credentials and the DSN sender, answering smscId', async () => {
    const sent = await sendNotification(
      'sms',
      message,
      settingsWith('iqsms://z123:s3cret@default?from=Bistro'),
    );
    expect(sent.providerMessageId).toBe('1000');
    const request = fake.lastRequest();
    expect(request?.path).toBe('/messages/v2/send.json');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({ login: 'z123', password: 's3cret' });
    expect(body.messages).toEqual([
      { phone: '79991234567', text: message.content, sender: 'Bistro', clientId: expect.any(String) },
    ]);
  });

  it('is permanent for a refused login or number, retryable for a 5xx', async () => {
    const wrong = await deliveryFailure(
      sendNotification('sms', message, settingsWith('iqsms://z123:bad@default')),
    );
    expect(wrong).toMatchObject({ retryable: false, code: 'error_authorization' });
    const settings = settingsWith('iqsms://z123:s3cret@default');
    const badPhone = await deliveryFailure(sendNotification('sms', { ...message, address: '12' }, settings));
    expect(badPhone).toMatchObject({ retryable: false, code: 'invalid_mobile_phone' });
    fake.failNext(1, { status: 502, body: 'Bad Gateway' });
    expect(await deliveryFailure(sendNotification('sms', message, settings))).toMatchObject({
      retryable: true,
    });
  });
});

describe('RedSMS', () => {
  let fake: Awaited<ReturnType<typeof startFakeRedsms>>;
  const settingsWith = (apiKey: string) =>
    testSettings({
      sms: { provider: 'redsms', login: 'bistro', apiKey },
      smsSender: 'BISTRO',
      endpoints: { redsms: fake.url },
    });
  beforeAll(async () => {
    fake = await startFakeRedsms('bistro', 'key-1');
  });
  afterAll(() => fake.close());

  it('signs with login, ts and md5(ts + key) and posts route, to, text, from', async () => {
    const sent = await sendNotification('sms', message, settingsWith('key-1'));
    expect(sent.providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
    const request = fake.lastRequest();
    expect(request?.path).toBe('/api/message');
    expect(request?.headers.login).toBe('bistro');
    expect(request?.headers.secret).toBe(redsmsSecret(String(request?.headers.ts), 'key-1'));
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      route: 'sms',
      to: '79991234567',
      text: message.content,
      from: 'BISTRO',
    });
  });

  it('is permanent for a wrong key or number, retryable for 429', async () => {
    expect(await deliveryFailure(sendNotification('sms', message, settingsWith('wrong')))).toMatchObject({
      retryable: false,
      code: '401',
    });
    const badPhone = await deliveryFailure(
      sendNotification('sms', { ...message, address: '1' }, settingsWith('key-1')),
    );
    expect(badPhone).toMatchObject({ retryable: false, message: 'RedSMS: Invalid phone number' });
    fake.failNext(1, { status: 429, body: '{"success":false,"error_message":"Too many requests"}' });
    expect(await deliveryFailure(sendNotification('sms', message, settingsWith('key-1')))).toMatchObject({
      retryable: true,
    });
  });

  it('does not call without a login', async () => {
    const settings = testSettings({ sms: { provider: 'redsms', login: '', apiKey: 'key-1' } });
    expect(await deliveryFailure(sendNotification('sms', message, settings))).toMatchObject({
      code: 'not_configured',
    });
  });
});

describe('SMS-Fly', () => {
  let fake: Awaited<ReturnType<typeof startFakeSmsFly>>;
  const settingsWith = (password: string) =>
    testSettings({
      sms: { provider: 'smsfly', login: '380501112233', password },
      endpoints: { smsfly: fake.url },
    });
  beforeAll(async () => {
    fake = await startFakeSmsFly('380501112233', 'pass');
  });
  afterAll(() => fake.close());

  it('posts SENDSMS XML with Basic auth, escaping the text, answering the campaign id', async () => {
    const sent = await sendNotification('sms', message, settingsWith('pass'));
    expect(sent.providerMessageId).toBe('5000');
    const request = fake.lastRequest();
    expect(request?.path).toBe('/api/api.php');
    expect(request?.headers['content-type']).toBe('text/xml');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('380501112233:pass').toString('base64')}`,
    );
    expect(request?.body).toContain('<operation>SENDSMS</operation>');
    expect(request?.body).toContain('source="InfoCentr"');
    expect(request?.body).toContain('<body>Borscht &amp; &lt;pampushki&gt; today</body>');
    expect(request?.body).toContain('<recipient>79991234567</recipient>');
  });

  it('is permanent for "Access denied" and ERRPHONES, retryable for a 500', async () => {
    expect(await deliveryFailure(sendNotification('sms', message, settingsWith('nope')))).toMatchObject({
      retryable: false,
      code: 'DENIED',
    });
    const badPhone = await deliveryFailure(
      sendNotification('sms', { ...message, address: '5' }, settingsWith('pass')),
    );
    expect(badPhone).toMatchObject({ retryable: false, code: 'ERRPHONES' });
    fake.failNext(1, { status: 500, body: 'oops' });
    expect(await deliveryFailure(sendNotification('sms', message, settingsWith('pass')))).toMatchObject({
      retryable: true,
    });
  });
});

describe('without an SMS provider', () => {
  it('refuses as not configured', async () => {
    expect(await deliveryFailure(sendNotification('sms', message, testSettings()))).toMatchObject({
      retryable: false,
      code: 'not_configured',
    });
  });
});
