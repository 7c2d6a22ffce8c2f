import { Badge } from '@mantine/core';
import type { FunnelStatus } from '@mise/contract';
import { useTranslation } from 'react-i18next';

const statusColors: Record<FunnelStatus, string> = {
  DRAFT: 'gray',
  QUEUED: 'blue',
  SENDING: 'indigo',
  DONE: 'green',
  FAILED: 'red',
};

/** A funnel's status in its colour: grey draft, blue while sending, green done, red failed. */
export function FunnelStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColors[status as FunnelStatus] ?? 'gray'}
      variant="filled"
      autoContrast
      data-testid="funnel-status"
    >
      {t(`resources.notification_funnel.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
