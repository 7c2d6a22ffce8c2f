import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { OrderStatistic } from '@mise/contract/lite/order-statistic';
import { IconCash, IconChartBar, IconReceipt, IconShoppingBag, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrency, useMoneyFormatter } from '../settings/use-currency.ts';
import classes from './dashboard.module.css';

type StatCard = { id: string; icon: TablerIcon; value: string; note?: string };

/** Four icon cards: 4 in a row, 2 from 576 px, 1 below (spec part 1, Dashboard). */
export function StatCards({ statistic }: { statistic: OrderStatistic }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoneyFormatter();
  const currency = useCurrency();
  const count = new Intl.NumberFormat(i18n.language);
  const average = statistic.ordersForRange ? statistic.sumForRange / statistic.ordersForRange : 0;
  const cards: StatCard[] = [
    { id: 'orders', icon: IconShoppingBag, value: count.format(statistic.ordersForRange) },
    { id: 'sum', icon: IconCash, value: formatMoney(statistic.sumForRange), note: currency },
    { id: 'average', icon: IconReceipt, value: formatMoney(average), note: currency },
    { id: 'total', icon: IconChartBar, value: count.format(statistic.ordersTotal) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      {cards.map((card) => (
        <Card key={card.id} withBorder radius="lg" padding="lg" data-card={card.id}>
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
              <card.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <div className={classes.cardText}>
              <Text size="sm" c="dimmed">
                {t(`dashboard.cards.${card.id}`)}
                {card.note && ` (${card.note})`}
              </Text>
              <Text fz={24} fw={700} className={classes.cardValue}>
                {card.value}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
