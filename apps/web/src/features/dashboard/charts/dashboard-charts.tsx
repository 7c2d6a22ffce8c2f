import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { OrderStatistic } from '@mise/contract/lite/order-statistic';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../settings/use-currency.ts';
import { chartColor } from '../chart-palette.ts';
import classes from '../dashboard.module.css';
import { longIntervalLabel, shortIntervalLabel } from '../interval-labels.ts';
import { DonutChart } from './donut-chart.tsx';
import { LineChart } from './line-chart.tsx';

const percentOf = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0);

/** The two line charts and the donut by source; a chunk of its own, so Chart.js loads only here. */
export default function DashboardCharts({ statistic }: { statistic: OrderStatistic }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoneyFormatter();
  const language = i18n.language;
  const percent = useMemo(
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
    [language],
  );
  const count = useMemo(() => new Intl.NumberFormat(language), [language]);
  const formatCount = (value: number) => count.format(value);

  const series = useMemo(() => {
    const keys = Object.keys(statistic.ordersForInterval);
    return {
      keys,
      labels: keys.map((key) => shortIntervalLabel(key, language)),
      titles: keys.map((key) => longIntervalLabel(key, language)),
      orders: keys.map((key) => statistic.ordersForInterval[key]),
      sums: keys.map((key) => statistic.sumForInterval[key]),
    };
  }, [statistic, language]);
  const { labels, titles } = series;
  const lineCharts = [
    {
      id: 'orders',
      values: series.orders,
      total: statistic.ordersForRange,
      format: formatCount,
      color: chartColor(0),
    },
    {
      id: 'sum',
      values: series.sums,
      total: statistic.sumForRange,
      format: formatMoney,
      color: chartColor(1),
    },
  ];
  const interval = statistic.interval;
  const busiest = (values: number[]) => series.keys[values.indexOf(Math.max(...values))];

  const slices = useMemo(
    () =>
      Object.entries(statistic.ordersBySource).map(([source, value], index) => ({
        source,
        label: t(`dashboard.sources.${source}`, { defaultValue: source }),
        value,
        color: chartColor(index),
      })),
    [statistic, t],
  );
  const leader = slices.reduce((best, slice) => (slice.value > best.value ? slice : best), slices[0]);
  const share = (value: number) => percent.format(percentOf(value, statistic.ordersForRange) / 100);

  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {lineCharts.map((chart) => {
          const title = t(`dashboard.charts.${chart.id}_${interval}`);
          return (
            <Card key={chart.id} withBorder radius="lg" padding="lg">
              <Title order={2} fz="md" mb="sm">
                {title}
              </Title>
              <LineChart
                labels={labels}
                titles={titles}
                values={chart.values}
                seriesName={t(`dashboard.cards.${chart.id}`)}
                color={chart.color}
                formatValue={chart.format}
                summary={t('dashboard.charts.summary', {
                  title,
                  total: chart.format(chart.total),
                  busiest: longIntervalLabel(busiest(chart.values), language),
                })}
              />
            </Card>
          );
        })}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="md" mb="sm">
          {t('dashboard.charts.by_source')}
        </Title>
        <Group align="center" gap="xl" wrap="wrap">
          <DonutChart
            slices={slices}
            centerValue={share(leader.value)}
            centerLabel={leader.label}
            summary={slices.map((slice) => `${slice.label}: ${share(slice.value)}`).join(', ')}
          />
          <ul className={classes.legend}>
            {slices.map((slice) => (
              <li key={slice.source}>
                <span className={classes.swatch} style={{ background: slice.color }} />
                <Text span fw={500}>
                  {slice.label}
                </Text>
                <Text span c="dimmed">
                  {formatCount(slice.value)} · {share(slice.value)} ·{' '}
                  {formatMoney(statistic.sumBySource[slice.source])}
                </Text>
              </li>
            ))}
          </ul>
        </Group>
      </Card>
    </>
  );
}
