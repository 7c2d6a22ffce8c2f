import { Divider, Stack, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { MessagingSections } from './messaging/messaging-sections.tsx';
import { SettingSecret, SettingSwitch, SettingText, SettingTextarea } from './setting-inputs.tsx';
import classes from './settings.module.css';
import { SettingsFormFrame } from './settings-form-frame.tsx';
import { SettingsSection } from './settings-section.tsx';
import { smsPageNames } from './settings-tabs.ts';
import { useSettingsForm } from './use-settings-form.ts';

/** The keys matter only while the captcha is on (spec part 2: required then), so they show only then. */
function CaptchaKeys() {
  const isCaptchaEnabled = Boolean(useWatch({ name: 'enabled_captcha' }));
  if (!isCaptchaEnabled) return null;
  return (
    <>
      <SettingText name="google_recaptcha_key" isRequired />
      <SettingSecret name="google_recaptcha_secret_key" isRequired />
    </>
  );
}

/**
 * /app/settings/sms: the sign-in SMS text (with its {code}), the captcha of the storefront, and the
 * credentials funnels send with (SMS sender, Telegram bot, SMTP, FCM), each with a test message.
 */
export function SmsSettingsPage() {
  const { t } = useTranslation();
  const settings = useSettingsForm(smsPageNames);
  return (
    <Stack gap="md" maw={1100}>
      <Breadcrumbs items={[{ label: t('nav.sections.settings') }, { label: t('nav.items.sms') }]} />
      <Title order={1} size="h2">
        {t('nav.items.sms')}
      </Title>
      <SettingsFormFrame settings={settings}>
        <Stack gap="xl" className={classes.panel}>
          <SettingsSection title={t('settings.sections.login_sms')}>
            <SettingTextarea name="login_sms" description={t('settings.hints.login_sms')} />
          </SettingsSection>
          <Divider />
          <SettingsSection
            title={t('settings.sections.captcha')}
            description={t('settings.hints.captcha')}
            columns={2}
          >
            <SettingSwitch name="enabled_captcha" />
            <div />
            <CaptchaKeys />
          </SettingsSection>
          <Divider />
          <MessagingSections />
        </Stack>
      </SettingsFormFrame>
    </Stack>
  );
}
