import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderEventData } from '@mise/contract';
import { IconShoppingBag } from '@tabler/icons-react';
import type { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';

type NoticeTools = {
  t: TFunction;
  formatMoney: (amount: number) => string;
  navigate: ReturnType<typeof useNavigate>;
};

const noticeTimeoutMs = 15_000;

export const orderDetailPath = (id: number) => `/app/sales/orders/show/${id}`;

/** "New order #1234" with "45,00 zł, Website" and a link that opens it. */
export function showNewOrderNotice(order: OrderEventData, { t, formatMoney, navigate }: NoticeTools) {
  const id = `new-order-${order.id}`;
  const path = orderDetailPath(order.id);
  notifications.show({
    id,
    color: 'green',
    icon: <IconShoppingBag size={18} stroke={1.8} />,
    title: t('live.new_order', { number: order.number }),
    autoClose: noticeTimeoutMs,
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">
          {formatMoney(order.grandtotal)}, {t(`live.sources.${order.source}`, { defaultValue: order.source })}
        </Text>
        <Anchor
          href={path}
          size="sm"
          fw={600}
          aria-label={t('live.open_order', { number: order.number })}
          onClick={(event) => {
            // The notice lives outside the router: navigate by hand and keep the page.
            event.preventDefault();
            notifications.hide(id);
            void navigate({ to: path });
          }}
        >
          {t('live.open')}
        </Anchor>
      </Group>
    ),
  });
}
