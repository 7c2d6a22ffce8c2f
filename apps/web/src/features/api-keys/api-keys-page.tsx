import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ApiKey, CreatedApiKey } from '@mise/contract';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { LoadingIndicator } from '../../app/loading-indicator.tsx';
import { ApiKeyCreateModal } from './api-key-create-modal.tsx';
import { ApiKeyRevokeModal } from './api-key-revoke-modal.tsx';
import { ApiKeyShownModal } from './api-key-shown-modal.tsx';
import { apiKeysQuery } from './api-keys-api.ts';
import { ApiKeysTable } from './api-keys-table.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'shown'; apiKey: CreatedApiKey }
  | { kind: 'revoke'; apiKey: ApiKey };

/** The keys the website, app and bot place orders with: created with the key shown once, revoked at once. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const keys = useQuery(apiKeysQuery);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: t('nav.sections.settings') }, { label: t('nav.items.api_keys') }]} />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.items.api_keys')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
          {t('apiKeys.new_key')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        {t('apiKeys.intro')}
      </Text>
      <Card withBorder padding="md" radius="md">
        {keys.isPending && <LoadingIndicator size="sm" />}
        {keys.isError && (
          <Alert color="red" title={t('common.error')}>
            {isApiError(keys.error, 403) ? t('apiKeys.system_only') : t('apiKeys.load_failed')}
          </Alert>
        )}
        {keys.data?.length === 0 && (
          <Stack align="center" gap="xs" py="lg">
            <IconKey size={28} aria-hidden />
            <Text c="dimmed">{t('apiKeys.empty')}</Text>
          </Stack>
        )}
        {keys.data && keys.data.length > 0 && (
          <ApiKeysTable apiKeys={keys.data} onRevoke={(apiKey) => setDialog({ kind: 'revoke', apiKey })} />
        )}
      </Card>
      {dialog?.kind === 'create' && (
        <ApiKeyCreateModal onClose={close} onCreated={(apiKey) => setDialog({ kind: 'shown', apiKey })} />
      )}
      {dialog?.kind === 'shown' && <ApiKeyShownModal apiKey={dialog.apiKey} onClose={close} />}
      {dialog?.kind === 'revoke' && <ApiKeyRevokeModal apiKey={dialog.apiKey} onClose={close} />}
    </Stack>
  );
}
