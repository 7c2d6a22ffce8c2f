import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { ProductImportMapping, ProductImportPreview } from '@mise/contract/lite/product-import';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { translateErrorKey } from '../../api/error-text.ts';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { ImportFileStep } from './import-file-step.tsx';
import { ImportPreviewStep } from './import-preview-step.tsx';
import { ImportProgressStep } from './import-progress-step.tsx';
import { productsListPath } from './products-import.routes.tsx';
import { productsImportApi } from './products-import-api.ts';

/**
 * /app/menu/products/products/import: choose a file, check the preview (column mapping, errors by
 * line), import it with the server's progress, read the result. Rows with errors block the import;
 * the server writes every row in one transaction, so a failure changes nothing.
 */
export function ProductsImportPage() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File>();
  const [jobId, setJobId] = useState<number>();
  // The last answer stays on screen while a changed mapping is checked again.
  const [shown, setShown] = useState<ProductImportPreview>();
  // Selects may change faster than the server answers: only the latest question's answer counts.
  const latestCheck = useRef(0);
  const preview = useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping?: ProductImportMapping }) => {
      const check = ++latestCheck.current;
      const answer = await productsImportApi.preview(file, mapping);
      if (check === latestCheck.current) setShown(answer);
      return answer;
    },
  });
  const start = useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ProductImportMapping }) =>
      productsImportApi.start(file, mapping),
    onSuccess: (job) => setJobId(job.id),
  });

  const choose = (chosen: File) => {
    setFile(chosen);
    latestCheck.current++;
    setShown(undefined);
    start.reset();
    preview.mutate({ file: chosen });
  };
  const startOver = () => {
    setFile(undefined);
    setJobId(undefined);
    setShown(undefined);
    preview.reset();
    start.reset();
  };
  const failure = preview.error ?? start.error;

  return (
    <Stack gap="md" maw={1200}>
      <Breadcrumbs
        items={[
          { label: t('nav.sections.menu') },
          { label: t('nav.items.products'), to: productsListPath },
          { label: t('nav.items.products_import') },
        ]}
      />
      <Title order={1} size="h2">
        {t('nav.items.products_import')}
      </Title>
      {jobId === undefined ? (
        <>
          <Card withBorder padding="lg">
            <ImportFileStep fileName={file?.name} isReading={preview.isPending && !shown} onChoose={choose} />
          </Card>
          {failure && (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('productImport.file_refused')}
            >
              {reasonOf(failure, (key) => translateErrorKey(i18n, 'file', key))}
            </Alert>
          )}
          {file && shown && (
            <ImportPreviewStep
              preview={shown}
              isChecking={preview.isPending}
              isStarting={start.isPending}
              onMappingChange={(mapping) => preview.mutate({ file, mapping })}
              onImport={() => start.mutate({ file, mapping: shown.mapping })}
            />
          )}
        </>
      ) : (
        <ImportProgressStep jobId={jobId} onStartOver={startOver} />
      )}
    </Stack>
  );
}

function reasonOf(error: Error, translate: (key: string) => string | undefined) {
  const keys = isApiError(error) ? Object.values(error.errors ?? {}) : [];
  const reasons = keys.map(translate).filter(Boolean);
  return <Text size="sm">{reasons.length > 0 ? reasons.join(' ') : error.message}</Text>;
}
