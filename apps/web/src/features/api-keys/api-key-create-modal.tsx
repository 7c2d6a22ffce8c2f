import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { apiKeySchema, type CreatedApiKey, type StorefrontChannel, storefrontChannels } from '@mise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { translateErrorKey } from '../../api/error-text.ts';
import { notifyFailure } from '../../crud/notify.ts';
import { useApiKeyMutations } from './api-keys-api.ts';

type Props = { onCreated: (apiKey: CreatedApiKey) => void; onClose: () => void };

/** Names a new key and picks its channel; the answer (with the key itself) goes to `onCreated`. */
export function ApiKeyCreateModal({ onCreated, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { create } = useApiKeyMutations();
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<StorefrontChannel>('website');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = apiKeySchema.safeParse({ name, channel });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    create.mutate(checked.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isApiError(error, 422) && error.errors) setErrors(error.errors);
        notifyFailure(error, t('apiKeys.create_failed'));
      },
    });
  };
  const errorOf = (field: string) =>
    errors[field] ? (translateErrorKey(i18n, field, errors[field]) ?? errors[field]) : undefined;

  return (
    <Modal opened onClose={onClose} title={t('apiKeys.new_key')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('apiKeys.fields.name')}
            description={t('apiKeys.name_hint')}
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errorOf('name')}
            data-autofocus
          />
          <Select
            label={t('apiKeys.fields.channel')}
            description={t('apiKeys.channel_hint')}
            data={storefrontChannels.map((value) => ({ value, label: t(`list.channels.${value}`) }))}
            value={channel}
            onChange={(value) => value && setChannel(value as StorefrontChannel)}
            error={errorOf('channel')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
