import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { makeServiceAccount } from './fakes/fake-fcm.ts';
import { testSettings } from './fakes/test-settings.ts';
import { endpointsFromEnv, isChannelConfigured } from './messaging-settings.ts';

describe('isChannelConfigured', () => {
  it('wants every credential of the chosen SMS provider', () => {
    expect(isChannelConfigured(testSettings(), 'sms')).toBe(false);
    const redsms = (apiKey: string) => testSettings({ sms: { provider: 'redsms', login: 'bistro', apiKey } });
    expect(isChannelConfigured(redsms(''), 'sms')).toBe(false);
    expect(isChannelConfigured(redsms('key'), 'sms')).toBe(true);
  });

  it('wants a bot token, an SMTP URL with a sender, a readable service account with a project', () => {
    expect(isChannelConfigured(testSettings({ telegramBotToken: '1:abc' }), 'telegram_bot')).toBe(true);
    expect(isChannelConfigured(testSettings({ smtpUrl: 'smtp://a:b@host' }), 'email')).toBe(false);
    expect(
      isChannelConfigured(testSettings({ smtpUrl: 'smtp://a:b@host', smtpFrom: 'a@b.c' }), 'email'),
    ).toBe(true);
    const { account } = makeServiceAccount('mise-demo');
    const withoutProject = JSON.stringify({ ...account, project_id: undefined });
    expect(isChannelConfigured(testSettings({ fcmServiceAccount: '{"x":1}' }), 'push_notification')).toBe(
      false,
    );
    expect(
      isChannelConfigured(testSettings({ fcmServiceAccount: JSON.stringify(account) }), 'push_notification'),
    ).toBe(true);
    expect(
      isChannelConfigured(testSettings({ fcmServiceAccount: withoutProject }), 'push_notification'),
    ).toBe(false);
    expect(
      isChannelConfigured(
        testSettings({ fcmServiceAccount: withoutProject, fcmProjectId: 'p' }),
        'push_notification',
      ),
    ).toBe(true);
  });
});

describe('endpointsFromEnv', () => {
  it("uses the providers' public hosts unless the environment points elsewhere", () => {
    expect(endpointsFromEnv(readEnv({}))).toMatchObject({
      twilio: 'https://api.twilio.com',
      telegram: 'https://api.telegram.org',
      googleToken: 'https://oauth2.googleapis.com/token',
    });
    expect(endpointsFromEnv(readEnv({ TELEGRAM_API_URL: 'http://127.0.0.1:9999' })).telegram).toBe(
      'http://127.0.0.1:9999',
    );
  });
});
