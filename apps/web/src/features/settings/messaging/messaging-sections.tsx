import { Anchor, Button, Divider, FileButton, Text } from '@mantine/core';
import type { SmsProvider } from '@mise/contract/settings/setting-choices';
import { IconFileUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingText } from '../setting-inputs.tsx';
import { settingsListQuery } from '../settings-api.ts';
import { SettingsSection } from '../settings-section.tsx';
import { smsProviderNames } from '../sms-provider-names.ts';
import { ChannelTest } from './channel-test.tsx';
import { StoredCredential } from './stored-credential.tsx';

/** The provider and its credentials live on the general page (spec part 1); here it is named and linked. */
function SmsProviderNote() {
  const { t } = useTranslation();
  const { data: items = [] } = useQuery(settingsListQuery);
  const provider = items.find((item) => item.name === 'sms_provider')?.value as SmsProvider | null;
  return (
    <Text size="sm">
      {provider
        ? t('messaging.sms_provider_is', { provider: smsProviderNames[provider] ?? provider })
        : t('messaging.sms_provider_none')}{' '}
      <Anchor component={Link} to="/app/settings/default" size="sm">
        {t('messaging.change_provider')}
      </Anchor>
    </Text>
  );
}

/** The key file Google gives is JSON; reading it into the field spares a copy and paste. */
function ServiceAccountFileButton() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'fcm_service_account' });
  const read = async (file: File | null) => {
    if (file) field.onChange((await file.text()).trim());
  };
  return (
    <FileButton onChange={(file) => void read(file)} accept="application/json,.json">
      {(props) => (
        <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={16} />}>
          {t('messaging.load_key_file')}
        </Button>
      )}
    </FileButton>
  );
}

/** SMS sender, Telegram bot, SMTP and FCM credentials, each with a "Send test message". */
export function MessagingSections() {
  const { t } = useTranslation();
  return (
    <>
      <SettingsSection
        title={t('settings.sections.messaging_sms')}
        description={t('settings.hints.messaging_sms')}
      >
        <SmsProviderNote />
        <SettingText name="sms_sender" description={t('settings.hints.sms_sender')} />
        <ChannelTest channel="sms" />
      </SettingsSection>
      <Divider />
      <SettingsSection title={t('settings.sections.telegram')} description={t('settings.hints.telegram')}>
        <StoredCredential
          name="telegram_bot_token"
          description={t('settings.hints.telegram_bot_token')}
          placeholder="123456789:AA..."
        />
        <ChannelTest channel="telegram_bot" />
      </SettingsSection>
      <Divider />
      <SettingsSection title={t('settings.sections.email')} description={t('settings.hints.email')}>
        <StoredCredential
          name="smtp_url"
          description={t('settings.hints.smtp_url')}
          placeholder="smtp://user:password@smtp.example.com:587"
        />
        <SettingText name="smtp_from" type="email" placeholder="hello@example.com" />
        <ChannelTest channel="email" />
      </SettingsSection>
      <Divider />
      <SettingsSection title={t('settings.sections.push')} description={t('settings.hints.push')}>
        <StoredCredential name="fcm_service_account" description={t('settings.hints.fcm_service_account')} />
        <div>
          <ServiceAccountFileButton />
        </div>
        <SettingText name="fcm_project_id" description={t('settings.hints.fcm_project_id')} />
        <ChannelTest channel="push_notification" />
      </SettingsSection>
    </>
  );
}
