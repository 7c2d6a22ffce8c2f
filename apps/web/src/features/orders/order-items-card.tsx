import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderDetail } from '@mise/contract';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../settings/use-currency.ts';
import { OrderCard } from './order-card.tsx';

type Props = { items: OrderDetail['order_items'] };
type Modifiers = OrderDetail['order_items'][number]['order_item_modifiers'];

/** A line's modifiers under its name: "+ Extra cheese (€5.00)". */
function ModifierLines({ modifiers }: { modifiers: Modifiers }) {
  const money = useMoneyFormatter();
  return modifiers.map((modifier) => (
    <Text key={modifier.name} size="xs" c="dimmed">
      + {modifier.name}
      {modifier.qty > 1 ? ` × ${modifier.qty}` : ''} ({money(modifier.price)})
    </Text>
  ));
}

/** Spec part 2: #, product name (modifiers listed under it), qty, sub total, grand total. */
export function OrderItemsCard({ items }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormatter();
  return (
    <OrderCard title={t('orders.detail.items')}>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{t('orders.detail.product')}</Table.Th>
                <Table.Th ta="end">{t('orders.detail.qty')}</Table.Th>
                <Table.Th ta="end">{t('orders.detail.sub_total')}</Table.Th>
                <Table.Th ta="end">{t('orders.detail.grand_total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {readTranslatable(item.name, i18n.language)}
                      </Text>
                      <ModifierLines modifiers={item.order_item_modifiers} />
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="end">{item.qty}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.subtotal)}
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} fw={600}>
                    {money(item.grandtotal)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {/* A phone lists the lines instead: no table to scroll sideways. */}
      <Stack gap="sm" hiddenFrom="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Group
            key={item.id}
            component="li"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
          >
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {index + 1}. {readTranslatable(item.name, i18n.language)} × {item.qty}
              </Text>
              <ModifierLines modifiers={item.order_item_modifiers} />
              {item.subtotal !== item.grandtotal && (
                <Text size="xs" c="dimmed">
                  {t('orders.detail.sub_total')}: {money(item.subtotal)}
                </Text>
              )}
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(item.grandtotal)}
            </Text>
          </Group>
        ))}
      </Stack>
    </OrderCard>
  );
}
