import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import type { MessagingChannel } from '@mise/contract/settings/messaging-values';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client.ts';
import classes from './messaging.module.css';
import { useSendTestMessage } from './messaging-api.ts';

const addressTypes: Record<MessagingChannel, string> = {
  sms: 'tel',
  telegram_bot: 'text',
  email: 'email',
  push_notification: 'text',
};

/** "Send test message" for one channel: an address, the button, and what the provider answered. */
export function ChannelTest({ channel }: { channel: MessagingChannel }) {
  const { t } = useTranslation();
  const { isDirty } = useFormState();
  const [address, setAddress] = useState('');
  const send = useSendTestMessage();
  const failure = send.error;
  const fieldErrors = isApiError(failure, 422) ? (failure.errors ?? {}) : {};
  const channelError = fieldErrors.channel;

  const sendTest = () =>
    send.mutate({
      channel,
      address,
      header: t('messaging.test.header'),
      content: t('messaging.test.content'),
    });
  // Enter here sends the test, not the settings form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (address.trim()) sendTest();
  };

  return (
    <div className={classes.test}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          className={classes.address}
          label={t(`messaging.test.address_${channel}`)}
          type={addressTypes[channel]}
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            send.reset(); // an answer about the previous address would mislead
          }}
          onKeyDown={onKeyDown}
          error={fieldErrors.address ? t(fieldErrors.address) : undefined}
        />
        <Button
          type="button"
          variant="light"
          leftSection={<IconSend size={16} />}
          loading={send.isPending}
          disabled={!address.trim()}
          onClick={sendTest}
        >
          {t('messaging.test.send')}
        </Button>
      </Group>
      {isDirty && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('messaging.test.save_first')}
        </Text>
      )}
      {send.isSuccess && (
        <Alert mt="sm" color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('messaging.test.sent', { id: send.data.providerMessageId })}
        </Alert>
      )}
      {channelError && (
        <Alert mt="sm" color="red" role="alert" title={t(channelError)}>
          {channelError === 'messaging.errors.delivery_failed'
            ? failure?.message
            : t('messaging.test.configure_first')}
        </Alert>
      )}
      {failure && !isApiError(failure, 422) && (
        <Alert mt="sm" color="red" role="alert">
          {failure.message}
        </Alert>
      )}
    </div>
  );
}
