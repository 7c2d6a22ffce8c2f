import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServiceAccount, startFakeFcm } from './fakes/fake-fcm.ts';
import { deliveryFailure, testSettings } from './fakes/test-settings.ts';
import { sendNotification } from './send-notification.ts';

const serviceAccount = makeServiceAccount('mise-demo');
const device = 'fcm-device-token-1';
const message = { address: device, header: 'Lunch', content: 'Soup of the day: zurek' };

describe('FCM HTTP v1', () => {
  let fake: Awaited<ReturnType<typeof startFakeFcm>>;
  const settingsWith = (overrides: { fcmServiceAccount?: string; fcmProjectId?: string } = {}) =>
    testSettings({
      fcmServiceAccount: serviceAccount.json,
      endpoints: { fcm: fake.url, googleToken: fake.tokenUrl },
      ...overrides,
    });
  beforeAll(async () => {
    fake = await startFakeFcm({
      projectId: 'mise-demo',
      clientEmail: serviceAccount.account.client_email,
      publicKeyPem: serviceAccount.publicKeyPem,
      devices: [device],
    });
  });
  afterAll(() => fake.close());

  it('trades a signed JWT for a token, then sends to the project with it, reusing the token', async () => {
    const sent = await sendNotification('push_notification', message, settingsWith());
    expect(sent.providerMessageId).toBe('projects/mise-demo/messages/1');
    const [tokenRequest, sendRequest] = fake.requests;
    expect(tokenRequest.path).toBe('/token');
    expect(new URLSearchParams(tokenRequest.body).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
    expect(sendRequest.path).toBe('/v1/projects/mise-demo/messages:send');
    expect(sendRequest.headers.authorization).toBe('Bearer ya29.fake-1');
    expect(JSON.parse(sendRequest.body)).toEqual({
      message: { token: device, notification: { title: 'Lunch', body: 'Soup of the day: zurek' } },
    });
    await sendNotification('push_notification', message, settingsWith());
    expect(fake.requests.filter((request) => request.path === '/token')).toHaveLength(1);
  });

  it('asks for a new token once when FCM answers 401', async () => {
    fake.revokeTokens();
    await sendNotification('push_notification', message, settingsWith());
    expect(fake.lastRequest()?.headers.authorization).toBe('Bearer ya29.fake-2');
  });

  it('retries 503 and 429, not an unregistered device or another project', async () => {
    fake.failNext(1, fake.unavailable());
    expect(
      await deliveryFailure(sendNotification('push_notification', message, settingsWith())),
    ).toMatchObject({
      retryable: true,
      code: 'UNAVAILABLE',
    });
    fake.failNext(1, fake.quotaExceeded());
    expect(
      await deliveryFailure(sendNotification('push_notification', message, settingsWith())),
    ).toMatchObject({
      retryable: true,
      code: 'QUOTA_EXCEEDED',
    });
    const gone = await deliveryFailure(
      sendNotification('push_notification', { ...message, address: 'old' }, settingsWith()),
    );
    expect(gone).toMatchObject({ retryable: false, code: 'UNREGISTERED' });
    const otherProject = await deliveryFailure(
      sendNotification('push_notification', message, settingsWith({ fcmProjectId: 'someone-else' })),
    );
    expect(otherProject).toMatchObject({ retryable: false, code: 'SENDER_ID_MISMATCH' });
  });

  it('refuses a key Google would not accept, and an unreadable service account', async () => {
    const stranger = makeServiceAccount('mise-demo');
    const refused = await deliveryFailure(
      sendNotification('push_notification', message, settingsWith({ fcmServiceAccount: stranger.json })),
    );
    expect(refused).toMatchObject({ retryable: false, code: 'invalid_grant' });
    expect(
      await deliveryFailure(
        sendNotification('push_notification', message, settingsWith({ fcmServiceAccount: '{}' })),
      ),
    ).toMatchObject({ retryable: false, code: 'not_configured' });
  });
});
