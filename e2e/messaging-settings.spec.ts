import { startFakeSmtp } from '../apps/server/src/integrations/messaging/fakes/fake-smtp.ts';
import { expect, readSettings, SettingsPage, smsSettingsPath, t, test } from './support/index.ts';
import { keepSettingsAsFound } from './support/settings-suite.ts';

// The message-delivery credentials on /app/settings/sms: write-only, tested from the screen through
// a local SMTP server, removable. The provider clients have their own tests against fakes
// (apps/server/src/integrations/messaging).

const { settingsApi } = keepSettingsAsFound();
const readItems = async () => {
  const response = await settingsApi().get('/api/setting', { params: { skipPagination: 'true' } });
  const { items } = (await response.json()) as {
    items: { name: string; value: unknown; is_set?: boolean }[];
  };
  return Object.fromEntries(items.map((item) => [item.name, item]));
};

test('credentials are write-only, a test e-mail goes out, and a stored credential can be removed', async ({
  authenticatedPage: page,
}) => {
  const smtp = await startFakeSmtp('mailer', 'mail-pass');
  try {
    const settings = new SettingsPage(page, smsSettingsPath);
    await settings.goto();
    const testButtons = settings.form.getByRole('button', { name: t('messaging.test.send') });

    // Nothing set up yet: the server says so for the channel.
    await settings.form.getByLabel(t('messaging.test.address_push_notification')).fill('device-token-1');
    await testButtons.nth(3).click();
    await expect(
      settings.form.getByRole('alert').filter({ hasText: t('messaging.errors.not_configured') }),
    ).toBeVisible();

    await settings.fill('telegram_bot_token', 'not a token');
    await settings.fill('smtp_url', smtp.urlFor('mailer', 'mail-pass'));
    await settings.fill('smtp_from', 'hello@trattoria.test');
    await settings.saveExpectingErrors();
    await expect(settings.errorOf(settings.field('telegram_bot_token'))).toHaveText(
      t('settings.errors.invalid_bot_token'),
    );
    await settings.fill('telegram_bot_token', '');
    await settings.save();

    // Stored, never shown back, not even to a system user.
    expect((await readItems()).smtp_url).toMatchObject({ value: null, is_set: true });
    await page.reload();
    await settings.waitForForm();
    await expect(settings.field('smtp_url')).toHaveValue('');
    await expect(settings.field('smtp_url')).toHaveAttribute('placeholder', t('settings.secret_stored'));

    await settings.form.getByLabel(t('messaging.test.address_email')).fill('owner@trattoria.test');
    await testButtons.nth(2).click();
    await expect(settings.form.getByRole('status').filter({ hasText: /owner|@/ })).toBeVisible();
    expect(smtp.received.at(-1)?.to).toEqual(['owner@trattoria.test']);
    expect(smtp.received.at(-1)?.raw).toContain(`Subject: ${t('messaging.test.header')}`);
    await settings.screenshot('messaging-settings-test-sent-light');

    // A save with the field empty keeps it; Remove takes it away.
    page.once('dialog', (dialog) => void dialog.accept());
    await settings.form
      .getByRole('button', {
        name: t('messaging.remove_named', 'en', { name: t('settings.fields.smtp_url') }),
      })
      .click();
    await expect(settings.field('smtp_url')).not.toHaveAttribute('placeholder', t('settings.secret_stored'));
    expect((await readItems()).smtp_url).toMatchObject({ is_set: false });
    expect((await readSettings(settingsApi())).smtp_from).toBe('hello@trattoria.test');
  } finally {
    await smtp.close();
  }
});
