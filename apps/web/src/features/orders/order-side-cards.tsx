import { Anchor, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@mise/contract';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../settings/use-currency.ts';
import { DetailRows } from './detail-rows.tsx';
import { OrderCard } from './order-card.tsx';
import { formatDeliveryTerm } from './order-dates.ts';

export function CustomerCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { customer } = order;
  const name = customer && [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <OrderCard title={t('orders.detail.customer')}>
      {customer ? (
        <Stack gap={4}>
          <Anchor component={Link} to={`/app/marketing/customers/edit/${customer.id}` as never} fw={600}>
            {name || customer.phone}
          </Anchor>
          <Anchor href={`tel:${customer.phone}`} size="sm">
            {customer.phone}
          </Anchor>
          {customer.email && (
            <Anchor href={`mailto:${customer.email}`} size="sm">
              {customer.email}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('orders.no_customer')}
        </Text>
      )}
      {order.comment && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span size="sm" c="dimmed">
            {t('orders.detail.comment')}:{' '}
          </Text>
          {order.comment}
        </Text>
      )}
    </OrderCard>
  );
}

export function PaymentCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormatter();
  return (
    <OrderCard title={t('orders.detail.payment')}>
      <DetailRows
        rows={[
          {
            label: t('orders.payment_method'),
            value: order.payment_method
              ? readTranslatable(order.payment_method.name, i18n.language)
              : t('orders.detail.not_set'),
          },
          order.change_from != null && {
            label: t('orders.detail.change_from'),
            value: money(order.change_from),
          },
          order.people_count != null && { label: t('orders.detail.people_count'), value: order.people_count },
          order.additional_people_count != null && {
            label: t('orders.detail.additional_people_count'),
            value: order.additional_people_count,
          },
        ]}
      />
    </OrderCard>
  );
}

const addressParts = ['house', 'building', 'entrance', 'floor', 'entry_code', 'flat'] as const;

export function DeliveryCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const { delivery, shipping_method: method } = order;
  const read = (value: unknown) => readTranslatable(value, i18n.language);
  const addressRows = method?.show_addresses
    ? [
        delivery.platform_city && {
          label: t('orders.detail.city'),
          value: read(delivery.platform_city.name),
        },
        delivery.street && { label: t('orders.detail.street'), value: delivery.street },
        ...addressParts.map(
          (part) => delivery[part] && { label: t(`orders.detail.${part}`), value: delivery[part] },
        ),
      ]
    : [
        {
          label: t('orders.detail.pickup_address'),
          value:
            [
              order.pickup_point && read(order.pickup_point.name),
              order.pickup_point?.address ?? delivery.street,
            ]
              .filter(Boolean)
              .join(', ') || t('orders.detail.not_set'),
        },
      ];
  return (
    <OrderCard title={t('orders.detail.delivery')}>
      <DetailRows
        rows={[
          {
            label: t('orders.detail.delivery_term'),
            value: delivery.delivery_term
              ? formatDeliveryTerm(delivery.delivery_term)
              : t('orders.detail.not_set'),
          },
          ...addressRows,
          {
            label: t('orders.detail.delivery_method'),
            value: method ? read(method.name) : t('orders.detail.not_set'),
          },
        ]}
      />
    </OrderCard>
  );
}
