import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from './fakes/fake-smtp.ts';
import { deliveryFailure, testSettings } from './fakes/test-settings.ts';
import { sendNotification } from './send-notification.ts';

const message = { address: 'guest@example.test', header: 'Weekend brunch', content: 'Pancakes until 2 pm.' };

describe('SMTP', () => {
  let fake: Awaited<ReturnType<typeof startFakeSmtp>>;
  const settingsWith = (smtpUrl: string) =>
    testSettings({ smtpUrl, smtpFrom: 'hello@bistro.test', timeoutMs: 3_000 });
  beforeAll(async () => {
    fake = await startFakeSmtp('mailer', 'p@ss:word');
  });
  afterAll(() => fake.close());

  it('logs in and sends from smtp_from, subject the header, text the content', async () => {
    const sent = await sendNotification('email', message, settingsWith(fake.urlFor('mailer', 'p@ss:word')));
    expect(sent.providerMessageId).toMatch(/^<.+@.+>$/);
    const [mail] = fake.received;
    expect(mail.from).toBe('hello@bistro.test');
    expect(mail.to).toEqual(['guest@example.test']);
    expect(mail.raw).toContain('Subject: Weekend brunch');
    expect(mail.raw).toContain('Pancakes until 2 pm.');
  });

  it('retries a 4xx reply and a refused connection', async () => {
    fake.failNext(1, 451);
    expect(
      await deliveryFailure(
        sendNotification('email', message, settingsWith(fake.urlFor('mailer', 'p@ss:word'))),
      ),
    ).toMatchObject({ retryable: true, code: '451' });
    expect(
      await deliveryFailure(sendNotification('email', message, settingsWith('smtp://mailer:x@127.0.0.1:9'))),
    ).toMatchObject({ retryable: true });
  });

  it('does not retry a 5xx recipient or a refused login', async () => {
    const bounced = await deliveryFailure(
      sendNotification(
        'email',
        { ...message, address: 'nobody@bounce.test' },
        settingsWith(fake.urlFor('mailer', 'p@ss:word')),
      ),
    );
    expect(bounced).toMatchObject({ retryable: false, code: '550' });
    expect(bounced.message).toContain('No such user here');
    const refused = await deliveryFailure(
      sendNotification('email', message, settingsWith(fake.urlFor('mailer', 'wrong'))),
    );
    expect(refused).toMatchObject({ retryable: false, code: '535' });
    expect(refused.message).not.toContain('wrong');
  });

  it('does not connect without a server URL or sender', async () => {
    expect(await deliveryFailure(sendNotification('email', message, settingsWith('')))).toMatchObject({
      code: 'not_configured',
    });
  });
});
