import { Text } from '@mantine/core';
import type { OrderStatistic } from '@mise/contract/lite/order-statistic';
import { useTranslation } from 'react-i18next';

/** "18 Nov 2026, 14:37 – 25 Nov 2026, 14:37": the range answered, in the user's language and zone. */
export function RangeCaption({ statistic }: { statistic: OrderStatistic }) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="sm" c="dimmed" mt={4} data-testid="dashboard-range">
      {format.formatRange(new Date(statistic.from), new Date(statistic.to))}
    </Text>
  );
}
