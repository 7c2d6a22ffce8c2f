import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../crud/form/file-drop-zone.tsx';
import { notifyFailure } from '../../crud/notify.ts';
import { productsImportApi } from './products-import-api.ts';

// Chosen by name: systems type a CSV variously; the server checks the bytes anyway.
const extensions = ['.csv', '.xlsx'];

type Props = { fileName?: string; isReading: boolean; onChoose: (file: File) => void };

/** The rules of the import, the templates and the drop zone. */
export function ImportFileStep({ fileName, isReading, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const [isRefused, setRefused] = useState(false);
  const download = (format: 'csv' | 'xlsx') =>
    productsImportApi
      .downloadTemplate(format, i18n.language)
      .catch((error) => notifyFailure(error, t('productImport.template_failed')));

  return (
    <Stack gap="md">
      <List size="sm" spacing={4}>
        <List.Item>{t('productImport.rules.file')}</List.Item>
        <List.Item>{t('productImport.rules.sku')}</List.Item>
        <List.Item>{t('productImport.rules.category')}</List.Item>
        <List.Item>{t('productImport.rules.all_or_nothing')}</List.Item>
      </List>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('productImport.template')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => download('csv')}
        >
          CSV
        </Button>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => download('xlsx')}
        >
          XLSX
        </Button>
      </Group>
      <FileDropZone
        extensions={extensions}
        onChoose={(file) => {
          setRefused(false);
          onChoose(file);
        }}
        onRefuse={() => setRefused(true)}
        isLoading={isReading}
        label={t('productImport.drop_label')}
        data-testid="import-dropzone"
      >
        {(isDraggedOver) => (
          <>
            {isDraggedOver ? (
              <IconUpload size={40} aria-hidden />
            ) : isRefused ? (
              <IconX size={40} aria-hidden />
            ) : (
              <IconFileSpreadsheet size={40} aria-hidden />
            )}
            <div>
              <Text size="lg">{fileName ?? t('productImport.drop_title')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {isRefused
                  ? t('productImport.drop_refused')
                  : t(fileName ? 'productImport.drop_replace' : 'productImport.drop_hint')}
              </Text>
            </div>
          </>
        )}
      </FileDropZone>
    </Stack>
  );
}
