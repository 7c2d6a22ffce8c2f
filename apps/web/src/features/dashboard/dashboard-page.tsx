import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/document-title.ts';
import { LoadingIndicator } from '../../app/loading-indicator.tsx';
import { orderStatisticQuery } from './dashboard-api.ts';
import type { DashboardRange } from './dashboard-range.ts';
import { ProductTables } from './product-tables.tsx';
import { RangeCaption } from './range-caption.tsx';
import { RangePicker } from './range-picker.tsx';
import { StatCards } from './stat-cards.tsx';

const DashboardCharts = lazy(() => import('./charts/dashboard-charts.tsx'));

/** /app and /app/sales/dashboard: the orders of a range, refreshed live (the event stream invalidates it). */
export function DashboardPage() {
  const { t } = useTranslation();
  useScreenTitle(t('dashboard.title'));
  const [range, setRange] = useState<DashboardRange>({ kind: 'week' });
  const { data: statistic, isFetching, isError } = useQuery(orderStatisticQuery(range));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('dashboard.title')}
            </Title>
            {isFetching && <LoadingIndicator size="xs" />}
          </Group>
          {statistic && <RangeCaption statistic={statistic} />}
        </div>
        <RangePicker range={range} onChange={setRange} />
      </Group>
      {!statistic && !isError && <Skeleton height={320} radius="lg" />}
      {isError && !statistic && <Text c="dimmed">{t('dashboard.failed')}</Text>}
      {statistic && (
        <>
          <StatCards statistic={statistic} />
          {statistic.ordersForRange === 0 ? (
            <Alert variant="light" icon={<IconChartDots size={20} />} title={t('dashboard.empty.title')}>
              {t('dashboard.empty.text')}
            </Alert>
          ) : (
            <>
              <Suspense fallback={<Skeleton height={320} radius="lg" />}>
                <DashboardCharts statistic={statistic} />
              </Suspense>
              <ProductTables statistic={statistic} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
