import { ActionIcon, Badge, Card, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '@mise/contract';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatListDateTime } from '../../crud/format.ts';

type Props = { apiKeys: ApiKey[]; onRevoke: (apiKey: ApiKey) => void };

/** The keys as a table on wide screens and as cards on a phone, each with its revoke button. */
export function ApiKeysTable({ apiKeys, onRevoke }: Props) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) =>
    value ? formatListDateTime(value, i18n.language) : t('apiKeys.never');
  const channel = (apiKey: ApiKey) => <Badge variant="light">{t(`list.channels.${apiKey.channel}`)}</Badge>;
  const hint = (apiKey: ApiKey) => (
    <Code aria-label={t('apiKeys.hint_label', { hint: apiKey.key_hint })}>…{apiKey.key_hint}</Code>
  );
  const revoke = (apiKey: ApiKey) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('apiKeys.revoke_named', { name: apiKey.name })}
      onClick={() => onRevoke(apiKey)}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );

  return (
    <>
      <Table verticalSpacing="sm" highlightOnHover visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiKeys.fields.name')}</Table.Th>
            <Table.Th>{t('apiKeys.fields.channel')}</Table.Th>
            <Table.Th>{t('apiKeys.fields.key')}</Table.Th>
            <Table.Th>{t('apiKeys.fields.last_used_at')}</Table.Th>
            <Table.Th>{t('apiKeys.fields.created_at')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((apiKey) => (
            <Table.Tr key={apiKey.id}>
              <Table.Td fw={500}>{apiKey.name}</Table.Td>
              <Table.Td>{channel(apiKey)}</Table.Td>
              <Table.Td>{hint(apiKey)}</Table.Td>
              <Table.Td>{date(apiKey.last_used_at)}</Table.Td>
              <Table.Td>{date(apiKey.created_at)}</Table.Td>
              <Table.Td ta="right">{revoke(apiKey)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" hiddenFrom="sm">
        {apiKeys.map((apiKey) => (
          <Card key={apiKey.id} withBorder padding="sm" radius="md" role="group" aria-label={apiKey.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Text fw={600}>{apiKey.name}</Text>
                <Group gap="xs">
                  {channel(apiKey)}
                  {hint(apiKey)}
                </Group>
              </Stack>
              {revoke(apiKey)}
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t('apiKeys.fields.last_used_at')}: {date(apiKey.last_used_at)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('apiKeys.fields.created_at')}: {date(apiKey.created_at)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
