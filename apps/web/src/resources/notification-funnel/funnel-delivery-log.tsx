import { Badge, ScrollArea, Table, Text, Title } from '@mantine/core';
import { type FunnelDelivery, type FunnelDeliveryStatus, funnelNotConfiguredError } from '@mise/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatListDateTime } from '../../crud/format.ts';
import { PaginationBar } from '../../crud/list/pagination-bar.tsx';
import { deliveriesQuery } from './funnel-api.ts';

const prefix = 'resources.notification_funnel';
const statusColors: Record<FunnelDeliveryStatus, string> = {
  pending: 'blue',
  sending: 'indigo',
  sent: 'green',
  failed: 'red',
  skipped: 'gray',
};

const customerName = (delivery: FunnelDelivery) =>
  delivery.customer
    ? [delivery.customer.first_name, delivery.customer.last_name].filter(Boolean).join(' ') ||
      delivery.customer.phone
    : '—';

/** The per-recipient log of a funnel: who, by which channel, where, and how it went. */
export function FunnelDeliveryLog({ id, isLive }: { id: number; isLive: boolean }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState({ index: 0, size: 10 });
  const log = useQuery(deliveriesQuery(id, page, isLive));
  const errorText = (error: string | null) =>
    error === funnelNotConfiguredError ? t(`${prefix}.errors.not_configured`) : (error ?? '');
  const rows = log.data?.items ?? [];
  return (
    <>
      <Title order={3} size="h5">
        {t(`${prefix}.log`)}
      </Title>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={6} miw={760} data-testid="funnel-log">
          <Table.Thead>
            <Table.Tr>
              {['customer', 'channel', 'address', 'status', 'attempts', 'error', 'sent_at'].map((column) => (
                <Table.Th key={column}>{t(`${prefix}.log_columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{customerName(delivery)}</Table.Td>
                <Table.Td>{t(`${prefix}.channels.${delivery.channel}`)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {delivery.address ?? t(`${prefix}.no_contact`)}
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={statusColors[delivery.status]}
                    variant="filled"
                    autoContrast
                    tt="none"
                    miw="max-content"
                  >
                    {t(`${prefix}.delivery_statuses.${delivery.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>{errorText(delivery.last_error)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatListDateTime(delivery.sent_at, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${prefix}.no_deliveries`)}
        </Text>
      )}
      {log.data && log.data.pagination.total_items > 0 && (
        <PaginationBar
          pagination={log.data.pagination}
          onPage={(index) => setPage((current) => ({ ...current, index }))}
          onSize={(size) => setPage({ index: 0, size })}
        />
      )}
    </>
  );
}
