import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor, statusLabelKey } from './order-status.ts';

/**
 * An order's status in its colour, named in the interface language (an unknown code as it is),
 * always whole: the names are short, and a list short of room wraps its other columns instead.
 */
export function OrderStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor(status)} variant="filled" autoContrast tt="none" size={size} miw="max-content">
      {t(statusLabelKey(status), { defaultValue: status })}
    </Badge>
  );
}
