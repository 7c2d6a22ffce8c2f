import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ProductImportJob } from '@mise/contract/lite/product-import';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../crud/resource-api.ts';
import { productsListPath } from './products-import.routes.tsx';
import { productsImportApi } from './products-import-api.ts';

const isFinished = (job?: ProductImportJob) => job?.status === 'done' || job?.status === 'failed';

/** The server's progress, asked for twice a second until the import ends, then its result. */
export function ImportProgressStep({ jobId, onStartOver }: { jobId: number; onStartOver: () => void }) {
  const { t, i18n } = useTranslation();
  const job = useQuery({
    queryKey: ['product-import', jobId],
    queryFn: () => productsImportApi.get(jobId),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 500),
  }).data;
  const queryClient = useQueryClient();
  // The lists of products and categories are stale once rows have landed.
  useEffect(() => {
    if (job?.status !== 'done') return;
    for (const name of ['product', 'product_category']) {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    }
  }, [job?.status, queryClient]);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const total = job?.total_rows ?? 0;
  const processed = job?.status === 'done' ? total : (job?.processed_rows ?? 0);
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {job?.file_name ?? t('common.loading')}
        </Title>
        {!isFinished(job) && (
          <>
            <Progress value={percent} size="xl" animated aria-label={t('productImport.progress_label')} />
            <Text size="sm" aria-live="polite">
              {t('productImport.progress', { processed: number(processed), total: number(total) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('productImport.progress_hint')}
            </Text>
          </>
        )}
        {job?.status === 'done' && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('productImport.done_title')}>
            <Text size="sm" data-testid="import-summary">
              {t('productImport.done_summary', {
                created: number(job.created_count),
                updated: number(job.updated_count),
              })}
            </Text>
          </Alert>
        )}
        {job?.status === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('productImport.failed_title')}>
            <Text size="sm">{t('productImport.failed_hint')}</Text>
          </Alert>
        )}
        {isFinished(job) && (
          <Group>
            <Anchor renderRoot={(props) => <Link {...props} to={productsListPath} />}>
              {t('productImport.back_to_products')}
            </Anchor>
            <Button variant="light" onClick={onStartOver}>
              {t('productImport.import_another')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
