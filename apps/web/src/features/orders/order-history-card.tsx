import { Group, Text, Timeline } from '@mantine/core';
import type { OrderDetail } from '@mise/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderCard } from './order-card.tsx';
import { formatHistoryTime } from './order-dates.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Who moved the order from which status to which, when, and why; oldest first. */
export function OrderHistoryCard({ order }: { order: OrderDetail }) {
  const history = order.status_history;
  const { t } = useTranslation();
  return (
    <OrderCard title={t('orders.detail.history')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.detail.history_empty')}
        </Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry) => (
            <Timeline.Item
              key={`${entry.created_at}-${entry.to}`}
              title={
                <Group gap={6} wrap="wrap">
                  {entry.from && <OrderStatusBadge status={entry.from} />}
                  {entry.from && <IconArrowRight size={14} aria-label={t('orders.detail.to')} />}
                  <OrderStatusBadge status={entry.to} />
                </Group>
              }
            >
              <Text size="sm" c="dimmed" mt={4}>
                <time dateTime={entry.created_at}>{formatHistoryTime(entry.created_at)}</time>
                {' · '}
                {entry.user?.name ??
                  // The first entry without a person is the order arriving from its channel.
                  (entry.from === null
                    ? t(`orders.source.${order.source}`, { defaultValue: order.source })
                    : t('orders.detail.nobody'))}
              </Text>
              {entry.comment && (
                <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.comment}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </OrderCard>
  );
}
