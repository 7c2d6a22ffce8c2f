import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { OrderStatistic, StatisticProduct } from '@mise/contract/lite/order-statistic';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { useTranslation } from 'react-i18next';
import classes from './dashboard.module.css';

const tables = ['popularProducts', 'reorderedProducts', 'firstCustomersOrder'] as const;

/** Top five products, reordered products and first customers' orders: name, share of the range's orders, count. */
export function ProductTables({ statistic }: { statistic: OrderStatistic }) {
  const { t, i18n } = useTranslation();
  const share = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(i18n.language);
  const shareOf = (product: StatisticProduct) =>
    `${share.format(statistic.ordersForRange ? (product.ordersCount / statistic.ordersForRange) * 100 : 0)} %`;

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      {tables.map((table) => (
        <Card key={table} withBorder radius="lg" padding="lg">
          <Title order={2} fz="md" mb="sm" id={`dashboard-${table}`}>
            {t(`dashboard.tables.${table}`)}
          </Title>
          {statistic[table].length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.tables.none')}
            </Text>
          ) : (
            <Table aria-labelledby={`dashboard-${table}`} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.tables.product')}</Table.Th>
                  <Table.Th ta="end">{t('dashboard.tables.share')}</Table.Th>
                  <Table.Th ta="end">{t('dashboard.tables.orders')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statistic[table].map((product) => {
                  const name = readTranslatable(product.name, i18n.language);
                  return (
                    <Table.Tr key={product.id}>
                      <Table.Td>
                        {name || (
                          <Text span c="dimmed">
                            {t('dashboard.tables.no_name')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="end" className={classes.figure}>
                        {shareOf(product)}
                      </Table.Td>
                      <Table.Td ta="end">{count.format(product.ordersCount)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
