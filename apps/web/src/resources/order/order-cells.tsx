import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OrderItemSummary } from '@mise/contract';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Lines shown before "show all" (spec part 2: the card expands beyond 3 lines). */
const shortListLength = 3;

/** Day, month and year with the time, in the interface language: "25 Nov 2026, 14:05", "25 lis 2026, 14:05". */
export function OrderDate({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  if (!value) return null;
  const text = dayjs(value as string)
    .locale(i18n.language.split('-')[0])
    .format('D MMM YYYY, HH:mm');
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}

export function OrderLines({ items }: { items: OrderItemSummary[] }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const shown = isOpen ? items : items.slice(0, shortListLength);
  return (
    <Stack gap={0} align="flex-start">
      {shown.map((item, index) => (
        // Lines of one order have no ids in the list; their place is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} size="sm" lineClamp={1} maw={260}>
          {item.qty} × {readTranslatable(item.name, i18n.language)}
        </Text>
      ))}
      {items.length > shortListLength && (
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!isOpen);
          }}
          aria-expanded={isOpen}
        >
          <Text size="sm" c="var(--mantine-color-anchor)" td="underline">
            {isOpen ? t('orders.show_less') : t('orders.show_all', { count: items.length })}
          </Text>
        </UnstyledButton>
      )}
    </Stack>
  );
}

export function CustomerLink({ customer }: { customer: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  if (!customer)
    return (
      <Text size="sm" c="dimmed">
        {t('orders.no_customer')}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={`/app/marketing/customers/edit/${customer.id}` as never}
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      {customer.name}
    </Anchor>
  );
}

/** Taken by an integration or not: an icon for the eye, the words for everyone. */
export function ExportedMark({ platformId }: { platformId: unknown }) {
  const { t } = useTranslation();
  const isExported = Boolean(platformId);
  return (
    <Group gap={4} wrap="nowrap">
      {isExported ? (
        <IconCircleCheck size={16} color="var(--mantine-color-green-text)" aria-hidden />
      ) : (
        <IconCircleDashed size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      )}
      <Text size="sm" c={isExported ? undefined : 'dimmed'}>
        {t(isExported ? 'orders.exported' : 'orders.not_exported')}
      </Text>
    </Group>
  );
}
