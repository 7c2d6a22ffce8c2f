import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ProductImportMapping, ProductImportPreview } from '@mise/contract/lite/product-import';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { importFieldLabel } from './import-field-label.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';

type Props = {
  preview: ProductImportPreview;
  /** A changed mapping is being checked: the answer shown is about to change. */
  isChecking: boolean;
  isStarting: boolean;
  onMappingChange: (mapping: ProductImportMapping) => void;
  onImport: () => void;
};

/** What the file holds and what is wrong with it; the import waits until nothing is. */
export function ImportPreviewStep({ preview, isChecking, isStarting, onMappingChange, onImport }: Props) {
  const { t, i18n } = useTranslation();
  const hasErrors = preview.error_count > 0;
  const fieldName = (field?: string) =>
    field === undefined
      ? ''
      : `${field === 'name' ? t('productImport.fields.name') : importFieldLabel(t, i18n.language, field)}: `;

  return (
    <Card withBorder padding="lg" aria-busy={isChecking}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('productImport.preview_title', { count: preview.total_rows })}
        </Title>
        {hasErrors ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('productImport.errors_title', { count: preview.error_count })}
          >
            <Text size="sm" mb="xs">
              {t('productImport.errors_hint')}
            </Text>
            <List size="sm" spacing={2} data-testid="import-errors">
              {preview.errors.map((error) => (
                <List.Item key={`${error.line}:${error.field}:${error.message}`}>
                  {t('productImport.line', { line: error.line })} · {fieldName(error.field)}
                  {t(error.message)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
            {t('productImport.ready', { count: preview.total_rows })}
          </Alert>
        )}
        <ImportPreviewTable preview={preview} onMappingChange={onMappingChange} />
        {preview.total_rows > preview.rows.length && (
          <Text size="sm" c="dimmed">
            {t('productImport.preview_shows', { shown: preview.rows.length, count: preview.total_rows })}
          </Text>
        )}
        <Group>
          <Button onClick={onImport} disabled={hasErrors || isChecking} loading={isStarting}>
            {t('productImport.start', { count: preview.total_rows })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
