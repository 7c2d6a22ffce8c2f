import type { MessagingEndpoints, MessagingSettings } from '../messaging-types.ts';

const unreachable = 'http://127.0.0.1:9';

/** Settings for a client test: nothing configured, every endpoint unreachable unless given. */
type Overrides = Partial<Omit<MessagingSettings, 'endpoints'>> & { endpoints?: Partial<MessagingEndpoints> };

export function testSettings(overrides: Overrides = {}): MessagingSettings {
  return {
    sms: null,
    smsSender: '',
    telegramBotToken: '',
    smtpUrl: '',
    smtpFrom: '',
    fcmServiceAccount: '',
    fcmProjectId: '',
    timeoutMs: 2_000,
    ...overrides,
    endpoints: {
      twilio: unreachable,
      iqsms: unreachable,
      redsms: unreachable,
      smsfly: unreachable,
      telegram: unreachable,
      fcm: unreachable,
      googleToken: unreachable,
      ...overrides.endpoints,
    },
  };
}

/** The DeliveryError a promise rejects with (fails the test when it resolves). */
export async function deliveryFailure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as {
      name: string;
      retryable: boolean;
      code: string;
      message: string;
      retryAfterSeconds?: number;
    };
  }
  throw new Error('expected the send to fail');
}
