import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../crud/notify.ts';
import { useApiKeyMutations } from './api-keys-api.ts';

type Props = { apiKey: ApiKey; onClose: () => void };

/** Asks before revoking: the storefront using the key stops at once and nothing brings it back. */
export function ApiKeyRevokeModal({ apiKey, onClose }: Props) {
  const { t } = useTranslation();
  const { revoke } = useApiKeyMutations();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        notifySuccess(t('apiKeys.revoked', { name: apiKey.name }));
        onClose();
      },
      onError: (error) => notifyFailure(error, t('apiKeys.revoke_failed')),
    });
  return (
    <Modal opened onClose={onClose} title={t('apiKeys.revoke_title', { name: apiKey.name })}>
      <Stack>
        <Text size="sm">
          {t('apiKeys.revoke_warning', { channel: t(`list.channels.${apiKey.channel}`) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={revoke.isPending}>
            {t('apiKeys.revoke')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
