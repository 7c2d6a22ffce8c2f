import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram } from './fakes/fake-telegram.ts';
import { deliveryFailure, testSettings } from './fakes/test-settings.ts';
import { sendNotification } from './send-notification.ts';

const token = '123456789:AAHfakeTokenForTheTestsOnly_abcdef';
const message = { address: '424242', header: 'New menu', content: 'Try the duck' };

describe('Telegram Bot API', () => {
  let fake: Awaited<ReturnType<typeof startFakeTelegram>>;
  const settingsWith = (botToken: string) =>
    testSettings({ telegramBotToken: botToken, endpoints: { telegram: fake.url } });
  beforeAll(async () => {
    fake = await startFakeTelegram(token, ['424242', '777'], ['777']);
  });
  afterAll(() => fake.close());

  it('calls sendMessage with chat_id and the text, answering the message_id', async () => {
    const sent = await sendNotification('telegram_bot', message, settingsWith(token));
    expect(sent).toEqual({ providerMessageId: '1' });
    const request = fake.lastRequest();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/bot${token}/sendMessage`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      chat_id: '424242',
      text: 'New menu\n\nTry the duck',
    });
  });

  it('waits as flood control says (429 retry_after) and retries on 5xx', async () => {
    fake.failNext(1, fake.tooManyRequests(7));
    expect(
      await deliveryFailure(sendNotification('telegram_bot', message, settingsWith(token))),
    ).toMatchObject({
      retryable: true,
      code: '429',
      retryAfterSeconds: 7,
    });
    fake.failNext(1, { status: 502, body: 'Bad Gateway' });
    expect(
      await deliveryFailure(sendNotification('telegram_bot', message, settingsWith(token))),
    ).toMatchObject({
      retryable: true,
      code: '502',
    });
  });

  it('does not retry an unknown or blocking chat, nor a wrong token (which never shows in the error)', async () => {
    const unknown = await deliveryFailure(
      sendNotification('telegram_bot', { ...message, address: '1' }, settingsWith(token)),
    );
    expect(unknown).toMatchObject({
      retryable: false,
      code: '400',
      message: 'Telegram: Bad Request: chat not found',
    });
    const blocked = await deliveryFailure(
      sendNotification('telegram_bot', { ...message, address: '777' }, settingsWith(token)),
    );
    expect(blocked).toMatchObject({ retryable: false, code: '403' });
    const wrongToken = '987654321:AAHanotherTokenThatTheBotDoesNotHave';
    const unauthorized = await deliveryFailure(
      sendNotification('telegram_bot', message, settingsWith(wrongToken)),
    );
    expect(unauthorized).toMatchObject({ retryable: false, code: '401' });
    expect(unauthorized.message).not.toContain(wrongToken);
  });

  it('does not call without a token', async () => {
    const before = fake.requests.length;
    expect(await deliveryFailure(sendNotification('telegram_bot', message, settingsWith('')))).toMatchObject({
      code: 'not_configured',
    });
    expect(fake.requests.length).toBe(before);
  });
});
