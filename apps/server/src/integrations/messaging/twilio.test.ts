import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from './fakes/fake-twilio.ts';
import { deliveryFailure, testSettings } from './fakes/test-settings.ts';
import { sendNotification } from './send-notification.ts';

const sid = 'AC0123456789abcdef0123456789abcdef';
const token = 'auth-token-1';
const message = { address: '+48500100200', header: 'Friday', content: 'Pierogi -20% tonight' };

describe('Twilio SMS', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  const settingsWith = (dsn: string) =>
    testSettings({ sms: { provider: 'twilio', dsn }, endpoints: { twilio: fake.url } });

  beforeAll(async () => {
    fake = await startFakeTwilio({ [sid]: token });
  });
  afterAll(() => fake.close());

  it('posts the documented form with Basic auth and answers the message sid', async () => {
    const sent = await sendNotification(
      'sms',
      message,
      settingsWith(`twilio://${sid}:${token}@default?from=%2B15005550006`),
    );
    expect(sent.providerMessageId).toMatch(/^SM/);
    const request = fake.lastRequest();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+48500100200',
      Body: 'Friday\n\nPierogi -20% tonight',
      From: '+15005550006',
    });
  });

  it('sends through a messaging service when from is an MG sid', async () => {
    await sendNotification('sms', message, settingsWith(`twilio://${sid}:${token}@default?from=MG123`));
    expect(new URLSearchParams(fake.lastRequest()?.body).get('MessagingServiceSid')).toBe('MG123');
  });

  it('calls 429 and 5xx retryable, with the wait Twilio asks for', async () => {
    const settings = settingsWith(`twilio://${sid}:${token}@default?from=%2B15005550006`);
    fake.failNext(1, {
      status: 429,
      body: '{"code":20429,"message":"Too Many Requests"}',
      headers: { 'retry-after': '3' },
    });
    const tooMany = await deliveryFailure(sendNotification('sms', message, settings));
    expect(tooMany).toMatchObject({
      name: 'DeliveryError',
      retryable: true,
      code: '20429',
      retryAfterSeconds: 3,
    });
    fake.failNext(1, { status: 503, body: 'Service Unavailable' });
    expect(await deliveryFailure(sendNotification('sms', message, settings))).toMatchObject({
      retryable: true,
    });
  });

  it('calls a bad number and wrong credentials permanent', async () => {
    const settings = settingsWith(`twilio://${sid}:${token}@default?from=%2B15005550006`);
    const badNumber = await deliveryFailure(sendNotification('sms', { ...message, address: '12' }, settings));
    expect(badNumber).toMatchObject({ retryable: false, code: '21211' });
    const wrongToken = await deliveryFailure(
      sendNotification('sms', message, settingsWith(`twilio://${sid}:nope@default?from=%2B1500`)),
    );
    expect(wrongToken).toMatchObject({ retryable: false, code: '20003' });
    expect(wrongToken.message).not.toContain('nope');
  });

  it('refuses a DSN it cannot read or one without a sender, without calling Twilio', async () => {
    const before = fake.requests.length;
    expect(await deliveryFailure(sendNotification('sms', message, settingsWith('not a dsn')))).toMatchObject({
      retryable: false,
      code: 'not_configured',
    });
    expect(
      await deliveryFailure(
        sendNotification('sms', message, settingsWith(`twilio://${sid}:${token}@default`)),
      ),
    ).toMatchObject({ code: 'not_configured' });
    expect(fake.requests.length).toBe(before);
  });

  it('calls an unreachable or silent server retryable', async () => {
    const unreachable = testSettings({
      sms: { provider: 'twilio', dsn: `twilio://${sid}:${token}@default?from=x1` },
    });
    expect(await deliveryFailure(sendNotification('sms', message, unreachable))).toMatchObject({
      retryable: true,
      code: 'network',
    });
    fake.failNext(1, 'hang');
    const silent = { ...settingsWith(`twilio://${sid}:${token}@default?from=x1`), timeoutMs: 200 };
    expect(await deliveryFailure(sendNotification('sms', message, silent))).toMatchObject({
      retryable: true,
      code: 'timeout',
    });
  });
});
