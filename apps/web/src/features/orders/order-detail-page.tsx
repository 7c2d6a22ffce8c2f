import { Alert, Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { LoadingIndicator } from '../../app/loading-indicator.tsx';
import type { ListSearch } from '../../crud/list/list-search.ts';
import { ExportedMark } from '../../resources/order/order-cells.tsx';
import { useMarkOrderViewed } from '../live-orders/unviewed-orders.ts';
import { orderQueryOptions } from './order-api.ts';
import { OrderHistoryCard } from './order-history-card.tsx';
import { OrderItemsCard } from './order-items-card.tsx';
import { CustomerCard, DeliveryCard, PaymentCard } from './order-side-cards.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderStatusControl } from './order-status-control.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { ordersListPath } from './orders.routes.tsx';

/** /app/sales/orders/show/{id}: every block of spec part 2's "Order detail content", the history and the status buttons. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  // The list's state (page, filters, sort) rides along, so the way back restores it.
  const listState = useSearch({ strict: false }) as ListSearch;
  const order = useQuery(orderQueryOptions(Number(id)));
  // Seen by staff: the new-order badge drops in every panel.
  useMarkOrderViewed(order.data);

  const backLink = (
    <Anchor component={Link} to={ordersListPath} search={listState as never} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('orders.detail.back')}
      </Group>
    </Anchor>
  );
  const trail = (label: string) => (
    <Breadcrumbs items={[{ label: t('orders.title'), to: ordersListPath, search: listState }, { label }]} />
  );

  if (order.isPending) return <LoadingIndicator />;
  if (order.isError) {
    const isMissing = isApiError(order.error, 404);
    return (
      <Stack gap="md">
        {trail(t('orders.title'))}
        <Alert color="red" role="alert">
          {t(isMissing ? 'orders.detail.not_found' : 'orders.detail.load_failed')}
        </Alert>
        {backLink}
      </Stack>
    );
  }
  const data = order.data;
  const title = t('orders.detail.title', { number: data.number });
  return (
    <Stack gap="md">
      {trail(title)}
      {backLink}
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <OrderStatusBadge status={data.status} size="lg" />
        <ExportedMark platformId={data.platform_id} />
      </Group>
      <OrderStatusControl order={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <OrderItemsCard items={data.order_items} />
            <OrderSummaryCard order={data} />
            <OrderHistoryCard order={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <CustomerCard order={data} />
            <PaymentCard order={data} />
            <DeliveryCard order={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
