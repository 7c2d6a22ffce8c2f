import { Divider } from '@mantine/core';
import type { OrderDetail } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../settings/use-currency.ts';
import { DetailRows } from './detail-rows.tsx';
import { OrderCard } from './order-card.tsx';
import { formatPlacedAt } from './order-dates.ts';

/** Spec part 2's summary: when, sub total, shipping (or the delivery discount), discounts, coupons, grand total. */
export function OrderSummaryCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const hasShippingPrice = order.shipping_total > 0;
  return (
    <OrderCard title={t('orders.detail.summary')}>
      <DetailRows
        rows={[
          { label: t('orders.detail.created_at'), value: formatPlacedAt(order.created_at) },
          { label: t('orders.detail.sub_total'), value: money(order.subtotal) },
          hasShippingPrice
            ? { label: t('orders.detail.shipping_price'), value: money(order.shipping_total) }
            : { label: t('orders.detail.shipping_price'), value: t('orders.detail.delivery_discount') },
          order.discount !== 0 && { label: t('orders.detail.discount'), value: `−${money(order.discount)}` },
          order.bonuses_used !== 0 && {
            label: t('orders.detail.bonuses_used'),
            value: `−${money(order.bonuses_used)}`,
          },
          ...order.coupons_discount.map((coupon) => ({
            label: t('orders.detail.coupon', { code: coupon.code ?? '' }),
            value: `−${money(coupon.discount)}`,
          })),
        ]}
      />
      <Divider my="xs" />
      <DetailRows
        rows={[{ label: t('orders.detail.grand_total'), value: money(order.grandtotal), isStrong: true }]}
      />
    </OrderCard>
  );
}
