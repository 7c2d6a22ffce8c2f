import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { Pagination } from '@mise/contract';
import { pageSizes } from '@mise/contract/lite/list-constants';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const maxPageButtons = 6;

/** At most six page buttons, in a window around the current page. */
export function pageWindow(current: number, count: number): number[] {
  const size = Math.min(maxPageButtons, count);
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), count - size));
  return Array.from({ length: size }, (_, offset) => start + offset);
}

type Props = {
  pagination: Pagination;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

export function PaginationBar({ pagination, onPage, onSize }: Props) {
  const { t, i18n } = useTranslation();
  const { current_page: current, pages_count: count, items_per_page: size, total_items: total } = pagination;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('list.rows_per_page')}
        </Text>
        <NativeSelect
          aria-label={t('list.rows_per_page')}
          w={80}
          size="xs"
          data={pageSizes.map(String)}
          value={String(size)}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed">
          {t(pagination.total_is_estimate ? 'list.total_estimate' : 'list.total', {
            count: new Intl.NumberFormat(i18n.language).format(total),
          })}
        </Text>
      </Group>
      {count > 1 && (
        <Group gap={4} role="navigation" aria-label={t('list.pages')}>
          <Button
            variant="default"
            size="xs"
            px={6}
            disabled={current === 0}
            onClick={() => onPage(current - 1)}
            aria-label={t('list.previous_page')}
          >
            <IconChevronLeft size={16} />
          </Button>
          {pageWindow(current, count).map((page) => (
            <Button
              key={page}
              size="xs"
              miw={32}
              variant={page === current ? 'filled' : 'default'}
              aria-current={page === current ? 'page' : undefined}
              onClick={() => onPage(page)}
            >
              {page + 1}
            </Button>
          ))}
          <Button
            variant="default"
            size="xs"
            px={6}
            disabled={current >= count - 1}
            onClick={() => onPage(current + 1)}
            aria-label={t('list.next_page')}
          >
            <IconChevronRight size={16} />
          </Button>
        </Group>
      )}
    </Group>
  );
}
