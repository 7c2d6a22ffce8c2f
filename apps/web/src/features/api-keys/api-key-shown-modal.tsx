import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { CreatedApiKey } from '@mise/contract';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { apiKey: CreatedApiKey; onClose: () => void };

/** The one time a key is shown: copy it now, it is stored only as a hash. */
export function ApiKeyShownModal({ apiKey, onClose }: Props) {
  const { t } = useTranslation();
  return (
    // A stray click beside the modal must not throw away the only sight of the key.
    <Modal
      opened
      onClose={onClose}
      title={t('apiKeys.key_created', { name: apiKey.name })}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('apiKeys.shown_once_title')}
          // Yellow's own title colour is too faint on its light fill (axe: 2.7:1).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t('apiKeys.shown_once')}
        </Alert>
        <TextInput
          label={t('apiKeys.fields.key')}
          value={apiKey.key}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <CopyButton value={apiKey.key}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('apiKeys.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
